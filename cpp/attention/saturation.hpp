// Why divide by √d_k: the numbers behind the scaling step, computed rather
// than asserted.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

// The sample sizes the calls accept: pairs for dotProducts, queries for
// saturation (keys: up to limits::kMaxSequence).
constexpr std::int64_t kMaxDotProducts = 100000;
constexpr std::int64_t kMaxSaturationQueries = 1000;

struct DotProductSample {
  std::vector<double> values;  // q·k for `count` independent pairs q, k ~ N(0, I_{d_k})
  double mean = 0;
  double variance = 0;         // population variance (numpy's np.var); theory says d_k
};

// Draws the pairs from numpy's generator seeded with `seed` (q then k, each
// randn(1, d_k)), so the page's numbers can be reproduced in numpy.
DotProductSample sample_dot_products(double seed, std::int64_t d_k, std::int64_t count);

struct SoftmaxShape {
  double max_weight = 0;     // how close to one-hot
  double entropy = 0;        // in nats; ln(m) for uniform, 0 for one-hot
  double jacobian_norm = 0;  // Frobenius norm of ∂softmax/∂z = diag(p) − p pᵀ; → 0 as softmax saturates
};

// Statistics of one softmax distribution p (a row of weights), accurate when
// p is nearly one-hot too: each is expanded around the largest weight so
// that no term cancels (saturation.cpp).
SoftmaxShape describe_softmax(const double* p, std::int64_t count);

struct Saturation {
  SoftmaxShape unscaled;  // softmax(q·K)
  SoftmaxShape scaled;    // softmax(q·K / √d_k)
};

// Averages over `queries` random queries, each against `keys` random keys,
// all entries N(0, 1): the situation the variance argument assumes.
Saturation measure_saturation(double seed, std::int64_t d_k, std::int64_t keys, std::int64_t queries);

}  // namespace attention
