#include "api/transformer.hpp"

#include <cmath>
#include <string>
#include <tuple>
#include <utility>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "transformer/checkpoint.hpp"
#include "transformer/forward.hpp"

namespace api {
namespace {

using attention::ErrorCode;
using attention::InputError;

transformer::Config read_config(const TransformerConfigRequest& r) {
  require_given(r.given, "model.config");
  transformer::Config c;
  c.layers = required(r.layers, "model.config.layers");
  c.heads = required(r.heads, "model.config.heads");
  c.d_model = required(r.d_model, "model.config.dModel");
  c.vocab = required(r.vocab, "model.config.vocab");
  c.context = required(r.context, "model.config.context");
  try {
    transformer::require_config(c);
  } catch (const InputError& e) {
    // Named as the caller spells it: the config inside the model.
    const std::string what = e.what();
    throw InputError(e.code(), "model.config." + e.argument(), what.substr(e.argument().size() + 2), e.params());
  }
  return c;
}

// A flat list of all parameters, in transformer::parameters() order.
transformer::Model read_moments(const Values& values, const transformer::Config& c, const std::string& argument) {
  const std::int64_t count = transformer::parameter_count(c);
  const MatrixD flat = matrix_of(values, 1, count, argument);
  transformer::Model m = transformer::zeros(c);
  transformer::unflatten({flat.data(), flat.data() + flat.size()}, m);
  return m;
}

transformer::Tokens read_tokens(const Values& values, const transformer::Config& c, const char* argument) {
  require_given(values.given(), argument);
  transformer::require_token_count(c, values.count(), argument);  // before any is read
  const MatrixD numbers = matrix_of(values, 1, values.count(), argument);
  transformer::Tokens tokens;
  for (Eigen::Index i = 0; i < numbers.cols(); ++i) {
    const double t = numbers(0, i);
    if (!std::isfinite(t) || t != std::floor(t)) {
      throw InputError(ErrorCode::type, argument,
                       "expected an integer token at index " + std::to_string(i) + ", got " + attention::js_number(t),
                       {{"index", static_cast<double>(i)}, {"expected", "an integer"}, {"got", attention::number_param(t)}});
    }
    // Checked as given, before the cast: 1e300 would not fit an index.
    transformer::require_token(c, t, static_cast<std::size_t>(i), argument);
    tokens.push_back(static_cast<Eigen::Index>(t));
  }
  return tokens;
}

}  // namespace

void require_layer_list(std::int64_t count, const std::string& argument) {
  attention::limits::require_size(count, transformer::kMaxLayers, argument, "one per layer");
}

TransformerState read_model(const TransformerModelRequest& r) {
  require_given(r.given, "model");
  const transformer::Config c = read_config(r.config);
  TransformerState s{transformer::zeros(c), transformer::initial_adam(c)};
  s.model.embedding = matrix_of(r.embedding, c.vocab, c.d_model, "model.embedding");
  s.model.positional = matrix_of(r.positional, c.context, c.d_model, "model.positional");
  require_given(r.layers.has_value(), "model.layers");
  if (static_cast<std::int64_t>(r.layers->size()) != c.layers) {
    throw InputError(ErrorCode::shape, "model.layers",
                     "expected one entry per layer (config.layers = " + std::to_string(c.layers) + "), got " +
                         std::to_string(r.layers->size()),
                     {{"expected", static_cast<double>(c.layers)}, {"got", static_cast<double>(r.layers->size())}});
  }
  for (std::size_t l = 0; l < r.layers->size(); ++l) {
    const TransformerLayerRequest& given = (*r.layers)[l];
    transformer::AttentionLayer& layer = s.model.layers[l];
    const std::string at = "model.layers[" + std::to_string(l) + "].";
    for (auto [w, values, name] : {std::tuple{&layer.w_q, &given.w_q, "WQ"}, {&layer.w_k, &given.w_k, "WK"},
                                   {&layer.w_v, &given.w_v, "WV"}, {&layer.w_o, &given.w_o, "WO"}}) {
      *w = matrix_of(*values, c.d_model, c.d_model, at + name);
    }
  }
  s.model.unembedding = matrix_of(r.unembedding, c.d_model, c.vocab, "model.unembedding");
  transformer::require_model(s.model);
  s.adam.step = required(r.step, "model.step");
  s.adam.m = read_moments(r.adam_m, c, "model.adamM");
  s.adam.v = read_moments(r.adam_v, c, "model.adamV");
  transformer::require_adam(c, s.adam);
  return s;
}

TransformerState run_transformer_init(const TransformerInitRequest& r) {
  const transformer::Config defaults;
  const transformer::Config c{r.layers.value_or(defaults.layers), r.heads.value_or(defaults.heads),
                              r.d_model.value_or(defaults.d_model), r.vocab.value_or(defaults.vocab),
                              r.context.value_or(defaults.context)};
  return {transformer::initial_model(c, r.seed.value_or(0)), transformer::initial_adam(c)};
}

TransformerTrainAnswer run_transformer_train(const TransformerTrainRequest& r) {
  TransformerTrainAnswer a{read_model(r.model), {}};
  transformer::TrainingSettings settings;
  settings.adam.learning_rate = r.learning_rate.value_or(settings.adam.learning_rate);
  settings.batch = r.batch.value_or(settings.batch);
  settings.seed = r.seed.value_or(settings.seed);
  const std::int64_t steps = r.steps.value_or(1);
  attention::limits::require_size(steps, kMaxTransformerSteps, "steps");
  a.log = transformer::train(a.state.model, a.state.adam, settings, steps);
  return a;
}

TransformerForwardAnswer run_transformer_forward(const TransformerForwardRequest& r) {
  const TransformerState s = read_model(r.model);
  const transformer::Tokens tokens = read_tokens(r.tokens, s.model.config, "tokens");
  TransformerForwardAnswer a{s.model.config, transformer::forward(s.model, tokens), {}};
  if (tokens.size() >= 2) a.losses = transformer::next_token_loss(a.pass.logits, tokens).per_position;
  return a;
}

TransformerState run_transformer_pretrained() {
  transformer::Model model = transformer::pretrained_model();
  transformer::AdamState adam = transformer::initial_adam(model.config);
  return {std::move(model), std::move(adam)};
}

TransformerState run_transformer_control() {
  transformer::Model model = transformer::control_model();
  transformer::AdamState adam = transformer::initial_adam(model.config);
  return {std::move(model), std::move(adam)};
}

transformer::Evaluation run_head_scores(const HeadScoresRequest& r) {
  const TransformerState s = read_model(r.model);
  return transformer::head_scores(s.model, r.seed.value_or(0), r.sequences.value_or(64));
}

transformer::Circuits run_transformer_circuits(const TransformerCircuitsRequest& r) {
  const TransformerState s = read_model(r.model);
  return transformer::circuits(s.model, r.head1.value_or(1), r.head2.value_or(1));
}

transformer::SequenceGradients run_transformer_gradients(const TransformerForwardRequest& r) {
  const TransformerState s = read_model(r.model);
  return transformer::sequence_gradients(s.model, read_tokens(r.tokens, s.model.config, "tokens"));
}

}  // namespace api
