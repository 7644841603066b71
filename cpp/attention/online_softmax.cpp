#include "attention/online_softmax.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "attention/attention.hpp"

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

// Folds keys [begin, end) into one row's state (m, ℓ, o): the online
// softmax update. Returns the factor the old state was rescaled by.
double fold_chunk(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index row, Eigen::Index begin,
                  Eigen::Index end, double inv_sqrt_dk, double& m, double& l, Eigen::RowVectorXd& o) {
  Eigen::VectorXd z(end - begin);
  for (Eigen::Index j = begin; j < end; ++j) z(j - begin) = q.row(row).dot(k.row(j)) * inv_sqrt_dk;
  const double m_new = std::max(m, z.maxCoeff());
  // The first chunk has m = −∞: there is no old state to rescale.
  const double rescale = std::isinf(m) ? 0.0 : std::exp(m - m_new);
  l *= rescale;
  o *= rescale;
  for (Eigen::Index j = begin; j < end; ++j) {
    const double p = std::exp(z(j - begin) - m_new);
    l += p;
    o += p * v.row(j);
  }
  m = m_new;
  return rescale;
}

}  // namespace

OnlineSoftmaxTrace online_softmax_trace(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk) {
  require_inputs(q, k, v, chunk);
  const Eigen::Index n = q.rows(), keys = k.rows();
  const double inv_sqrt_dk = 1.0 / std::sqrt(static_cast<double>(q.cols()));
  std::vector<double> m(n, -std::numeric_limits<double>::infinity()), l(n, 0.0);
  std::vector<Eigen::RowVectorXd> o(n, Eigen::RowVectorXd::Zero(v.cols()));
  OnlineSoftmaxTrace trace;
  for (Eigen::Index begin = 0; begin < keys; begin += chunk) {
    const Eigen::Index end = std::min(keys, begin + chunk);
    OnlineSoftmaxStep step;
    step.key_begin = begin;
    step.key_end = end;
    step.output.resize(n, v.cols());
    for (Eigen::Index i = 0; i < n; ++i) {
      step.rescale.push_back(fold_chunk(q, k, v, i, begin, end, inv_sqrt_dk, m[i], l[i], o[i]));
      step.running_max.push_back(m[i]);
      step.running_sum.push_back(l[i]);
      step.output.row(i) = o[i] / l[i];
    }
    trace.steps.push_back(std::move(step));
  }
  trace.reference = attend(q, k, v).output;
  trace.final_difference = (trace.steps.back().output - trace.reference).cwiseAbs().maxCoeff();
  return trace;
}

}  // namespace attention
