// The Embind surface of the backward pass and the trainer. Conversion only:
// every gradient, check and optimiser step is computed in cpp/attention.
//
// Trainer state: the page runs many Adam steps per animation frame, and the
// state is tiny (six 9 × 6 matrices and a step count), so the state lives in
// JS as plain Float64Arrays. trainerSteps copies it in, takes the steps in
// C++ and returns a fresh copy. Nothing on the JS side ever holds an Embind
// handle, so there is nothing to .delete() and nothing leaks when the reader
// resets, changes task or leaves the page; a state object is also trivially
// kept across a reset of the animation or serialised for a test.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>
#include <vector>

#include "attention/backward.hpp"
#include "attention/limits.hpp"
#include "attention/trainer.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

namespace limits = attention::limits;
using attention::MatrixD;

constexpr std::int64_t kMaxStepsPerCall = 10000;

// One attention call's inputs; dV defaults to dK here (the gradient check
// and the trainer use square heads).
struct AttentionArgs {
  AttentionInputs in;
  MatrixD d_output;
  attention::AttentionOptions options;
};

AttentionArgs read_attention_args(const val& options) {
  AttentionArgs a;
  a.in = read_attention_inputs(options, /*dv_defaults_to_dk=*/true);
  a.d_output = matrix_field(options, "dOutput", a.in.n, a.in.d_v);
  a.options = mask_options(options, a.in.m);
  return a;
}

struct LayerArgs {
  MatrixD x, w_q, w_k, w_v, w_o, d_output;
  std::int64_t heads = 1;
  attention::AttentionOptions options;
};

LayerArgs read_layer_args(const val& options) {
  const std::int64_t n = integer_field(options, "n"), d_model = integer_field(options, "dModel");
  LayerArgs a;
  a.heads = integer_field(options, "heads", 1);
  limits::require_size(n, limits::kMaxSequence, "n");
  limits::require_size(d_model, limits::kMaxWidth, "dModel");
  limits::require_size(a.heads, limits::kMaxHeads, "heads");
  const std::int64_t d_k = integer_field(options, "dK", d_model / a.heads);
  const std::int64_t d_v = integer_field(options, "dV", d_k);
  limits::require_size(d_k, limits::kMaxWidth, "dK");
  limits::require_size(d_v, limits::kMaxWidth, "dV");
  limits::require_cells(n, n * a.heads, limits::kMaxScoreCells, "n x n x heads scores");
  limits::require_cells(d_model, a.heads * std::max(d_k, d_v), limits::kMaxMatrixCells, "weights");
  a.x = matrix_field(options, "X", n, d_model);
  a.w_q = matrix_field(options, "WQ", d_model, a.heads * d_k);
  a.w_k = matrix_field(options, "WK", d_model, a.heads * d_k);
  a.w_v = matrix_field(options, "WV", d_model, a.heads * d_v);
  a.w_o = matrix_field(options, "WO", a.heads * d_v, d_model);
  a.d_output = matrix_field(options, "dOutput", n, d_model);
  for (auto [m, name] : {std::pair{&a.x, "X"}, {&a.w_q, "WQ"}, {&a.w_k, "WK"}, {&a.w_v, "WV"}, {&a.w_o, "WO"}}) {
    attention::require_finite(*m, name);
  }
  a.options = mask_options(options, n);
  return a;
}

val gradients_to_js(const attention::AttentionGradients& g) {
  val out = val::object();
  out.set("dV", to_js(g.d_v));
  out.set("dWeights", to_js(g.d_weights));
  out.set("dScaledScores", to_js(g.d_scaled_scores));
  out.set("dRawScores", to_js(g.d_raw_scores));
  out.set("dQ", to_js(g.d_q));
  out.set("dK", to_js(g.d_k));
  return out;
}

