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

val transformer_gradients(val options) {
  return guarded([&] {
    api::TransformerForwardRequest r;
    read_options(options, "_transformerGradients", forward_fields(r));
    const transformer::SequenceGradients g = api::run_transformer_gradients(r);
    val out = val::object();
    out.set("loss", g.loss.mean);
    out.set("losses", to_js(g.loss.per_position));
    out.set("logits", to_js(g.forward.logits));
    out.set("gradients", model_to_js(g.gradient, transformer::initial_adam(g.gradient.config)));
    return out;
  });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(transformer_test_hooks) {
  emscripten::function("_transformerGradients", &bindings::transformer_gradients);
}
