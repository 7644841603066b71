// Multi-head attention: h independent heads, concatenated, then mixed by W_O.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/attention.hpp"

namespace attention {

// The per-head form: head i has its own W_Q^(i), W_K^(i) (d_model, d_k) and
// W_V^(i) (d_model, d_v); W_O is (h·d_v, d_model).
template <class T>
struct HeadWeights {
  std::vector<Matrix<T>> w_q, w_k, w_v;
  Matrix<T> w_o;
};

template <class T>
struct MultiHeadResult {
  std::vector<AttentionResult<T>> heads;  // one full attention per head
  Matrix<T> concat;                       // (n, h·d_v): the heads side by side
  Matrix<T> output;                       // (n, d_model) = concat · W_O
};

template <class T>
MultiHeadResult<T> multi_head_attention(const Matrix<T>& x, const HeadWeights<T>& weights,
                                        const Mask& mask = {});

// The form real code uses: one (d_model, h·d_k) matrix per role, computed
// with one product and then sliced into heads. Gives the same numbers as the
// per-head form with W^(i) = columns [i·d_k, (i+1)·d_k) of W.
template <class T>
MultiHeadResult<T> multi_head_attention_fused(const Matrix<T>& x, const Matrix<T>& w_q, const Matrix<T>& w_k,
                                              const Matrix<T>& w_v, const Matrix<T>& w_o, Eigen::Index heads,
                                              const Mask& mask = {});

// Throws InputError for `heads`: below 1, above limits::kMaxHeads, or not
// dividing `columns`.
void require_head_split(Eigen::Index heads, Eigen::Index columns);

// The sizes a multi-head layer accepts (limits.hpp): n tokens and d_model up
// to 4096, 1 to 64 heads of d_k and d_v up to 4096, n·n·heads ≤ 2^22 score
// cells and d_model·heads·max(d_k, d_v) ≤ 2^24 cells per weight matrix.
// Checked by multi_head_attention_fused and the backward pass, and by the API
// before it reads any matrix.
void require_layer_sizes(std::int64_t n, std::int64_t d_model, std::int64_t heads, std::int64_t d_k,
                         std::int64_t d_v);

// The reshape (n, h·d) → h × (n, d): head i gets columns [i·d, (i+1)·d).
template <class T>
std::vector<Matrix<T>> split_heads(const Matrix<T>& m, Eigen::Index heads);

// The inverse: h × (n, d) → (n, h·d).
template <class T>
Matrix<T> concat_heads(const std::vector<Matrix<T>>& parts);

}  // namespace attention
