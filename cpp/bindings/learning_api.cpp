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

// ---------------------------------------------------------------- option tables

const OptionTable<api::AttentionBackwardRequest> kAttentionBackward = [] {
  using R = api::AttentionBackwardRequest;
  return OptionTable<R>("attentionBackward", attention_options<R>(&R::inputs) +
                                                 std::vector<Option<R>>{option<R>(arg::dOutput, &R::d_output)} +
                                                 mask_options<R>(&R::mask) +
                                                 std::vector<Option<R>>{option<R>(arg::variant, &R::variant)});
}();

const OptionTable<api::MultiHeadBackwardRequest> kMultiHeadBackward = [] {
  using R = api::MultiHeadBackwardRequest;
  return OptionTable<R>("multiHeadBackward", layer_options<R>(&R::layer) +
                                                 std::vector<Option<R>>{option<R>(arg::dOutput, &R::d_output)} +
                                                 mask_options<R>(&R::mask));
}();

const OptionTable<api::GradientCheckRequest> kGradientCheck = [] {
  using R = api::GradientCheckRequest;
  return OptionTable<R>("gradientCheck",
                        std::vector<Option<R>>{option<R>(arg::Q, &R::q), option<R>(arg::K, &R::k), option<R>(arg::V, &R::v),
                                               option<R>(arg::X, &R::x), option<R>(arg::WQ, &R::w_q),
                                               option<R>(arg::WK, &R::w_k), option<R>(arg::WV, &R::w_v),
                                               option<R>(arg::WO, &R::w_o), option<R>(arg::dOutput, &R::d_output),
                                               option<R>(arg::n, &R::n), option<R>(arg::m, &R::m),
                                               option<R>(arg::dModel, &R::d_model), option<R>(arg::heads, &R::heads),
                                               option<R>(arg::dK, &R::d_k), option<R>(arg::dV, &R::d_v)} +
                            mask_options<R>(&R::mask) + std::vector<Option<R>>{option<R>(arg::step, &R::step)});
}();

// The state is an object of its own; its fields are named by their path, "state.WQ".
const OptionTable<api::TrainerStateRequest> kTrainerState = [] {
  using S = api::TrainerStateRequest;
  return OptionTable<S>("trainerStart or trainerSteps",
                        {option<S>(arg::WQ, &S::w_q), option<S>(arg::WK, &S::w_k), option<S>(arg::mQ, &S::m_q),
                         option<S>(arg::vQ, &S::v_q), option<S>(arg::mK, &S::m_k), option<S>(arg::vK, &S::v_k),
                         option<S>(arg::step, &S::step)});
}();

using Trainer = api::TrainerRequest;
const OptionTable<Trainer> kTrainerStart("trainerStart",
                                         {option<Trainer>(arg::task, &Trainer::task), option<Trainer>(arg::seed, &Trainer::seed)});
const OptionTable<Trainer> kTrainerSteps(
    "trainerSteps", {option<Trainer>(arg::task, &Trainer::task), option<Trainer>(arg::seed, &Trainer::seed),
                     object_option<Trainer>(arg::state, kTrainerState, "trainerStart or trainerSteps", &Trainer::state),
                     option<Trainer>(arg::learningRate, &Trainer::learning_rate), option<Trainer>(arg::steps, &Trainer::steps)});

// ---------------------------------------------------------------- results: what each call returns

// gradientCheck: each check, and the worst.
struct GradientChecks {
  std::vector<attention::GradientCheck> checks;
};
// trainerStart and trainerSteps return different fields of one answer.
struct TrainerStart {
  api::TrainerAnswer answer;
};
struct TrainerSteps {
  api::TrainerAnswer answer;
};

// ---------------------------------------------------------------- calls

template <class R, class Result, class Run>
val run(const OptionTable<R>& table, const val& options, Run&& compute) {
  return guarded([&] {
    R request;
    table.read(options, request);
    return result_to_js(Result{compute(request)});
  });
}

val attention_backward_run(val options) {
  return run<api::AttentionBackwardRequest, api::AttentionBackwardAnswer>(kAttentionBackward, options,
                                                                           api::run_attention_backward);
}
val multi_head_backward_run(val options) {
  return run<api::MultiHeadBackwardRequest, attention::MultiHeadGradients>(kMultiHeadBackward, options,
                                                                            api::run_multi_head_backward);
}
val gradient_check_run(val options) {
  return run<api::GradientCheckRequest, GradientChecks>(kGradientCheck, options, api::run_gradient_check);
}
val trainer_start(val options) { return run<Trainer, TrainerStart>(kTrainerStart, options, api::run_trainer_start); }
val trainer_steps(val options) { return run<Trainer, TrainerSteps>(kTrainerSteps, options, api::run_trainer_steps); }

// ---------------------------------------------------------------- results

// The six gradients of one head, under the names the API gives them.
template <class T>
Result<T>& gradient_fields(Result<T>& result, const attention::AttentionGradients& (*of)(const T&)) {
  return result.field("dV", [of](const T& t) { return to_js(of(t).d_v); })
      .field("dWeights", [of](const T& t) { return to_js(of(t).d_weights); })
      .field("dScaledScores", [of](const T& t) { return to_js(of(t).d_scaled_scores); })
      .field("dRawScores", [of](const T& t) { return to_js(of(t).d_raw_scores); })
      .field("dQ", [of](const T& t) { return to_js(of(t).d_q); })
      .field("dK", [of](const T& t) { return to_js(of(t).d_k); });
}

