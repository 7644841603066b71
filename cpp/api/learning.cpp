#include "api/learning.hpp"

#include <tuple>
#include <utility>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/variants.hpp"

namespace api {
namespace {

attention::TaskData read_task(const TrainerRequest& request) {
  const attention::LearningTask task = attention::learning_task_from_name(request.task.value_or("previous"));
  return attention::make_task(task, request.seed.value_or(0));
}

attention::TrainerState read_state(const TrainerStateRequest& request, const attention::TaskData& d) {
  if (!request.given) {
    throw attention::InputError(attention::ErrorCode::required, "state", "required (from trainerStart or trainerSteps)");
  }
  attention::TrainerState s;
  for (auto [m, values, name] : {std::tuple{&s.w_q, &request.w_q, "state.WQ"}, {&s.w_k, &request.w_k, "state.WK"},
                                 {&s.m_q, &request.m_q, "state.mQ"}, {&s.v_q, &request.v_q, "state.vQ"},
                                 {&s.m_k, &request.m_k, "state.mK"}, {&s.v_k, &request.v_k, "state.vK"}}) {
    *m = matrix_of(*values, d.d_model, d.d_k, name);
  }
  s.step = required(request.step, "state.step");
  attention::require_state(d, s);
  return s;
}

TrainerAnswer answer(attention::TaskData task, attention::TrainerState state, std::vector<double> losses,
                     double learning_rate) {
  attention::TaskEvaluation evaluation = attention::evaluate(task, state.w_q, state.w_k);
  return {std::move(task), std::move(state), std::move(losses), std::move(evaluation), learning_rate};
}

}  // namespace

AttentionBackwardAnswer run_attention_backward(const AttentionBackwardRequest& request) {
  const AttentionMatrices a = read_attention_inputs(request.inputs);
  const MatrixD d_output = matrix_of(request.d_output, a.n, a.d_v, "dOutput");
  if (request.variant) {
    attention::VariantGradients v = attention::variant_backward(a.q, a.k, a.v, attention::parse_variant(*request.variant),
                                                                request.mask, d_output);
    return {std::move(v.forward), std::move(v.gradients)};
  }
  attention::AttentionResult<double> forward = attention::attend(a.q, a.k, a.v, request.mask);
  attention::AttentionGradients gradients = attention::attention_backward(a.q, a.k, a.v, forward, d_output);
  return {std::move(forward), std::move(gradients)};
}

attention::MultiHeadGradients run_multi_head_backward(const MultiHeadBackwardRequest& request) {
  const LayerMatrices l = read_layer_inputs(request.layer);
  const MatrixD d_output = matrix_of(request.d_output, l.n, l.shape.d_model, "dOutput");
  return attention::multi_head_backward(l.x, l.w_q, l.w_k, l.w_v, l.w_o, l.shape.heads, request.mask, d_output);
}

std::vector<attention::GradientCheck> run_gradient_check(const GradientCheckRequest& r) {
  const double step = r.step.value_or(1e-5);
  if (r.x.given()) {
    const LayerMatrices l = read_layer_inputs({r.n, r.d_model, r.heads, r.d_k, r.d_v, r.x, r.w_q, r.w_k, r.w_v, r.w_o});
    const MatrixD d_output = matrix_of(r.d_output, l.n, l.shape.d_model, "dOutput");
    return attention::check_multi_head_gradients(l.x, l.w_q, l.w_k, l.w_v, l.w_o, l.shape.heads, r.mask, d_output,
                                                 step);
  }
  const AttentionMatrices a = read_attention_inputs({r.n, r.m, r.d_k, r.d_v, r.q, r.k, r.v});
  const MatrixD d_output = matrix_of(r.d_output, a.n, a.d_v, "dOutput");
  return attention::check_attention_gradients(a.q, a.k, a.v, r.mask, d_output, step);
}

TrainerAnswer run_trainer_start(const TrainerRequest& request) {
  attention::TaskData task = read_task(request);
  attention::TrainerState state = attention::initial_state(task, request.seed.value_or(0));
  return answer(std::move(task), std::move(state), {}, attention::AdamSettings{}.learning_rate);
}

TrainerAnswer run_trainer_steps(const TrainerRequest& request) {
  attention::TaskData task = read_task(request);
  attention::TrainerState state = read_state(request.state, task);
  attention::AdamSettings adam;
  adam.learning_rate = request.learning_rate.value_or(adam.learning_rate);
  const std::int64_t steps = request.steps.value_or(1);
  attention::limits::require_size(steps, kMaxTrainerSteps, "steps");
  std::vector<double> losses = attention::train(task, state, adam, steps);
  return answer(std::move(task), std::move(state), std::move(losses), adam.learning_rate);
}

}  // namespace api
