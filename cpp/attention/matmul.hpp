// Matrix products summed in numpy's order.
//
// numpy's `@` on float64 calls BLAS dgemm; Debian's reference BLAS adds the
// products of each dot product one by one, from the first index to the last,
// without fused multiply-adds. Summing in any other order (Eigen's blocked
// GEMM, FMA contraction) changes the last bits, so the walkthrough's numbers
// would stop being the script's numbers. The i-l-j loop keeps that order for
// every output cell and still vectorises along j.
#pragma once

#include "attention/matrix.hpp"

namespace attention {

// A · B, with A (n, k) and B (k, m).
template <class T>
Matrix<T> matmul(const Matrix<T>& a, const Matrix<T>& b);

// A · Bᵀ, with A (n, k) and B (m, k): Q·Kᵀ without materialising Kᵀ twice.
template <class T>
Matrix<T> matmul_transposed(const Matrix<T>& a, const Matrix<T>& b);

}  // namespace attention
