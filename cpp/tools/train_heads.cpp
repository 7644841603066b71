// Trains a transformer with the core (cpp/transformer/) and reports its head
// scores as it goes; with --cpp FILE it writes the trained model as C++ source
// for the wasm module (the shipped checkpoint, am.transformerPretrained()).
//   train_heads [--layers 2] [--heads 1] [--dModel 32] [--vocab 12] [--context 16]
//               [--lr 0.01] [--batch 16] [--steps 600] [--seed 0] [--init 0]
//               [--every 50] [--cpp FILE] [--function pretrained_model] [--recipe]
// --recipe: the shipped checkpoint's settings (checkpoint.hpp), the default.
// --function control_model with --layers 1: the shipped one-layer control.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <malloc.h>
#include <string>

#include "attention/error.hpp"
#include "transformer/checkpoint.hpp"
#include "transformer/head_scores.hpp"
#include "transformer/training.hpp"

namespace {

void print_scores(std::int64_t step, double seconds, const transformer::Evaluation& e) {
  std::printf("step %5lld  %6.2fs  loss %.3f  first %.3f  repeated %.3f ", static_cast<long long>(step), seconds,
              e.loss, e.first_half_loss, e.repeated_half_loss);
  for (const auto& s : e.heads) {
    std::printf(" L%lldH%lld prev %.2f dup %.2f ind %.2f", static_cast<long long>(s.layer),
                static_cast<long long>(s.head), s.previous_token, s.duplicate_token, s.induction);
  }
  std::printf("\n");
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  // A step's temporaries (a few MB) are all freed at its end, and glibc then
  // hands the top of the heap back to the system, to fault it in again at the
  // next step: that cost 5/6 of the native time (sys 2.3 s of 3.3 s for 100
  // steps). Keep the heap. (In wasm the memory never shrinks.)
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  transformer::Recipe r = transformer::pretrained_recipe();
  std::int64_t every = 50;
  const char* cpp_out = nullptr;
  std::string function = "pretrained_model";
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    const double value = std::atof(argv[i + 1]);
    if (key == "--layers") r.config.layers = static_cast<std::int64_t>(value);
    else if (key == "--heads") r.config.heads = static_cast<std::int64_t>(value);
    else if (key == "--dModel") r.config.d_model = static_cast<std::int64_t>(value);
    else if (key == "--vocab") r.config.vocab = static_cast<std::int64_t>(value);
    else if (key == "--context") r.config.context = static_cast<std::int64_t>(value);
    else if (key == "--lr") r.training.adam.learning_rate = value;
    else if (key == "--batch") r.training.batch = static_cast<std::int64_t>(value);
    else if (key == "--steps") r.steps = static_cast<std::int64_t>(value);
    else if (key == "--seed") r.training.seed = value;
    else if (key == "--init") r.init_seed = value;
    else if (key == "--every") every = static_cast<std::int64_t>(value);
    else if (key == "--cpp") cpp_out = argv[i + 1];
    else if (key == "--function") function = argv[i + 1];
    else {
      std::fprintf(stderr, "unknown option %s\n", argv[i]);
      return 2;
    }
  }
  try {
    transformer::Model model = transformer::initial_model(r.config, r.init_seed);
    transformer::AdamState adam = transformer::initial_adam(r.config);
    const auto start = std::chrono::steady_clock::now();
    const auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    double training_seconds = 0;
    for (std::int64_t done = 0; done < r.steps;) {
      const std::int64_t chunk = std::min(every, r.steps - done);
      const double before = seconds();
      transformer::train(model, adam, r.training, chunk);
      training_seconds += seconds() - before;
      done += chunk;
      print_scores(done, training_seconds, transformer::head_scores(model, transformer::kHeldOutSeed, 64));
    }
    if (cpp_out) {
      transformer::write_checkpoint_source(model, cpp_out, function);
      std::printf("wrote %s (%lld parameters)\n", cpp_out, static_cast<long long>(transformer::parameter_count(r.config)));
    }
  } catch (const std::exception& e) {  // a refused setting, or a file that cannot be written
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
  return 0;
}
