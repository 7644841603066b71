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

// How a product is named when it overflows: "Q·Kᵀ", made from the API
// arguments "Q" (rows of the left factor) and "K" (the right factor).
struct ProductNames {
  const char* product;
  const char* left;
  const char* right;
};

// Finite factors can still have a product that is not: 1e200 · 1e200 is
// +∞ in float64 (and 1e20 · 1e20 in float32), and ∞ − ∞ is NaN. Throws
// InputError "overflow" at the first such cell of `product` = left · right
// (left · rightᵀ when `right_transposed`), naming the factor whose entries
// are the larger there as the argument, with the cell as row and column.
template <class T>
void require_no_overflow(const Matrix<T>& product, const Matrix<T>& left, const Matrix<T>& right,
                         bool right_transposed, const ProductNames& names);

// The error require_no_overflow throws for cell (row, column) of
// names.product, whose left and right factors have largest entries
// left_size and right_size there (the fast path finds the cell its own way).
[[noreturn]] void product_overflows(Eigen::Index row, Eigen::Index column, double left_size, double right_size,
                                    const ProductNames& names, const char* precision);

// The products above, checked.
template <class T>
Matrix<T> checked_matmul(const Matrix<T>& a, const Matrix<T>& b, const ProductNames& names);
template <class T>
Matrix<T> checked_matmul_transposed(const Matrix<T>& a, const Matrix<T>& b, const ProductNames& names);

}  // namespace attention
