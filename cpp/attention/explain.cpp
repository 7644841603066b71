#include "attention/explain.hpp"

#include <cmath>
#include <stdexcept>

#include "attention/limits.hpp"

namespace attention {
namespace {

void require_index(Eigen::Index index, Eigen::Index size, const char* name) {
  if (index < 0 || index >= size) {
    throw std::invalid_argument(std::string(name) + ": must be a row from 0 to " + std::to_string(size - 1) +
                                ", got " + std::to_string(index));
  }
}

}  // namespace

DotTerms dot_terms(const MatrixD& q, const MatrixD& k, Eigen::Index i, Eigen::Index j) {
  require_index(i, q.rows(), "i");
  require_index(j, k.rows(), "j");
  require_shape(k, k.rows(), q.cols(), "K");
  DotTerms t;
  for (Eigen::Index d = 0; d < q.cols(); ++d) {
    t.terms.push_back(q(i, d) * k(j, d));
    t.sum += t.terms.back();
  }
  return t;
}

WeightedTerms weighted_sum_terms(const MatrixD& weights, const MatrixD& v, Eigen::Index i) {
  require_index(i, weights.rows(), "row");
  require_shape(v, weights.cols(), v.cols(), "V");
  WeightedTerms t;
  t.contributions = MatrixD(v.rows(), v.cols());
  t.output.assign(static_cast<std::size_t>(v.cols()), 0.0);
  // Same order as matmul: key by key, each added onto the running row.
  for (Eigen::Index j = 0; j < v.rows(); ++j) {
    for (Eigen::Index d = 0; d < v.cols(); ++d) {
      t.contributions(j, d) = weights(i, j) * v(j, d);
      t.output[static_cast<std::size_t>(d)] += t.contributions(j, d);
    }
  }
  return t;
}

Histogram histogram(const std::vector<double>& values, std::int64_t bins, double low, double high) {
  limits::require_size(bins, 1000, "bins");
  if (!std::isfinite(low) || !std::isfinite(high) || !(low < high)) {
    throw std::invalid_argument("low, high: need finite low < high");
  }
  Histogram h;
  h.counts.assign(static_cast<std::size_t>(bins), 0.0);
  const double width = (high - low) / static_cast<double>(bins);
  for (std::int64_t b = 0; b <= bins; ++b) h.edges.push_back(low + width * static_cast<double>(b));
  for (double v : values) {
    if (!std::isfinite(v)) throw std::invalid_argument("values: must be finite");
    auto b = static_cast<std::int64_t>(std::floor((v - low) / width));
    if (b < 0 || b >= bins) {
      if (v != high) ++h.clipped;  // the top edge belongs to the last bin
      b = b < 0 ? 0 : bins - 1;
    }
    h.counts[static_cast<std::size_t>(b)] += 1.0;
  }
  return h;
}

std::vector<NamedShape> attention_shapes(std::int64_t n, std::int64_t m, std::int64_t d_model, std::int64_t d_k,
                                         std::int64_t d_v) {
  limits::require_size(n, limits::kMaxSequence, "n");
  limits::require_size(m, limits::kMaxSequence, "m");
  limits::require_size(d_model, limits::kMaxWidth, "dModel");
  limits::require_size(d_k, limits::kMaxWidth, "dK");
  limits::require_size(d_v, limits::kMaxWidth, "dV");
  return {
      {"X", n, d_model, "the token embeddings, one row per token"},
      {"W_Q", d_model, d_k, "learned"},
      {"W_K", d_model, d_k, "learned"},
      {"W_V", d_model, d_v, "learned"},
      {"Q", n, d_k, "X·W_Q: one query per token"},
      {"K", m, d_k, "X·W_K: one key per token"},
      {"V", m, d_v, "X·W_V: one value per token"},
      {"Q·Kᵀ", n, m, "scores: every query against every key"},
      {"/√d_k", n, m, "scaled scores"},
      {"softmax", n, m, "attention weights; each row sums to 1"},
      {"·V", n, d_v, "output: each token's new representation"},
  };
}

}  // namespace attention
