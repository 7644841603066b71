// The whole of scaled dot-product attention in one call, keeping every
// intermediate so the page can show each step of
//   Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/mask.hpp"
#include "attention/matrix.hpp"
#include "attention/softmax.hpp"

namespace attention {

template <class T>
struct AttentionResult {
  Matrix<T> raw_scores;     // (n, m) Q·Kᵀ
  Matrix<T> scaled_scores;  // (n, m) raw_scores / √d_k, masked cells set to mask.fill
  Matrix<T> weights;        // (n, m) row-wise softmax of scaled_scores; each row sums to 1
  Matrix<T> output;         // (n, d_v) weights · V
  // The mask this pass applied. The backward pass reads it (a hidden cell is
  // a constant, so it passes no gradient), and so does fully_masked_rows: a
  // finite fill leaves ordinary numbers in hidden cells, so values cannot say.
  Mask mask;
  std::vector<Eigen::Index> fully_masked_rows;  // mask.fully_masked_rows(n, m)
};

// Step 6: the weighted sum of values, output[i] = Σ_j weights(i, j) · V[j].
// Throws InputError "overflow" (argument V) if a sum does not fit.
template <class T>
Matrix<T> weighted_sum(const Matrix<T>& weights, const Matrix<T>& v);

// The sizes attention accepts (limits.hpp): n queries and m keys from 1 to
// 4096 with n·m ≤ 2^22 score cells, and d_k and d_v from 1 to 4096. Throws
// InputError naming n, m, dK or dV, or "" for the product of sizes.
void require_score_sizes(std::int64_t n, std::int64_t m);
void require_attention_sizes(std::int64_t n, std::int64_t m, std::int64_t d_k, std::int64_t d_v);

// Q (n, d_k), K (m, d_k), V (m, d_v); m may differ from n (cross-attention).
// Throws InputError naming the argument (n, m, dK, dV, Q, K, V, keyPadding,
// maskFill) on sizes outside the limits, any shape mismatch, a non-finite
// entry or a product that overflows the precision.
template <class T>
AttentionResult<T> attend(const Matrix<T>& q, const Matrix<T>& k, const Matrix<T>& v, const Mask& mask = {});

}  // namespace attention
