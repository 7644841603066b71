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
namespace {

// ---------------------------------------------------------------- option tables

using Config = api::TransformerConfigRequest;
using Layer = api::TransformerLayerRequest;
using Model = api::TransformerModelRequest;

const OptionTable<Config> kConfig("transformerInit",
                                  {option<Config>(arg::layers, &Config::layers), option<Config>(arg::heads, &Config::heads),
                                   option<Config>(arg::dModel, &Config::d_model), option<Config>(arg::vocab, &Config::vocab),
                                   option<Config>(arg::context, &Config::context)});
const OptionTable<Layer> kLayer("transformerInit",
                                {option<Layer>(arg::WQ, &Layer::w_q), option<Layer>(arg::WK, &Layer::w_k),
                                 option<Layer>(arg::WV, &Layer::w_v), option<Layer>(arg::WO, &Layer::w_o)});
const OptionTable<Model> kModel(
    "transformerInit or transformerTrain",
    {object_option<Model>(arg::config, kConfig, "transformerInit", &Model::config),
     option<Model>(arg::embedding, &Model::embedding), option<Model>(arg::positional, &Model::positional),
     list_option<Model>(arg::layers, kLayer, &api::require_layer_list, &Model::layers),
     option<Model>(arg::unembedding, &Model::unembedding), option<Model>(arg::step, &Model::step),
     option<Model>(arg::adamM, &Model::adam_m), option<Model>(arg::adamV, &Model::adam_v)});

const OptionTable<api::TransformerInitRequest> kInit = [] {
  using R = api::TransformerInitRequest;
  return OptionTable<R>("transformerInit",
                        {option<R>(arg::layers, &R::layers), option<R>(arg::heads, &R::heads),
                         option<R>(arg::dModel, &R::d_model), option<R>(arg::vocab, &R::vocab),
                         option<R>(arg::context, &R::context), option<R>(arg::seed, &R::seed)});
}();

const OptionTable<api::TransformerTrainRequest> kTrain = [] {
  using R = api::TransformerTrainRequest;
  return OptionTable<R>("transformerTrain",
                        {model_option<R>(&R::model), option<R>(arg::steps, &R::steps),
                         option<R>(arg::learningRate, &R::learning_rate), option<R>(arg::batch, &R::batch),
                         option<R>(arg::seed, &R::seed)});
}();

const OptionTable<api::TransformerForwardRequest> kForward = [] {
  using R = api::TransformerForwardRequest;
  return OptionTable<R>("transformerForward", {model_option<R>(&R::model), option<R>(arg::tokens, &R::tokens)});
}();

const OptionTable<api::HeadScoresRequest> kHeadScores = [] {
  using R = api::HeadScoresRequest;
  return OptionTable<R>("headScores",
                        {model_option<R>(&R::model), option<R>(arg::seed, &R::seed), option<R>(arg::sequences, &R::sequences)});
}();

const OptionTable<api::TransformerCircuitsRequest> kCircuits = [] {
  using R = api::TransformerCircuitsRequest;
  return OptionTable<R>("transformerCircuits",
                        {model_option<R>(&R::model), option<R>(arg::head1, &R::head1), option<R>(arg::head2, &R::head2)});
}();

// ---------------------------------------------------------------- calls

template <class R, class Run>
val run(const OptionTable<R>& table, const val& options, Run&& compute) {
  return guarded([&] {
    R request;
    table.read(options, request);
    return result_to_js(compute(request));
  });
}

val transformer_init(val options) { return run(kInit, options, api::run_transformer_init); }
val transformer_train(val options) { return run(kTrain, options, api::run_transformer_train); }
val transformer_forward(val options) { return run(kForward, options, api::run_transformer_forward); }
val transformer_pretrained() { return guarded([] { return result_to_js(api::run_transformer_pretrained()); }); }
val transformer_control() { return guarded([] { return result_to_js(api::run_transformer_control()); }); }
val head_scores(val options) {
  return guarded([&] {
    api::HeadScoresRequest r;
    kHeadScores.read(options, r);
    return list_to_js(api::run_head_scores(r).heads);
  });
}
val transformer_circuits(val options) { return run(kCircuits, options, api::run_transformer_circuits); }

// ---------------------------------------------------------------- results

// A matrix result as parseMatrix gives one: {rows, cols, values}.
val matrix_to_js(const attention::MatrixD& m) {
  val out = val::object();
  out.set("rows", static_cast<double>(m.rows()));
  out.set("cols", static_cast<double>(m.cols()));
  out.set("values", to_js(m));
  return out;
}

void register_results() {
  using transformer::Config;
  Result<Config>("TransformerConfig")
      .field("layers", &Config::layers).field("heads", &Config::heads).field("dModel", &Config::d_model)
      .field("vocab", &Config::vocab).field("context", &Config::context);
  using transformer::AttentionLayer;
  Result<AttentionLayer>("TransformerLayer")
      .field("WQ", &AttentionLayer::w_q).field("WK", &AttentionLayer::w_k)
      .field("WV", &AttentionLayer::w_v).field("WO", &AttentionLayer::w_o);
  using State = api::TransformerState;
  Result<State>("TransformerModel")
      .field("config", [](const State& s) { return result_to_js(s.model.config); })
      .field("embedding", [](const State& s) { return to_js(s.model.embedding); })
      .field("positional", [](const State& s) { return to_js(s.model.positional); })
      .field("layers", [](const State& s) { return list_to_js(s.model.layers); })
      .field("unembedding", [](const State& s) { return to_js(s.model.unembedding); })
      .field("step", [](const State& s) { return val(static_cast<double>(s.adam.step)); })
      .field("adamM", [](const State& s) { return to_js(transformer::flatten(s.adam.m)); })
      .field("adamV", [](const State& s) { return to_js(transformer::flatten(s.adam.v)); });

  using Train = api::TransformerTrainAnswer;
  Result<Train>("TransformerTrainResult")
      .field("model", [](const Train& a) { return result_to_js(a.state); })
      .field("losses", [](const Train& a) { return to_js(a.log.losses); })
      .field("firstHalfLoss", [](const Train& a) { return to_js(a.log.first_half_losses); })
      .field("secondHalfLoss", [](const Train& a) { return to_js(a.log.repeated_half_losses); });

  using Forward = api::TransformerForwardAnswer;
  Result<Forward>("TransformerForwardResult")
      .field("n", [](const Forward& a) { return val(static_cast<double>(a.pass.logits.rows())); })
      .field("vocab", [](const Forward& a) { return val(static_cast<double>(a.config.vocab)); })
      .field("logits", [](const Forward& a) { return to_js(a.pass.logits); })
      .field("attention", [](const Forward& a) {
        val attention = val::array();
        for (const auto& layer : a.pass.layers) {
          val heads = val::array();
          for (const auto& head : layer.heads) heads.call<void>("push", to_js(head.weights));
          attention.call<void>("push", heads);
        }
        return attention;
      })
      .field("losses", &Forward::losses);

  using transformer::HeadScore;
  Result<HeadScore>("HeadScore")
      .field("layer", &HeadScore::layer).field("head", &HeadScore::head)
      .field("previousToken", &HeadScore::previous_token).field("duplicateToken", &HeadScore::duplicate_token)
      .field("induction", &HeadScore::induction);

  using transformer::Circuits;
  Result<Circuits>("TransformerCircuits")
      .field("previousToken", [](const Circuits& c) { return matrix_to_js(c.previous_token); })
      .field("kComposition", [](const Circuits& c) { return matrix_to_js(c.k_composition); })
      .field("direct", [](const Circuits& c) { return matrix_to_js(c.direct); })
      .field("copying", [](const Circuits& c) { return matrix_to_js(c.copying); });
}

}  // namespace

const OptionTable<api::TransformerModelRequest>& model_table() { return kModel; }

}  // namespace bindings

EMSCRIPTEN_BINDINGS(transformer) {
  using namespace bindings;
  register_results();
  emscripten::function("_transformerInit", &transformer_init);
  emscripten::function("_transformerTrain", &transformer_train);
  emscripten::function("_transformerForward", &transformer_forward);
  emscripten::function("_transformerPretrained", &transformer_pretrained);
  emscripten::function("_transformerControl", &transformer_control);
  emscripten::function("_headScores", &head_scores);
  emscripten::function("_transformerCircuits", &transformer_circuits);
}
