#include "attention/scores.hpp"

#include <cmath>
#include <stdexcept>

#include "attention/matmul.hpp"

namespace attention {

template <class T>
Matrix<T> scores(const Matrix<T>& q, const Matrix<T>& k) {
  if (q.cols() != k.cols()) {
    throw std::invalid_argument("K: queries and keys must have the same d_k; Q is " + shape_str(q.rows(), q.cols()) +
                                ", K is " + shape_str(k.rows(), k.cols()));
  }
  return matmul_transposed(q, k);
}

template <class T>
Matrix<T> scale(const Matrix<T>& s, Eigen::Index d_k) {
  if (d_k < 1) throw std::invalid_argument("d_k: must be at least 1, got " + std::to_string(d_k));
  const T root = static_cast<T>(std::sqrt(static_cast<double>(d_k)));
  return (s.array() / root).matrix();
}

template MatrixD scores(const MatrixD&, const MatrixD&);
template MatrixF scores(const MatrixF&, const MatrixF&);
template MatrixD scale(const MatrixD&, Eigen::Index);
template MatrixF scale(const MatrixF&, Eigen::Index);

}  // namespace attention
