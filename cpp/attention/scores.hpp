// Steps 2 and 3: raw scores Q·Kᵀ, then scaling by 1/√d_k.
#pragma once

#include <cstdint>

#include "attention/mask.hpp"
#include "attention/matrix.hpp"

namespace attention {

// (n, m): raw_scores(i, j) = q_i · k_j, how strongly query i matches key j,
// every cell summed as numpy sums it. Throws InputError "overflow" (argument
// Q or K, with the cell, as checked_matmul does) at the first cell the mask
// leaves visible whose product of finite entries is not finite (entries
// near 1e200 in float64, 1e20 in float32). A cell the mask hides takes no
// part in the weights, the output or the gradients, so it is never refused:
// its raw score is whatever the product gives, ±∞ or NaN included.
template <class T>
Matrix<T> raw_scores(const Matrix<T>& q, const Matrix<T>& k, const Mask& mask = {});

// The same rule for scores that are not held in a matrix (the fast path):
// throws raw_scores' error for the first visible cell, in row-major order
// from row `first_row` of the `rows` queries at q (d_k wide) against the m
// keys at k, whose q·k, summed as raw_scores sums it, is not finite. Rows in
// the error count from `row_offset` (a head's first row). Returns if there
// is none.
template <class T>
void require_finite_scores(const T* q, const T* k, std::int64_t rows, std::int64_t m, std::int64_t d_k,
                           const Mask& mask, std::int64_t first_row = 0, std::int64_t row_offset = 0);

// The error itself, for cell (row, column) of Q·Kᵀ made from the rows q_row
// and k_row (d_k wide): checked_matmul's, naming the factor whose entries are
// the larger there.
template <class T>
[[noreturn]] void score_overflows(const T* q_row, const T* k_row, std::int64_t d_k, std::int64_t row,
                                  std::int64_t column);

// The scaled scores, raw_scores / √d_k. A dot product of d_k unit-variance
// terms has variance d_k; dividing by its standard deviation brings it back
// to 1, which keeps softmax out of saturation. Divides (as numpy's `/ np.sqrt(d_k)` does) rather than
// multiplying by a reciprocal, so the doubles are numpy's.
// `argument` names the width in an error: "dK", or "dModel" for the variant
// that divides by the wrong width.
template <class T>
Matrix<T> scale(const Matrix<T>& raw_scores, Eigen::Index d_k, const char* argument = "dK");

}  // namespace attention
