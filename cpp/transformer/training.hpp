// Training: Adam on every parameter, one batch of fresh training sequences
// (data.hpp) per step, deterministic for (initial model, seed). Resumable: the step
// count lives in the optimiser state and picks the batch, so 10 calls of 10
// steps give exactly the model one call of 100 gives.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/adam.hpp"
#include "transformer/data.hpp"
#include "transformer/model.hpp"

namespace transformer {

// Adam's moments, shaped like the model, and t (steps taken so far).
struct AdamState {
  Model m, v;
  std::int64_t step = 0;
};
AdamState initial_adam(const Config& config);
// Moments of the model's shapes and finite, v ≥ 0, step ≥ 0; named "model.adamM" ...
void require_adam(const Config& config, const AdamState& adam);

struct TrainingSettings {
  attention::AdamSettings adam{1e-2};
  std::int64_t batch = 16;
  double seed = 0;
};
constexpr std::int64_t kMaxBatch = 256;
constexpr std::int64_t kMaxSteps = 100000;

// Per step, measured on that step's batch before the update.
struct TrainingLog {
  std::vector<double> losses, first_half_losses, repeated_half_losses;
};

// The mean over a batch of sequences: loss, both halves and the gradient.
struct BatchGradients {
  double loss = 0, first_half = 0, repeated_half = 0;
  Model gradient;
};
BatchGradients batch_gradients(const Model& model, const std::vector<Sequence>& sequences);

// `steps` steps in place. Checks the model, the state and the settings first
// (learningRate > 0, batch 1 … kMaxBatch, steps 1 … kMaxSteps, seed).
TrainingLog train(Model& model, AdamState& adam, const TrainingSettings& settings, std::int64_t steps);

}  // namespace transformer
