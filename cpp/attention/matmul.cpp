#include "attention/matmul.hpp"

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

template MatrixD matmul(const MatrixD&, const MatrixD&);
template MatrixF matmul(const MatrixF&, const MatrixF&);
template MatrixD matmul_transposed(const MatrixD&, const MatrixD&);
template MatrixF matmul_transposed(const MatrixF&, const MatrixF&);

}  // namespace attention
