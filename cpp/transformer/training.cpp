#include "transformer/training.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "transformer/data.hpp"
#include "transformer/gradients.hpp"

namespace transformer {

AdamState initial_adam(const Config& config) { return {zeros(config), zeros(config), 0}; }

void require_adam(const Config& config, const AdamState& adam) {
  const Model like = zeros(config);
  const std::vector<const MatrixD*> wanted = parameters(like), m = parameters(adam.m), v = parameters(adam.v);
  const std::vector<std::string> names = parameter_names(config);
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    for (auto [moment, name] : {std::pair{m[i], "model.adamM"}, {v[i], "model.adamV"}}) {
      attention::require_shape(*moment, wanted[i]->rows(), wanted[i]->cols(), name);
      attention::require_finite(*moment, name);
    }
    if ((v[i]->array() < 0).any()) {
      throw attention::InputError(attention::ErrorCode::range, "model.adamV", "second moments cannot be negative",
                                  {{"min", 0.0}});
    }
  }
  if (adam.step < 0) {
    throw attention::InputError(attention::ErrorCode::range, "model.step", "must be 0 or more",
                                {{"min", 0.0}, {"got", static_cast<double>(adam.step)}});
  }
}

BatchGradients batch_gradients(const Model& model, const std::vector<Sequence>& sequences) {
  BatchGradients b{0, 0, 0, zeros(model.config)};
  const double share = 1 / static_cast<double>(sequences.size());
  const std::vector<MatrixD*> total = parameters(b.gradient);
  for (const Sequence& s : sequences) {
    const SequenceGradients g = sequence_gradients(model, s.tokens);
    b.loss += share * g.loss.mean;
    b.first_half += share * first_half_loss(g.loss, s.start, s.period);
    b.repeated_half += share * repeated_half_loss(g.loss, s.start, s.period);
    const std::vector<const MatrixD*> one = parameters(g.gradient);
    for (std::size_t p = 0; p < total.size(); ++p) *total[p] += share * *one[p];
  }
  return b;
}

TrainingLog train(Model& model, AdamState& adam, const TrainingSettings& settings, std::int64_t steps) {
  require_model(model);
  require_adam(model.config, adam);
  attention::require_positive(settings.adam.learning_rate, "learningRate");
  attention::limits::require_size(settings.batch, kMaxBatch, "batch");
  attention::limits::require_size(steps, kMaxSteps, "steps");
  training_seed(settings.seed, 0);  // refuses a bad seed before any step
  TrainingLog log;
  for (std::int64_t i = 0; i < steps; ++i) {
    const auto batch = training_sequences(model.config, training_seed(settings.seed, adam.step), settings.batch);
    const BatchGradients b = batch_gradients(model, batch);
    log.losses.push_back(b.loss);
    log.first_half_losses.push_back(b.first_half);
    log.repeated_half_losses.push_back(b.repeated_half);
    ++adam.step;
    const std::vector<MatrixD*> w = parameters(model), m = parameters(adam.m), v = parameters(adam.v);
    const std::vector<const MatrixD*> g = parameters(b.gradient);
    for (std::size_t p = 0; p < w.size(); ++p) attention::adam_update(*w[p], *m[p], *v[p], *g[p], settings.adam, adam.step);
  }
  return log;
}

}  // namespace transformer
