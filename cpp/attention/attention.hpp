// The whole of scaled dot-product attention in one call, keeping every
// intermediate so the page can show each step of
//   Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V.
#pragma once

#include <vector>

#include "attention/mask.hpp"
#include "attention/matrix.hpp"
#include "attention/softmax.hpp"

namespace attention {

struct AttentionOptions {
  bool causal = false;            // decoder self-attention: no peeking at later keys
  std::vector<bool> key_valid;    // empty, or one entry per key; false = padding
  double mask_fill = kMaskedScore;
};

template <class T>
struct AttentionResult {
  Matrix<T> raw_scores;     // (n, m) Q·Kᵀ
  Matrix<T> scaled_scores;  // (n, m) raw_scores / √d_k, masked cells set to the fill value
  Matrix<T> weights;        // (n, m) row-wise softmax of scaled_scores; each row sums to 1
  Matrix<T> output;         // (n, d_v) weights · V
  std::vector<Eigen::Index> fully_masked_rows;
};

// Step 6: the weighted sum of values, output[i] = Σ_j weights(i, j) · V[j].
template <class T>
Matrix<T> weighted_sum(const Matrix<T>& weights, const Matrix<T>& v);

// Q (n, d_k), K (m, d_k), V (m, d_v); m may differ from n (cross-attention).
// Throws InputError naming the argument (Q, K, V, keyPadding, maskFill) on
// any shape mismatch, empty size or non-finite entry.
template <class T>
AttentionResult<T> attend(const Matrix<T>& q, const Matrix<T>& k, const Matrix<T>& v,
                          const AttentionOptions& options = {});

}  // namespace attention
