// The Embind surface of the transformer (issue 15) and its circuit: option tables into
// cpp/api/transformer.hpp's requests, and the results back. Every rule,
// limit, gradient and optimiser step is the core's.
//
// A model is a plain object of typed arrays, like the toy trainer's state:
//   {config: {layers, heads, dModel, vocab, context},
//    embedding, positional, layers: [{WQ, WK, WV, WO}], unembedding,
//    step, adamM, adamV}
// so a Worker can post it, a test can keep it, and nothing needs .delete().
#include <emscripten/bind.h>

#include <string>
#include <utility>

#include "api/transformer.hpp"
#include "bindings/convert.hpp"
#include "bindings/transformer_api.hpp"

namespace bindings {

Field model_field(api::TransformerModelRequest& m) {
  return {"model", [&m](const val& value, const std::string& argument) {
            m.given = true;
            api::TransformerConfigRequest& c = m.config;
            const Field config{"config", [&c](const val& v, const std::string& at) {
                                 c.given = true;
                                 read_options(v, "transformerInit",
                                              {field("layers", c.layers), field("heads", c.heads),
                                               field("dModel", c.d_model), field("vocab", c.vocab),
                                               field("context", c.context)},
                                              at);
                               }};
            const Field layers = object_list(
                "layers",
                [&m](std::int64_t count, const std::string& at) {
                  api::require_layer_list(count, at);
                  m.layers.emplace(static_cast<std::size_t>(count));
                },
                [&m](std::int64_t i, const val& item, const std::string& at) {
                  api::TransformerLayerRequest& l = (*m.layers)[static_cast<std::size_t>(i)];
                  read_options(item, "transformerInit",
                               {field("WQ", l.w_q), field("WK", l.w_k), field("WV", l.w_v), field("WO", l.w_o)}, at);
                });
            read_options(value, "transformerInit or transformerTrain",
                         {config, field("embedding", m.embedding), field("positional", m.positional), layers,
                          field("unembedding", m.unembedding), field("step", m.step), field("adamM", m.adam_m),
                          field("adamV", m.adam_v)},
                         argument);
          }};
}

Fields forward_fields(api::TransformerForwardRequest& r) { return {model_field(r.model), field("tokens", r.tokens)}; }

val model_to_js(const transformer::Model& model, const transformer::AdamState& adam) {
  const transformer::Config& c = model.config;
  val config = val::object();
  for (auto [name, value] : {std::pair{"layers", c.layers}, {"heads", c.heads}, {"dModel", c.d_model},
                             {"vocab", c.vocab}, {"context", c.context}}) {
    config.set(name, static_cast<double>(value));
  }
  val layers = val::array();
  for (const transformer::AttentionLayer& l : model.layers) {
    val layer = val::object();
    for (auto [name, w] : {std::pair{"WQ", &l.w_q}, {"WK", &l.w_k}, {"WV", &l.w_v}, {"WO", &l.w_o}}) layer.set(name, to_js(*w));
    layers.call<void>("push", layer);
  }
  val out = val::object();
  out.set("config", config);
  out.set("embedding", to_js(model.embedding));
  out.set("positional", to_js(model.positional));
  out.set("layers", layers);
  out.set("unembedding", to_js(model.unembedding));
  out.set("step", static_cast<double>(adam.step));
  out.set("adamM", to_js(transformer::flatten(adam.m)));
  out.set("adamV", to_js(transformer::flatten(adam.v)));
  return out;
}

namespace {

val transformer_init(val options) {
  return guarded([&] {
    api::TransformerInitRequest r;
    read_options(options, "transformerInit",
                 {field("layers", r.layers), field("heads", r.heads), field("dModel", r.d_model),
                  field("vocab", r.vocab), field("context", r.context), field("seed", r.seed)});
    const api::TransformerState s = api::run_transformer_init(r);
    return model_to_js(s.model, s.adam);
  });
}

val transformer_train(val options) {
  return guarded([&] {
    api::TransformerTrainRequest r;
    read_options(options, "transformerTrain",
                 {model_field(r.model), field("steps", r.steps), field("learningRate", r.learning_rate),
                  field("batch", r.batch), field("seed", r.seed)});
    const api::TransformerTrainAnswer a = api::run_transformer_train(r);
    val out = val::object();
    out.set("model", model_to_js(a.state.model, a.state.adam));
    out.set("losses", to_js(a.log.losses));
    out.set("firstHalfLoss", to_js(a.log.first_half_losses));
    out.set("secondHalfLoss", to_js(a.log.repeated_half_losses));
    return out;
  });
}

val transformer_forward(val options) {
  return guarded([&] {
    api::TransformerForwardRequest r;
    read_options(options, "transformerForward", forward_fields(r));
    const api::TransformerForwardAnswer a = api::run_transformer_forward(r);
    val attention = val::array();
    for (const auto& layer : a.pass.layers) {
      val heads = val::array();
      for (const auto& head : layer.heads) heads.call<void>("push", to_js(head.weights));
      attention.call<void>("push", heads);
    }
    val out = val::object();
    out.set("n", static_cast<double>(a.pass.logits.rows()));
    out.set("vocab", static_cast<double>(a.config.vocab));
    out.set("logits", to_js(a.pass.logits));
    out.set("attention", attention);
    out.set("losses", to_js(a.losses));
    return out;
  });
}

val transformer_pretrained() {
  return guarded([&] {
    const api::TransformerState s = api::run_transformer_pretrained();
    return model_to_js(s.model, s.adam);
  });
}

val head_scores(val options) {
  return guarded([&] {
    api::HeadScoresRequest r;
    read_options(options, "headScores", {model_field(r.model), field("seed", r.seed), field("sequences", r.sequences)});
    const transformer::Evaluation e = api::run_head_scores(r);
    val out = val::array();
    for (const transformer::HeadScore& s : e.heads) {
      val score = val::object();
      score.set("layer", static_cast<double>(s.layer));
      score.set("head", static_cast<double>(s.head));
      score.set("previousToken", s.previous_token);
      score.set("duplicateToken", s.duplicate_token);
      score.set("induction", s.induction);
      out.call<void>("push", score);
    }
    return out;
  });
}

// A matrix result as parseMatrix gives one: {rows, cols, values}.
val matrix_to_js(const attention::MatrixD& m) {
  val out = val::object();
  out.set("rows", static_cast<double>(m.rows()));
  out.set("cols", static_cast<double>(m.cols()));
  out.set("values", to_js(m));
  return out;
}

val transformer_circuits(val options) {
  return guarded([&] {
    api::TransformerCircuitsRequest r;
    read_options(options, "transformerCircuits", {model_field(r.model), field("head1", r.head1), field("head2", r.head2)});
    const transformer::Circuits c = api::run_transformer_circuits(r);
    val out = val::object();
    out.set("previousToken", matrix_to_js(c.previous_token));
    out.set("kComposition", matrix_to_js(c.k_composition));
    out.set("direct", matrix_to_js(c.direct));
    out.set("copying", matrix_to_js(c.copying));
    return out;
  });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(transformer) {
  using namespace bindings;
  emscripten::function("_transformerInit", &transformer_init);
  emscripten::function("_transformerTrain", &transformer_train);
  emscripten::function("_transformerForward", &transformer_forward);
  emscripten::function("_transformerPretrained", &transformer_pretrained);
  emscripten::function("_headScores", &head_scores);
  emscripten::function("_transformerCircuits", &transformer_circuits);
}
