#include "attention/online_softmax.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "attention/attention.hpp"
#include "attention/fast_attention.hpp"
#include "attention/limits.hpp"

namespace attention {
namespace {

// One recorded step from the kernel's state after a key block. The kernel
// keeps μ in raw scores and only the new one, so the page's running max is
// μ·scale and the rescale factor e^{μ − μ′} comes from the previous step's
// (0 on the first: nothing to rescale).
OnlineSoftmaxStep record(const fast::TileState<double>& t, const OnlineSoftmaxStep* previous, Eigen::Index d_v) {
  OnlineSoftmaxStep step;
  step.key_begin = t.key_begin;
  step.key_end = t.key_end;
  const Eigen::Index rows = t.row_end - t.row_begin;
  step.output.resize(rows, d_v);
  for (Eigen::Index i = 0; i < rows; ++i) {
    const double mu = t.running_max[i] * t.scale, l = t.running_sum[i];
    step.running_max.push_back(mu);
    step.running_sum.push_back(l);
    step.rescale.push_back(previous ? std::exp(previous->running_max[i] - mu) : 0.0);
    for (Eigen::Index c = 0; c < d_v; ++c) {
      step.output(i, c) = t.partial_output[i * d_v + c] / l / (t.value_scale ? t.value_scale[c] : 1.0);
    }
  }
  return step;
}

// The recurrence as code that forgot the rescale writes it, row by row, in
// the page's order (scaled scores z = q·k/√d_k, chunk by chunk): a teaching
// copy of the bug, never the kernel.
void forgot_rescale(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk, OnlineSoftmaxTrace& t) {
  const MatrixD z = q * k.transpose() / std::sqrt(static_cast<double>(q.cols()));
  t.without_rescale = MatrixD::Zero(q.rows(), v.cols());
  t.without_rescale_sum.assign(static_cast<std::size_t>(q.rows()), 0.0);
  for (Eigen::Index i = 0; i < q.rows(); ++i) {
    double mu = -std::numeric_limits<double>::infinity(), l = 0.0;
    for (Eigen::Index begin = 0; begin < k.rows(); begin += chunk) {
      const Eigen::Index end = std::min<Eigen::Index>(begin + chunk, k.rows());
      mu = std::max(mu, z.row(i).segment(begin, end - begin).maxCoeff());  // μ′; ℓ and O not multiplied by e^{μ − μ′}
      for (Eigen::Index j = begin; j < end; ++j) {
        const double e = std::exp(z(i, j) - mu);
        l += e;
        t.without_rescale.row(i) += e * v.row(j);
      }
    }
    t.without_rescale.row(i) /= l;
    t.without_rescale_sum[static_cast<std::size_t>(i)] = l;
  }
}

}  // namespace

void require_trace_shape(std::int64_t n, std::int64_t m, std::int64_t d_k, std::int64_t d_v, std::int64_t chunk) {
  require_attention_sizes(n, m, d_k, d_v);  // the reference is attend()'s: its limits
  limits::require_sequence(chunk, "chunk");
  // One output matrix per step: bound the whole trace, not just one step.
  const std::int64_t steps = (m + chunk - 1) / chunk;
  limits::require_cells(steps * n, d_v, limits::kMaxMatrixCells, "the trace (steps x n rows of output)");
}

// The steps are the tiled kernel's own (attention/fast/tiled.cpp), observed
// after every key block with one query block holding all rows: the page
// shows the recurrence that really runs, not a teaching copy of it. The
// kernel checks the values are finite.
OnlineSoftmaxTrace online_softmax_trace(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk) {
  require_trace_shape(q.rows(), k.rows(), q.cols(), v.cols(), chunk);
  require_shape(k, k.rows(), q.cols(), "K");
  require_shape(v, k.rows(), v.cols(), "V");
  fast::Problem<double> problem;
  problem.shape = {q.rows(), k.rows(), q.cols(), v.cols(), 1};
  problem.q = q.data(), problem.k = k.data(), problem.v = v.data();
  OnlineSoftmaxTrace trace;
  MatrixD output(q.rows(), v.cols());
  fast::attend_tiled<double>(problem, output.data(), q.rows(), chunk, [&](const fast::TileState<double>& t) {
    trace.steps.push_back(record(t, trace.steps.empty() ? nullptr : &trace.steps.back(), v.cols()));
  });
  trace.reference = attend(q, k, v).output;
  trace.final_difference = (trace.steps.back().output - trace.reference).cwiseAbs().maxCoeff();
  forgot_rescale(q, k, v, chunk, trace);
  return trace;
}

}  // namespace attention
