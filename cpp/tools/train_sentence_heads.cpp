// Trains the sentence models with the core (cpp/sentences/) and prints what
// they learned: chapter 1's subject head (held-out accuracy, "sat"'s weights
// in "The cat sat down", learned and random) and chapter 3's seed study (one
// head against two, every seed). With --cpp FILE it writes them as C++
// source for the wasm module (am.sentenceModel(), am.headsExperiment()).
//   train_sentence_heads [--cpp FILE]
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>

#include "sentences/checkpoint.hpp"

namespace {

using namespace sentences;

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double share(std::int64_t right, std::int64_t of) { return static_cast<double>(right) / static_cast<double>(of); }

void print_subject(const char* name, const SubjectHead& head) {
  for (bool held_out : {false, true}) {
    const SubjectAccuracy a = evaluate_subject_head(head, held_out);
    std::printf("%-8s %-9s %3lld sentences: attention on the subject %.3f, answer %.3f, mean weight on the subject %.3f, loss %.4f\n",
                name, held_out ? "held-out" : "training", static_cast<long long>(a.sentences),
                share(a.attention_right, a.sentences), share(a.answer_right, a.sentences), a.subject_weight, a.loss);
  }
  const SubjectPass pass = read_words(head, example_words());
  const auto row = pass.attention.weights.row(pass.verb);
  std::printf("%-8s The cat sat down: sat's weights %.4f %.4f %.4f %.4f, answer %s\n", name, row(0), row(1), row(2),
              row(3), animal_names()[static_cast<std::size_t>(pass.predicted)].c_str());
}

void print_outcome(const SeedOutcome& o, double seconds) {
  const LookupAccuracy& a = o.held_out;
  std::printf("seed %2.0f  %lld head%s  held-out %lld: subject %.3f object %.3f both %.3f (training both %.3f)  %.2f s  heads on (subject, distractor, object):",
              o.seed, static_cast<long long>(o.heads), o.heads == 1 ? " " : "s", static_cast<long long>(a.sentences),
              share(a.subject_right, a.sentences), share(a.object_right, a.sentences), share(a.both_right, a.sentences),
              share(o.training.both_right, o.training.sentences), seconds);
  for (const HeadRole& r : a.roles) std::printf(" (%.2f, %.2f, %.2f)", r.subject, r.distractor, r.object);
  std::printf("\n");
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const char* cpp_out = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--cpp") == 0 && i + 1 < argc) {
      cpp_out = argv[++i];
    } else {
      std::fprintf(stderr, "usage: train_sentence_heads [--cpp FILE]\n");
      return 2;
    }
  }
  try {
    TrainedModels t;
    auto start = std::chrono::steady_clock::now();
    t.subject_head = train_shipped_subject_head();
    std::printf("subject head: %lld steps in %.2f s\n", static_cast<long long>(SubjectHeadRecipe{}.steps),
                seconds_since(start));
    print_subject("random", random_subject_head());
    print_subject("learned", t.subject_head);
    start = std::chrono::steady_clock::now();
    t.lookups = train_lookup_study(print_outcome);
    std::printf("the study's %d runs: %.2f s\n", 2 * kStudySeeds, seconds_since(start));
    if (cpp_out) {
      write_models_source(t, cpp_out);
      std::printf("wrote %s\n", cpp_out);
    }
  } catch (const std::exception& e) {  // a file that cannot be written
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
  return 0;
}