void register_results() {
  using Backward = api::AttentionBackwardAnswer;
  Result<Backward> backward("AttentionBackwardResult");
  gradient_fields<Backward>(backward, [](const Backward& a) -> const attention::AttentionGradients& { return a.gradients; })
      .field("rawScores", [](const Backward& a) { return to_js(a.forward.raw_scores); })
      .field("scaledScores", [](const Backward& a) { return to_js(a.forward.scaled_scores); })
      .field("weights", [](const Backward& a) { return to_js(a.forward.weights); })
      .field("output", [](const Backward& a) { return to_js(a.forward.output); });

  using attention::HeadGradients;
  Result<HeadGradients> head("HeadGradients");
  gradient_fields<HeadGradients>(head, [](const HeadGradients& h) -> const attention::AttentionGradients& {
    return h.attention;
  }).field("weights", [](const HeadGradients& h) { return to_js(h.forward.weights); });

  using attention::MultiHeadGradients;
  Result<MultiHeadGradients>("MultiHeadBackwardResult")
      .field("heads", [](const MultiHeadGradients& g) { return list_to_js(g.heads); })
      .field("output", &MultiHeadGradients::output)
      .field("concat", &MultiHeadGradients::concat)
      .field("dConcat", &MultiHeadGradients::d_concat)
      .field("dX", &MultiHeadGradients::d_x)
      .field("dWQ", &MultiHeadGradients::d_w_q)
      .field("dWK", &MultiHeadGradients::d_w_k)
      .field("dWV", &MultiHeadGradients::d_w_v)
      .field("dWO", &MultiHeadGradients::d_w_o);

  using attention::GradientCheck;
  Result<GradientCheck>("GradientCheckEntry")
      .field("name", &GradientCheck::name)
      .field("rows", [](const GradientCheck& c) { return val(static_cast<double>(c.analytic.rows())); })
      .field("cols", [](const GradientCheck& c) { return val(static_cast<double>(c.analytic.cols())); })
      .field("analytic", &GradientCheck::analytic)
      .field("numeric", &GradientCheck::numeric)
      .field("maxAbsError", &GradientCheck::max_abs_error)
      .field("relativeError", &GradientCheck::relative_error);
  Result<GradientChecks>("GradientCheckResult")
      .field("checks", [](const GradientChecks& c) { return list_to_js(c.checks); })
      .field("maxRelativeError", [](const GradientChecks& c) {
        double worst = 0;
        for (const GradientCheck& check : c.checks) worst = std::max(worst, check.relative_error);
        return val(worst);
      });

  using attention::TrainerState;
  Result<TrainerState>("TrainerState")
      .field("WQ", &TrainerState::w_q).field("WK", &TrainerState::w_k)
      .field("mQ", &TrainerState::m_q).field("vQ", &TrainerState::v_q)
      .field("mK", &TrainerState::m_k).field("vK", &TrainerState::v_k)
      .field("step", &TrainerState::step);
  // The first sequence is the one the page draws; the counts cover all of them.
  using attention::TaskEvaluation;
  Result<TaskEvaluation>("TrainerEvaluation")
      .field("loss", &TaskEvaluation::loss)
      .field("weights", [](const TaskEvaluation& e) { return to_js(e.weights.front()); })
      .field("bilinear", &TaskEvaluation::bilinear)
      .field("correctRows", &TaskEvaluation::correct_rows)
      .field("totalRows", &TaskEvaluation::total_rows);

  auto number = [](auto get) { return [get](const TrainerStart& s) { return val(static_cast<double>(get(s.answer.task))); }; };
  Result<TrainerStart>("TrainerStartResult")
      .field("length", number([](const attention::TaskData& d) { return d.length; }))
      .field("vocab", number([](const attention::TaskData& d) { return d.vocab; }))
      .field("dModel", number([](const attention::TaskData& d) { return d.d_model; }))
      .field("dK", number([](const attention::TaskData& d) { return d.d_k; }))
      .field("sequences", number([](const attention::TaskData& d) { return d.inputs.size(); }))
      .field("X", [](const TrainerStart& s) { return to_js(s.answer.task.inputs.front()); })
      .field("identities", [](const TrainerStart& s) { return to_js(s.answer.task.identities.front()); })
      .field("targets", [](const TrainerStart& s) { return to_js(s.answer.task.targets.front()); })
      .field("targetWeights", [](const TrainerStart& s) { return to_js(s.answer.task.target_weights.front()); })
      .field("learningRate", [](const TrainerStart& s) { return val(s.answer.learning_rate); })
      .field("state", [](const TrainerStart& s) { return result_to_js(s.answer.state); })
      .field("evaluation", [](const TrainerStart& s) { return result_to_js(s.answer.evaluation); });
  Result<TrainerSteps>("TrainerStepsResult")
      .field("losses", [](const TrainerSteps& s) { return to_js(s.answer.losses); })
      .field("state", [](const TrainerSteps& s) { return result_to_js(s.answer.state); })
      .field("evaluation", [](const TrainerSteps& s) { return result_to_js(s.answer.evaluation); });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(learning) {
  using namespace bindings;
  register_results();
  emscripten::function("_attentionBackward", &attention_backward_run);
  emscripten::function("_multiHeadBackward", &multi_head_backward_run);
  emscripten::function("_gradientCheck", &gradient_check_run);
  emscripten::function("_trainerStart", &trainer_start);
  emscripten::function("_trainerSteps", &trainer_steps);
}