val attention_backward_run(val options) {
  return guarded([&] {
    require_options(options, "attentionBackward",
                    {"Q", "K", "V", "dOutput", "n", "m", "dK", "dV", "causal", "keyPadding", "maskFill"});
    const AttentionArgs a = read_attention_args(options);
    const AttentionInputs& in = a.in;
    const auto forward = attention::attend(in.q, in.k, in.v, a.options);
    val out = gradients_to_js(attention::attention_backward(in.q, in.k, in.v, forward, a.d_output));
    out.set("rawScores", to_js(forward.raw_scores));
    out.set("scaledScores", to_js(forward.scaled_scores));
    out.set("weights", to_js(forward.weights));
    out.set("output", to_js(forward.output));
    return out;
  });
}

val multi_head_backward_run(val options) {
  return guarded([&] {
    require_options(options, "multiHeadBackward", {"X", "n", "dModel", "heads", "dK", "dV", "WQ", "WK", "WV", "WO",
                                                   "dOutput", "causal", "keyPadding", "maskFill"});
    const LayerArgs a = read_layer_args(options);
    const auto g = attention::multi_head_backward(a.x, a.w_q, a.w_k, a.w_v, a.w_o, a.heads, a.options, a.d_output);
    val heads = val::array();
    for (const auto& head : g.heads) {
      val h = gradients_to_js(head.attention);
      h.set("weights", to_js(head.forward.weights));
      heads.call<void>("push", h);
    }
    val out = val::object();
    out.set("heads", heads);
    out.set("output", to_js(g.output));
    out.set("concat", to_js(g.concat));
    out.set("dConcat", to_js(g.d_concat));
    out.set("dX", to_js(g.d_x));
    out.set("dWQ", to_js(g.d_w_q));
    out.set("dWK", to_js(g.d_w_k));
    out.set("dWV", to_js(g.d_w_v));
    out.set("dWO", to_js(g.d_w_o));
    return out;
  });
}

val checks_to_js(const std::vector<attention::GradientCheck>& checks) {
  val list = val::array();
  double worst = 0;
  for (const auto& c : checks) {
    val item = val::object();
    item.set("name", c.name);
    item.set("rows", static_cast<double>(c.analytic.rows()));
    item.set("cols", static_cast<double>(c.analytic.cols()));
    item.set("analytic", to_js(c.analytic));
    item.set("numeric", to_js(c.numeric));
    item.set("maxAbsError", c.max_abs_error);
    item.set("relativeError", c.relative_error);
    worst = std::max(worst, c.relative_error);
    list.call<void>("push", item);
  }
  val out = val::object();
  out.set("checks", list);
  out.set("maxRelativeError", worst);
  return out;
}

// With X in the options: a multi-head layer (X, WQ, WK, WV, WO); otherwise
// one attention call (Q, K, V).
val gradient_check_run(val options) {
  return guarded([&] {
    require_options(options, "gradientCheck",
                    {"Q", "K", "V", "X", "WQ", "WK", "WV", "WO", "dOutput", "n", "m", "dModel", "heads", "dK", "dV",
                     "causal", "keyPadding", "maskFill", "step"});
    const double step = number_field(options, "step", 1e-5);
    if (has_field(options, "X")) {
      const LayerArgs a = read_layer_args(options);
      return checks_to_js(attention::check_multi_head_gradients(a.x, a.w_q, a.w_k, a.w_v, a.w_o, a.heads, a.options,
                                                                a.d_output, step));
    }
    const AttentionArgs a = read_attention_args(options);
    return checks_to_js(attention::check_attention_gradients(a.in.q, a.in.k, a.in.v, a.options, a.d_output, step));
  });
}

// ---------------------------------------------------------------- trainer

attention::TaskData read_task(const val& options) {
  const attention::LearningTask task = attention::learning_task_from_name(string_field(options, "task", "previous"));
  return attention::make_task(task, number_field(options, "seed", 0));
}

val state_to_js(const attention::TrainerState& s) {
  val out = val::object();
  out.set("WQ", to_js(s.w_q));
  out.set("WK", to_js(s.w_k));
  out.set("mQ", to_js(s.m_q));
  out.set("vQ", to_js(s.v_q));
  out.set("mK", to_js(s.m_k));
  out.set("vK", to_js(s.v_k));
  out.set("step", static_cast<double>(s.step));
  return out;
}

