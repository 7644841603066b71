// _transformerGradients({model, tokens}) → {loss, losses, gradients}: every
// gradient of the transformer for one sequence, for the PyTorch oracle
// (tests/oracle/torch_transformer.test.mjs). Test module only; `gradients`
// is shaped like a model (embedding, positional, layers[l].WQ ..., unembedding).
#include <emscripten/bind.h>

#include "api/transformer.hpp"
#include "bindings/convert.hpp"
#include "bindings/transformer_api.hpp"

namespace bindings {
namespace {

using R = api::TransformerForwardRequest;

const OptionTable<R> kGradients("_transformerGradients",
                                {model_option<R>(&R::model), option<R>(arg::tokens, &R::tokens)});

val transformer_gradients(val options) {
  return guarded([&] {
    R r;
    kGradients.read(options, r);
    return result_to_js(api::run_transformer_gradients(r));
  });
}

void register_results() {
  using transformer::SequenceGradients;
  Result<SequenceGradients>("TransformerGradients")
      .field("loss", [](const SequenceGradients& g) { return val(g.loss.mean); })
      .field("losses", [](const SequenceGradients& g) { return to_js(g.loss.per_position); })
      .field("logits", [](const SequenceGradients& g) { return to_js(g.forward.logits); })
      .field("gradients", [](const SequenceGradients& g) {
        return result_to_js(api::TransformerState{g.gradient, transformer::initial_adam(g.gradient.config)});
      });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(transformer_test_hooks) {
  bindings::register_results();
  emscripten::function("_transformerGradients", &bindings::transformer_gradients);
}
