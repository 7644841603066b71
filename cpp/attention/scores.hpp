// Steps 2 and 3: raw scores Q·Kᵀ, then scaling by 1/√d_k.
#pragma once

#include "attention/matrix.hpp"

namespace attention {

// (n, m): raw_scores(i, j) = q_i · k_j, how strongly query i matches key j.
// Throws InputError "overflow" (argument Q or K, with the cell) when finite
// entries give a product that is not finite (entries near 1e200 in float64).
template <class T>
Matrix<T> raw_scores(const Matrix<T>& q, const Matrix<T>& k);

// The scaled scores, raw_scores / √d_k. A dot product of d_k unit-variance
// terms has variance d_k; dividing by its standard deviation brings it back
// to 1, which keeps softmax out of saturation. Divides (as numpy's `/ np.sqrt(d_k)` does) rather than
// multiplying by a reciprocal, so the doubles are numpy's.
// `argument` names the width in an error: "dK", or "dModel" for the variant
// that divides by the wrong width.
template <class T>
Matrix<T> scale(const Matrix<T>& raw_scores, Eigen::Index d_k, const char* argument = "dK");

}  // namespace attention
