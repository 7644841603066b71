#include "attention/trainer.hpp"

#include <cmath>
#include <cstdint>
#include <utility>

#include "attention/adam.hpp"
#include "attention/backward.hpp"
#include "attention/error.hpp"
#include "attention/matmul.hpp"
#include "attention/projection.hpp"
#include "numpy/legacy_random.hpp"

namespace attention {
namespace {

constexpr double kInitScale = 0.5;
constexpr int kSequences = 24;  // fewer lets same_identity memorise positions (measured: 4 did)

// A uniform index in [0, count) from the generator's doubles.
Eigen::Index draw_index(numpy::RandomState& rng, Eigen::Index count) {
  return std::min<Eigen::Index>(static_cast<Eigen::Index>(rng.random_sample() * count), count - 1);
}

// Fisher–Yates on the generator's doubles: a reproducible permutation.
void shuffle(numpy::RandomState& rng, std::vector<Eigen::Index>& items) {
  for (Eigen::Index i = static_cast<Eigen::Index>(items.size()) - 1; i > 0; --i) {
    std::swap(items[i], items[draw_index(rng, i + 1)]);
  }
}

std::vector<Eigen::Index> draw_identities(numpy::RandomState& rng, const TaskData& d) {
  std::vector<Eigen::Index> ids(d.length);
  if (d.task == LearningTask::same_identity) {
    // Each identity exactly twice, so every token has one partner.
    for (Eigen::Index i = 0; i < d.length; ++i) ids[i] = i / 2;
    shuffle(rng, ids);
  } else {
    for (auto& id : ids) id = draw_index(rng, d.vocab);
  }
  return ids;
}

std::vector<Eigen::Index> targets_of(const TaskData& d, const std::vector<Eigen::Index>& ids) {
  std::vector<Eigen::Index> targets(d.length);
  for (Eigen::Index i = 0; i < d.length; ++i) {
    if (d.task == LearningTask::previous_token) {
      targets[i] = i == 0 ? 0 : i - 1;
    } else {
      for (Eigen::Index j = 0; j < d.length; ++j) {
        if (j != i && ids[j] == ids[i]) targets[i] = j;
      }
    }
  }
  return targets;
}

MatrixD embed(const TaskData& d, const std::vector<Eigen::Index>& ids) {
  MatrixD x = MatrixD::Zero(d.length, d.d_model);
  for (Eigen::Index i = 0; i < d.length; ++i) {
    x(i, i) = 1;
    x(i, d.length + ids[i]) = 1;
  }
  return x;
}

MatrixD random_weights(numpy::RandomState& rng, Eigen::Index rows, Eigen::Index cols) {
  const std::vector<double> v = rng.randn(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  return Eigen::Map<const MatrixD>(v.data(), rows, cols) * kInitScale;
}

// The trainer's only free inputs are its state: an overflow in one of its
// products (state entries near 1e150) is named after the state field.
[[noreturn]] void rethrow_for_state(const InputError& e) {
  const std::string& from = e.argument();
  const std::string field = from == "K" || from == "WK" ? "state.WK" : "state.WQ";
  const std::string what = e.what();
  throw InputError(e.code(), field, from.empty() ? what : what.substr(from.size() + 2), e.params());
}

}  // namespace

LearningTask learning_task_from_name(const std::string& name) {
  return require_choice(name, {"previous", "same"}, "task") == 0 ? LearningTask::previous_token
                                                                 : LearningTask::same_identity;
}

TaskData make_task(LearningTask task, double seed) {
  TaskData d;
  d.task = task;
  numpy::RandomState rng(seed);
  for (int s = 0; s < kSequences; ++s) {
    std::vector<Eigen::Index> ids = draw_identities(rng, d);
    std::vector<Eigen::Index> targets = targets_of(d, ids);
    MatrixD pattern = MatrixD::Zero(d.length, d.length);
    for (Eigen::Index i = 0; i < d.length; ++i) pattern(i, targets[i]) = 1;
    d.inputs.push_back(embed(d, ids));
    d.identities.push_back(std::move(ids));
    d.targets.push_back(std::move(targets));
    d.target_weights.push_back(std::move(pattern));
  }
  return d;
}

std::uint32_t weight_seed(double seed) {
  // Unsigned 32-bit arithmetic wraps modulo 2^32, as numpy's seed range needs.
  return numpy::checked_seed(seed) + std::uint32_t{1};
}

TrainerState initial_state(const TaskData& data, double seed) {
  // A stream of its own, so the weights do not depend on how many draws the
  // task's sequences took.
  numpy::RandomState rng(weight_seed(seed));
  TrainerState s;
  s.w_q = random_weights(rng, data.d_model, data.d_k);
  s.w_k = random_weights(rng, data.d_model, data.d_k);
  s.m_q = s.v_q = s.m_k = s.v_k = MatrixD::Zero(data.d_model, data.d_k);
  return s;
}

void require_state(const TaskData& data, const TrainerState& s) {
  // Named as the JS caller passes them: trainerSteps({state: {WQ, ...}}).
  for (auto [m, name] : {std::pair{&s.w_q, "state.WQ"}, {&s.w_k, "state.WK"}, {&s.m_q, "state.mQ"},
                         {&s.v_q, "state.vQ"}, {&s.m_k, "state.mK"}, {&s.v_k, "state.vK"}}) {
    require_shape(*m, data.d_model, data.d_k, name);
    require_finite(*m, name);
  }
  if (s.step < 0) {
    throw InputError(ErrorCode::range, "state.step", "must be 0 or more",
                     {{"min", 0.0}, {"got", static_cast<double>(s.step)}});
  }
  for (auto [m, name] : {std::pair{&s.v_q, "state.vQ"}, {&s.v_k, "state.vK"}}) {
    if ((m->array() < 0).any()) {
      throw InputError(ErrorCode::range, name, "second moments cannot be negative", {{"min", 0.0}});
    }
  }
}

namespace {

TaskEvaluation evaluate_unnamed(const TaskData& data, const MatrixD& w_q, const MatrixD& w_k) {
  const MatrixD w_v = MatrixD::Identity(data.d_model, data.d_model);
  const double tokens = static_cast<double>(data.inputs.size() * data.length);
  TaskEvaluation e;
  e.d_w_q = MatrixD::Zero(w_q.rows(), w_q.cols());
  e.d_w_k = MatrixD::Zero(w_k.rows(), w_k.cols());
  e.bilinear = matmul_transposed(w_q, w_k) / std::sqrt(static_cast<double>(w_q.cols()));
  for (std::size_t s = 0; s < data.inputs.size(); ++s) {
    const MatrixD& x = data.inputs[s];
    MatrixD wanted(data.length, data.d_model);
    for (Eigen::Index i = 0; i < data.length; ++i) wanted.row(i) = x.row(data.targets[s][i]);
    const Projections<double> p = project(x, w_q, w_k, w_v);
    const AttentionResult<double> fwd = attend(p.q, p.k, p.v);
    // The residual is dL/dOutput (up to the 1/tokens of the mean).
    const MatrixD residual = fwd.output - wanted;
    e.loss += 0.5 * residual.squaredNorm() / tokens;
    const AttentionGradients g = attention_backward(p.q, p.k, p.v, fwd, residual / tokens);
    e.d_w_q += x.transpose() * g.d_q;
    e.d_w_k += x.transpose() * g.d_k;
    for (Eigen::Index i = 0; i < data.length; ++i) {
      Eigen::Index best = 0;
      fwd.weights.row(i).maxCoeff(&best);
      e.correct_rows += best == data.targets[s][i];
    }
    e.total_rows += data.length;
    e.weights.push_back(fwd.weights);
  }
  return e;
}

}  // namespace

TaskEvaluation evaluate(const TaskData& data, const MatrixD& w_q, const MatrixD& w_k) {
  try {
    return evaluate_unnamed(data, w_q, w_k);
  } catch (const InputError& e) {
    if (e.code() != ErrorCode::overflow) throw;
    rethrow_for_state(e);
  }
}

std::vector<double> train(const TaskData& data, TrainerState& state, const AdamSettings& adam, std::int64_t steps) {
  require_state(data, state);
  require_positive(adam.learning_rate, "learningRate");
  std::vector<double> losses;
  losses.reserve(static_cast<std::size_t>(std::max<std::int64_t>(steps, 0)));
  for (std::int64_t i = 0; i < steps; ++i) {
    const TaskEvaluation e = evaluate(data, state.w_q, state.w_k);
    losses.push_back(e.loss);
    ++state.step;
    adam_update(state.w_q, state.m_q, state.v_q, e.d_w_q, adam, state.step);
    adam_update(state.w_k, state.m_k, state.v_k, e.d_w_k, adam, state.step);
  }
  return losses;
}

}  // namespace attention
