#include "attention/matmul.hpp"

#include <cmath>
#include <string>

#include "attention/error.hpp"

namespace attention {

template <class T>
Matrix<T> matmul(const Matrix<T>& a, const Matrix<T>& b) {
  if (a.cols() != b.rows()) {
    throw InputError(ErrorCode::shape, "B",
                     "inner dimensions differ: " + shape_str(a.rows(), a.cols()) + " @ " +
                         shape_str(b.rows(), b.cols()),
                     {{"expected", static_cast<double>(a.cols())}, {"got", static_cast<double>(b.rows())}});
  }
  const Eigen::Index n = a.rows(), k = a.cols(), m = b.cols();
  Matrix<T> c = Matrix<T>::Zero(n, m);
  for (Eigen::Index i = 0; i < n; ++i) {
    T* out = c.row(i).data();
    for (Eigen::Index l = 0; l < k; ++l) {
      const T a_il = a(i, l);
      const T* b_row = b.row(l).data();
      for (Eigen::Index j = 0; j < m; ++j) out[j] += a_il * b_row[j];
    }
  }
  return c;
}

template <class T>
Matrix<T> matmul_transposed(const Matrix<T>& a, const Matrix<T>& b) {
  const Matrix<T> b_t = b.transpose();
  return matmul<T>(a, b_t);
}

void product_overflows(Eigen::Index row, Eigen::Index column, double left_size, double right_size,
                       const ProductNames& names, const char* precision) {
  const bool left_larger = left_size >= right_size;
  const char* argument = left_larger ? names.left : names.right;
  Position where = cell_position(row, column);
  where.params.emplace_back("value", left_larger ? left_size : right_size);
  where.params.emplace_back("product", names.product);
  where.params.emplace_back("precision", precision);
  throw InputError(ErrorCode::overflow, argument,
                   std::string(names.product) + " overflows " + precision + " at " + where.text +
                       ": the entries of " + argument + " are too large",
                   where.params);
}

template <class T>
void require_no_overflow(const Matrix<T>& product, const Matrix<T>& left, const Matrix<T>& right,
                         bool right_transposed, const ProductNames& names) {
  if (product.allFinite()) return;
  for (Eigen::Index i = 0; i < product.rows(); ++i) {
    for (Eigen::Index j = 0; j < product.cols(); ++j) {
      if (std::isfinite(product(i, j))) continue;
      const T left_size = left.row(i).cwiseAbs().maxCoeff();
      const T right_size = right_transposed ? right.row(j).cwiseAbs().maxCoeff() : right.col(j).cwiseAbs().maxCoeff();
      product_overflows(i, j, left_size, right_size, names, precision_name<T>());
    }
  }
}

template <class T>
Matrix<T> checked_matmul(const Matrix<T>& a, const Matrix<T>& b, const ProductNames& names) {
  Matrix<T> c = matmul(a, b);
  require_no_overflow(c, a, b, false, names);
  return c;
}

template <class T>
Matrix<T> checked_matmul_transposed(const Matrix<T>& a, const Matrix<T>& b, const ProductNames& names) {
  Matrix<T> c = matmul_transposed(a, b);
  require_no_overflow(c, a, b, true, names);
  return c;
}

#define AM_INSTANTIATE(T)                                                                                      \
  template Matrix<T> matmul(const Matrix<T>&, const Matrix<T>&);                                              \
  template Matrix<T> matmul_transposed(const Matrix<T>&, const Matrix<T>&);                                   \
  template void require_no_overflow(const Matrix<T>&, const Matrix<T>&, const Matrix<T>&, bool,               \
                                    const ProductNames&);                                                     \
  template Matrix<T> checked_matmul(const Matrix<T>&, const Matrix<T>&, const ProductNames&);                 \
  template Matrix<T> checked_matmul_transposed(const Matrix<T>&, const Matrix<T>&, const ProductNames&);
AM_INSTANTIATE(double)
AM_INSTANTIATE(float)
#undef AM_INSTANTIATE

}  // namespace attention