attention::TrainerState state_from_js(const val& options, const attention::TaskData& d) {
  if (!has_field(options, "state")) {
    throw attention::InputError(attention::ErrorCode::required, "state",
                                "required (from trainerStart or trainerSteps)");
  }
  // Fields are named by their path, "state.WQ", as the core's require_state does.
  const val state = options["state"];
  require_options(state, "trainerStart or trainerSteps", {"WQ", "WK", "mQ", "vQ", "mK", "vK", "step"}, "state");
  attention::TrainerState s;
  for (auto [m, name] : {std::pair{&s.w_q, "WQ"}, {&s.w_k, "WK"}, {&s.m_q, "mQ"}, {&s.v_q, "vQ"}, {&s.m_k, "mK"},
                         {&s.v_k, "vK"}}) {
    *m = matrix_value(state[name], std::string("state.") + name, d.d_model, d.d_k);
  }
  if (!has_field(state, "step")) {
    throw attention::InputError(attention::ErrorCode::required, "state.step", "is required");
  }
  s.step = integer_value(state["step"], "state.step");
  attention::require_state(d, s);
  return s;
}

// The first sequence is the one the page draws; the counts cover all of them.
val evaluation_to_js(const attention::TaskData& d, const attention::TrainerState& s) {
  const attention::TaskEvaluation e = attention::evaluate(d, s.w_q, s.w_k);
  val out = val::object();
  out.set("loss", e.loss);
  out.set("weights", to_js(e.weights.front()));
  out.set("bilinear", to_js(e.bilinear));
  out.set("correctRows", static_cast<double>(e.correct_rows));
  out.set("totalRows", static_cast<double>(e.total_rows));
  return out;
}

val trainer_start(val options) {
  return guarded([&] {
    require_options(options, "trainerStart", {"task", "seed"});
    const attention::TaskData d = read_task(options);
    const attention::TrainerState s = attention::initial_state(d, number_field(options, "seed", 0));
    val out = val::object();
    for (auto [name, value] : {std::pair{"length", d.length}, {"vocab", d.vocab}, {"dModel", d.d_model},
                               {"dK", d.d_k}, {"sequences", static_cast<Eigen::Index>(d.inputs.size())}}) {
      out.set(name, static_cast<double>(value));
    }
    out.set("X", to_js(d.inputs.front()));
    out.set("identities", to_js(d.identities.front()));
    out.set("targets", to_js(d.targets.front()));
    out.set("targetWeights", to_js(d.target_weights.front()));
    out.set("learningRate", attention::AdamSettings{}.learning_rate);
    out.set("state", state_to_js(s));
    out.set("evaluation", evaluation_to_js(d, s));
    return out;
  });
}

val trainer_steps(val options) {
  return guarded([&] {
    require_options(options, "trainerSteps", {"task", "seed", "state", "learningRate", "steps"});
    const attention::TaskData d = read_task(options);
    attention::TrainerState s = state_from_js(options, d);
    attention::AdamSettings adam;
    adam.learning_rate = number_field(options, "learningRate", adam.learning_rate);
    const std::int64_t steps = integer_field(options, "steps", 1);
    limits::require_size(steps, kMaxStepsPerCall, "steps");
    const std::vector<double> losses = attention::train(d, s, adam, steps);
    val out = val::object();
    out.set("losses", to_js(losses));
    out.set("state", state_to_js(s));
    out.set("evaluation", evaluation_to_js(d, s));
    return out;
  });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(learning) {
  using namespace bindings;
  emscripten::function("_attentionBackward", &attention_backward_run);
  emscripten::function("_multiHeadBackward", &multi_head_backward_run);
  emscripten::function("_gradientCheck", &gradient_check_run);
  emscripten::function("_trainerStart", &trainer_start);
  emscripten::function("_trainerSteps", &trainer_steps);
}
