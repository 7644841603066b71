#include "attention/explain.hpp"

#include <cmath>
#include <utility>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/scores.hpp"

namespace attention {

DotTerms dot_terms(const MatrixD& q, const MatrixD& k, Eigen::Index i, Eigen::Index j) {
  require_index(i, q.rows(), "i");
  require_index(j, k.rows(), "j");
  require_shape(k, k.rows(), q.cols(), "K");
  require_finite(q, "Q");
  require_finite(k, "K");
  DotTerms t;
  for (Eigen::Index d = 0; d < q.cols(); ++d) {
    t.terms.push_back(q(i, d) * k(j, d));
    t.sum += t.terms.back();
  }
  // The cell rawScores would refuse is refused here too, with its error.
  if (!std::isfinite(t.sum)) score_overflows(q.row(i).data(), k.row(j).data(), q.cols(), i, j);
  return t;
}

WeightedTerms weighted_sum_terms(const MatrixD& weights, const MatrixD& v, Eigen::Index i) {
  require_index(i, weights.rows(), "row");
  require_shape(v, weights.cols(), v.cols(), "V");
  require_finite(weights, "weights");
  require_finite(v, "V");
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
  limits::require_size(bins, kMaxHistogramBins, "bins");
  for (auto [bound, name] : {std::pair{low, "low"}, {high, "high"}}) {
    if (!std::isfinite(bound)) {
      throw InputError(ErrorCode::not_finite, name, "must be a finite number, got " + js_number(bound),
                       {{"value", js_number(bound)}});
    }
  }
  if (!(low < high)) {
    throw InputError(ErrorCode::incompatible, "high", "need finite low < high",
                     {{"low", low}, {"high", high}});
  }
  require_finite(values, "values");
  Histogram h;
  h.counts.assign(static_cast<std::size_t>(bins), 0.0);
  const double width = (high - low) / static_cast<double>(bins);
  for (std::int64_t b = 0; b <= bins; ++b) h.edges.push_back(low + width * static_cast<double>(b));
  for (double v : values) {
    // Compared as a double: for a value far outside [low, high] the bin
    // number does not fit an integer (found by fuzz_attention under UBSan).
    const double position = std::floor((v - low) / width);
    std::int64_t b = 0;
    if (position < 0 || position >= static_cast<double>(bins)) {
      if (v != high) ++h.clipped;  // the top edge belongs to the last bin
      b = position < 0 ? 0 : bins - 1;
    } else {
      b = static_cast<std::int64_t>(position);
    }
    h.counts[static_cast<std::size_t>(b)] += 1.0;
  }
  return h;
}

std::vector<NamedShape> attention_shapes(std::int64_t n, std::int64_t m, std::int64_t d_model, std::int64_t d_k,
                                         std::int64_t d_v) {
  limits::require_sequence(n, "n");
  limits::require_sequence(m, "m");
  limits::require_width(d_model, "dModel");
  limits::require_width(d_k, "dK");
  limits::require_width(d_v, "dV");
  const auto projected = [](const char* formula, const char* one) {
    return std::string(formula) + ": one " + one + " per token";
  };
  return {
      {"X", n, d_model, "the token embeddings, one row per token", "shape.embeddings", {}},
      {"W_Q", d_model, d_k, "learned", "shape.learned", {}},
      {"W_K", d_model, d_k, "learned", "shape.learned", {}},
      {"W_V", d_model, d_v, "learned", "shape.learned", {}},
      {"Q", n, d_k, projected("X·W_Q", "query"), "shape.queries", {{"formula", "X·W_Q"}}},
      {"K", m, d_k, projected("X·W_K", "key"), "shape.keys", {{"formula", "X·W_K"}}},
      {"V", m, d_v, projected("X·W_V", "value"), "shape.values", {{"formula", "X·W_V"}}},
      {"Q·Kᵀ", n, m, "raw scores: every query against every key", "shape.rawScores", {}},
      {"/√d_k", n, m, "scaled scores", "shape.scaledScores", {}},
      {"softmax", n, m, "attention weights; each row sums to 1", "shape.weights", {}},
      {"·V", n, d_v, "output: each token's new representation", "shape.output", {}},
  };
}

}  // namespace attention
