#include "attention/online_softmax.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include "attention/attention.hpp"
#include "attention/fast_attention.hpp"

namespace attention {
namespace {

void require_inputs(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk) {
  if (q.rows() < 1 || q.cols() < 1) throw std::invalid_argument("Q: needs at least one row and one column");
  if (k.rows() < 1) throw std::invalid_argument("K: needs at least one key");
  require_shape(k, k.rows(), q.cols(), "K");
  require_shape(v, k.rows(), v.cols(), "V");
  if (v.cols() < 1) throw std::invalid_argument("V: needs at least one column");
  require_finite(q, "Q");
  require_finite(k, "K");
  require_finite(v, "V");
  if (chunk < 1) throw std::invalid_argument("chunk: must be at least 1, got " + std::to_string(chunk));
}

// One recorded step from the kernel's state after a key block. The kernel
// keeps only the new maximum, so the rescale factor e^{m_old − m_new} is
// recovered from the previous step's (0 on the first: nothing to rescale).
OnlineSoftmaxStep record(const fast::TileState<double>& t, const OnlineSoftmaxStep* previous, Eigen::Index d_v) {
  OnlineSoftmaxStep step;
  step.key_begin = t.key_begin;
  step.key_end = t.key_end;
  const Eigen::Index rows = t.row_end - t.row_begin;
  step.output.resize(rows, d_v);
  for (Eigen::Index i = 0; i < rows; ++i) {
    const double m = t.running_max[i] * t.scale, l = t.running_sum[i];  // the kernel keeps μ unscaled
    step.running_max.push_back(m);
    step.running_sum.push_back(l);
    step.rescale.push_back(previous ? std::exp(previous->running_max[i] - m) : 0.0);
    for (Eigen::Index c = 0; c < d_v; ++c) step.output(i, c) = t.partial_output[i * d_v + c] / l;
  }
  return step;
}

}  // namespace

// The steps are the tiled kernel's own (fast_attention.cpp), observed after
// every key block with one query block holding all rows: the page shows the
// recurrence that really runs, not a teaching copy of it.
OnlineSoftmaxTrace online_softmax_trace(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk) {
  require_inputs(q, k, v, chunk);
  fast::Problem<double> problem;
  problem.shape = {q.rows(), k.rows(), q.cols(), v.cols(), 1};
  fast::require_shape(problem.shape, fast::Path::tiled);
  problem.q = q.data(), problem.k = k.data(), problem.v = v.data();
  OnlineSoftmaxTrace trace;
  MatrixD output(q.rows(), v.cols());
  fast::attend_tiled<double>(problem, output.data(), q.rows(), chunk, [&](const fast::TileState<double>& t) {
    trace.steps.push_back(record(t, trace.steps.empty() ? nullptr : &trace.steps.back(), v.cols()));
  });
  trace.reference = attend(q, k, v).output;
  trace.final_difference = (trace.steps.back().output - trace.reference).cwiseAbs().maxCoeff();
  return trace;
}

}  // namespace attention
