// The core's entry points for the JS API's backward pass, gradient check and
// trainer (api.hpp has the forward calls and the conventions).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "api/api.hpp"
#include "attention/backward.hpp"
#include "attention/trainer.hpp"

namespace api {

// attentionBackward({Q, K, V, dOutput, n, m, dK, dV, causal, keyPadding, maskFill, variant}); dV
// defaults to dK; variant 'correct' (default) or 'mask-after-softmax' (attention/variants.hpp).
struct AttentionBackwardRequest {
  AttentionInputs inputs;
  Values d_output;  // n × dV
  Mask mask;
  std::optional<std::string> variant;
};
struct AttentionBackwardAnswer {
  attention::AttentionResult<double> forward;
  attention::AttentionGradients gradients;
};
AttentionBackwardAnswer run_attention_backward(const AttentionBackwardRequest& request);

// multiHeadBackward({X, n, dModel, heads, dK, dV, WQ, WK, WV, WO, dOutput, causal, keyPadding, maskFill})
struct MultiHeadBackwardRequest {
  LayerInputs layer;
  Values d_output;  // n × dModel
  Mask mask;
};
attention::MultiHeadGradients run_multi_head_backward(const MultiHeadBackwardRequest& request);

// gradientCheck({...}): with X, a multi-head layer (X, WQ, WK, WV, WO, in
// multiHeadBackward's layout); otherwise one attention call (Q, K, V, with
// dV defaulting to dK). The sizes are shared by both forms.
struct GradientCheckRequest {
  std::optional<std::int64_t> n, m, d_model, heads, d_k, d_v;
  Values q, k, v, x, w_q, w_k, w_v, w_o, d_output;
  Mask mask;
  std::optional<double> step;  // the finite-difference ε, default 1e-5
};
std::vector<attention::GradientCheck> run_gradient_check(const GradientCheckRequest& request);

// trainerStart({task, seed}) and trainerSteps({task, seed, state, learningRate, steps}).
struct TrainerStateRequest {
  bool given = false;
  Values w_q, w_k, m_q, v_q, m_k, v_k;  // each dModel × dK, named "state.WQ", ...
  std::optional<std::int64_t> step;
};
struct TrainerRequest {
  std::optional<std::string> task;  // 'previous' (default) or 'same'
  std::optional<double> seed;       // default 0
  TrainerStateRequest state;        // trainerSteps only
  std::optional<double> learning_rate;
  std::optional<std::int64_t> steps;  // default 1, at most kMaxTrainerSteps
};
struct TrainerAnswer {
  attention::TaskData task;
  attention::TrainerState state;
  std::vector<double> losses;  // one per step taken (none for trainerStart)
  attention::TaskEvaluation evaluation;
  double learning_rate;
};
// Steps per trainerSteps call: the page asks for a few per frame.
constexpr std::int64_t kMaxTrainerSteps = 10000;
TrainerAnswer run_trainer_start(const TrainerRequest& request);
TrainerAnswer run_trainer_steps(const TrainerRequest& request);

}  // namespace api
