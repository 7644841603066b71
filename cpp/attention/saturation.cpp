#include "attention/saturation.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "attention/limits.hpp"
#include "attention/softmax.hpp"
#include "numpy/legacy_random.hpp"

namespace attention {
namespace {

double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0.0;
  for (std::size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
  return sum;
}

void accumulate(SoftmaxShape& total, const SoftmaxShape& one, double weight) {
  total.max_weight += one.max_weight * weight;
  total.entropy += one.entropy * weight;
  total.jacobian_norm += one.jacobian_norm * weight;
}

SoftmaxShape shape_of_logits(const MatrixD& logits) {
  const MatrixD p = softmax_rows(logits).weights;
  return describe_softmax(p.data(), p.cols());
}

}  // namespace

DotProductSample sample_dot_products(double seed, std::int64_t d_k, std::int64_t count) {
  limits::require_width(d_k, "dK");
  limits::require_size(count, kMaxDotProducts, "count");
  numpy::RandomState rng(seed);
  DotProductSample s;
  s.values.reserve(static_cast<std::size_t>(count));
  const auto width = static_cast<std::size_t>(d_k);
  for (std::int64_t i = 0; i < count; ++i) {
    const std::vector<double> q = rng.randn(1, width), k = rng.randn(1, width);
    s.values.push_back(dot(q, k));
  }
  for (double v : s.values) s.mean += v;
  s.mean /= static_cast<double>(count);
  for (double v : s.values) s.variance += (v - s.mean) * (v - s.mean);
  s.variance /= static_cast<double>(count);
  return s;
}

// The statistics of a nearly one-hot row (the saturated regime the scaling
// lesson shows) cancel when written the textbook way: Σp² − 2Σp³ + (Σp²)²
// for ‖diag(p) − ppᵀ‖_F², and p·ln p for the largest weight p_k ≈ 1, lose
// everything to rounding once the other weights are below ε (on logits
// [0, −g, −g]: 62 % off at g = 20, 0 at g = 30). So both are expanded around
// the largest weight, with r = Σ_{j≠k} p_j standing for 1 − p_k (exact, where
// 1 − p_k is mostly rounding) and every term positive:
//   ‖diag(p) − ppᵀ‖_F² = p_k²r² + Σ_{j≠k} p_j²(1 − p_j)² + 2p_k² Σ_{j≠k} p_j²
//                        + 2 Σ_{i<j; i,j≠k} p_i²p_j²,
// the last as 2 Σ_j p_j²·(Σ_{i<j} p_i²), a running sum; the weights other than
// p_k are divided by the largest of them, s, so that squares of 1e-304 do not
// underflow (the norm is s·√(the sum)); and −p_k ln p_k = −p_k·log1p(−r).
SoftmaxShape describe_softmax(const double* p, std::int64_t count) {
  SoftmaxShape shape;
  if (count == 0) return shape;
  const std::int64_t k = std::max_element(p, p + count) - p;
  double r = 0, s = 0;
  for (std::int64_t j = 0; j < count; ++j) {
    if (j == k) continue;
    r += p[j];
    s = std::max(s, p[j]);
    if (p[j] > 0) shape.entropy -= p[j] * std::log(p[j]);
  }
  shape.max_weight = p[k];
  if (p[k] > 0) shape.entropy -= p[k] * std::log1p(-r);
  if (s == 0) return shape;  // one-hot (or a row of zeros): the Jacobian is 0
  const double top = p[k], rs = r / s;
  double others = 0, with_top = 0, pairs = 0, before = 0;  // in units of s²
  for (std::int64_t j = 0; j < count; ++j) {
    if (j == k) continue;
    const double u2 = (p[j] / s) * (p[j] / s);
    others += u2 * (1 - p[j]) * (1 - p[j]);
    with_top += u2;
    pairs += u2 * before;
    before += u2;
  }
  const double sum = top * top * rs * rs + others + 2 * top * top * with_top + 2 * s * s * pairs;
  shape.jacobian_norm = s * std::sqrt(sum);
  return shape;
}

Saturation measure_saturation(double seed, std::int64_t d_k, std::int64_t keys, std::int64_t queries) {
  limits::require_width(d_k, "dK");
  limits::require_sequence(keys, "keys");
  limits::require_size(queries, kMaxSaturationQueries, "queries");
  numpy::RandomState rng(seed);
  const auto width = static_cast<std::size_t>(d_k);
  Saturation total;
  const double weight = 1.0 / static_cast<double>(queries);
  for (std::int64_t t = 0; t < queries; ++t) {
    const std::vector<double> q = rng.randn(1, width);
    MatrixD logits(1, keys);
    for (std::int64_t j = 0; j < keys; ++j) logits(0, j) = dot(q, rng.randn(1, width));
    accumulate(total.unscaled, shape_of_logits(logits), weight);
    accumulate(total.scaled, shape_of_logits(logits / std::sqrt(static_cast<double>(d_k))), weight);
  }
  return total;
}

}  // namespace attention
