// The Embind surface of the backward pass and the trainer: tables of options
// into cpp/api/learning.hpp's requests, and the results back. Every
// gradient, check, limit and optimiser step is the core's.
//
// Trainer state: the page runs many Adam steps per animation frame, and the
// state is tiny (six 9 × 6 matrices and a step count), so the state lives in
// JS as plain Float64Arrays. trainerSteps copies it in, takes the steps in
// C++ and returns a fresh copy. Nothing on the JS side ever holds an Embind
// handle, so there is nothing to .delete() and nothing leaks when the reader
// resets, changes task or leaves the page; a state object is also trivially
// kept across a reset of the animation or serialised for a test.
#include <emscripten/bind.h>

#include <algorithm>
#include <string>
#include <vector>

#include "api/learning.hpp"
#include "bindings/convert.hpp"
#include "bindings/tables.hpp"

namespace bindings {
namespace {

// ---------------------------------------------------------------- results

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

val state_to_js(const attention::TrainerState& s) {
  val out = val::object();
  for (auto [name, m] : {std::pair{"WQ", &s.w_q}, {"WK", &s.w_k}, {"mQ", &s.m_q}, {"vQ", &s.v_q}, {"mK", &s.m_k},
                         {"vK", &s.v_k}}) {
    out.set(name, to_js(*m));
  }
  out.set("step", static_cast<double>(s.step));
  return out;
}

// The first sequence is the one the page draws; the counts cover all of them.
val evaluation_to_js(const attention::TaskEvaluation& e) {
  val out = val::object();
  out.set("loss", e.loss);
  out.set("weights", to_js(e.weights.front()));
  out.set("bilinear", to_js(e.bilinear));
  out.set("correctRows", static_cast<double>(e.correct_rows));
  out.set("totalRows", static_cast<double>(e.total_rows));
  return out;
}

// ---------------------------------------------------------------- calls

val attention_backward_run(val options) {
  return guarded([&] {
    api::AttentionBackwardRequest r;
    read_options(options, "attentionBackward",
                 attention_fields(r.inputs) + Fields{field("dOutput", r.d_output)} + mask_fields(r.mask));
    const api::AttentionBackwardAnswer a = api::run_attention_backward(r);
    val out = gradients_to_js(a.gradients);
    out.set("rawScores", to_js(a.forward.raw_scores));
    out.set("scaledScores", to_js(a.forward.scaled_scores));
    out.set("weights", to_js(a.forward.weights));
    out.set("output", to_js(a.forward.output));
    return out;
  });
}

val multi_head_backward_run(val options) {
  return guarded([&] {
    api::MultiHeadBackwardRequest r;
    read_options(options, "multiHeadBackward",
                 layer_fields(r.layer) + Fields{field("dOutput", r.d_output)} + mask_fields(r.mask));
    const attention::MultiHeadGradients g = api::run_multi_head_backward(r);
    val heads = val::array();
    for (const auto& head : g.heads) {
      val h = gradients_to_js(head.attention);
      h.set("weights", to_js(head.forward.weights));
      heads.call<void>("push", h);
    }
    val out = val::object();
    out.set("heads", heads);
    for (auto [name, m] : {std::pair{"output", &g.output}, {"concat", &g.concat}, {"dConcat", &g.d_concat},
                           {"dX", &g.d_x}, {"dWQ", &g.d_w_q}, {"dWK", &g.d_w_k}, {"dWV", &g.d_w_v},
                           {"dWO", &g.d_w_o}}) {
      out.set(name, to_js(*m));
    }
    return out;
  });
}

val gradient_check_run(val options) {
  return guarded([&] {
    api::GradientCheckRequest r;
    read_options(options, "gradientCheck",
                 Fields{field("Q", r.q), field("K", r.k), field("V", r.v), field("X", r.x), field("WQ", r.w_q),
                        field("WK", r.w_k), field("WV", r.w_v), field("WO", r.w_o), field("dOutput", r.d_output),
                        field("n", r.n), field("m", r.m), field("dModel", r.d_model), field("heads", r.heads),
                        field("dK", r.d_k), field("dV", r.d_v)} +
                     mask_fields(r.mask) + Fields{field("step", r.step)});
    return checks_to_js(api::run_gradient_check(r));
  });
}

Fields trainer_fields(api::TrainerRequest& r) {
  return {field("task", r.task), field("seed", r.seed)};
}

val trainer_start(val options) {
  return guarded([&] {
    api::TrainerRequest r;
    read_options(options, "trainerStart", trainer_fields(r));
    const api::TrainerAnswer a = api::run_trainer_start(r);
    const attention::TaskData& d = a.task;
    val out = val::object();
    for (auto [name, value] : {std::pair{"length", d.length}, {"vocab", d.vocab}, {"dModel", d.d_model},
                               {"dK", d.d_k}, {"sequences", static_cast<Eigen::Index>(d.inputs.size())}}) {
      out.set(name, static_cast<double>(value));
    }
    out.set("X", to_js(d.inputs.front()));
    out.set("identities", to_js(d.identities.front()));
    out.set("targets", to_js(d.targets.front()));
    out.set("targetWeights", to_js(d.target_weights.front()));
    out.set("learningRate", a.learning_rate);
    out.set("state", state_to_js(a.state));
    out.set("evaluation", evaluation_to_js(a.evaluation));
    return out;
  });
}

val trainer_steps(val options) {
  return guarded([&] {
    api::TrainerRequest r;
    api::TrainerStateRequest& s = r.state;
    // The state is an object of its own; its fields are named by their path, "state.WQ".
    const Field state{"state", [&s](const val& value, const std::string& argument) {
                        s.given = true;
                        read_options(value, "trainerStart or trainerSteps",
                                     {field("WQ", s.w_q), field("WK", s.w_k), field("mQ", s.m_q), field("vQ", s.v_q),
                                      field("mK", s.m_k), field("vK", s.v_k), field("step", s.step)},
                                     argument);
                      }};
    read_options(options, "trainerSteps",
                 trainer_fields(r) +
                     Fields{state, field("learningRate", r.learning_rate), field("steps", r.steps)});
    const api::TrainerAnswer a = api::run_trainer_steps(r);
    val out = val::object();
    out.set("losses", to_js(a.losses));
    out.set("state", state_to_js(a.state));
    out.set("evaluation", evaluation_to_js(a.evaluation));
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
