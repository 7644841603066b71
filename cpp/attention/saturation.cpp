#include "attention/saturation.hpp"

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
  limits::require_size(count, 100000, "count");
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

SoftmaxShape describe_softmax(const double* p, std::int64_t count) {
  SoftmaxShape shape;
  double sum_p_squared = 0.0;
  for (std::int64_t j = 0; j < count; ++j) {
    shape.max_weight = std::max(shape.max_weight, p[j]);
    if (p[j] > 0) shape.entropy -= p[j] * std::log(p[j]);
    sum_p_squared += p[j] * p[j];
  }
  // ‖diag(p) − p pᵀ‖_F² = Σ_j p_j² (1 − p_j)² + Σ_{i≠j} p_i² p_j²
  //                    = Σ_j p_j² − 2 Σ_j p_j³ + (Σ_j p_j²)².
  double sum_p_cubed = 0.0;
  for (std::int64_t j = 0; j < count; ++j) sum_p_cubed += p[j] * p[j] * p[j];
  shape.jacobian_norm = std::sqrt(std::max(0.0, sum_p_squared - 2.0 * sum_p_cubed + sum_p_squared * sum_p_squared));
  return shape;
}

Saturation measure_saturation(double seed, std::int64_t d_k, std::int64_t keys, std::int64_t queries) {
  limits::require_width(d_k, "dK");
  limits::require_sequence(keys, "keys");
  limits::require_size(queries, 1000, "queries");
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
