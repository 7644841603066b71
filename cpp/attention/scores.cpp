#include "attention/scores.hpp"

#include <cmath>
#include <string>

#include "attention/error.hpp"
#include "attention/matmul.hpp"

namespace attention {

template <class T>
Matrix<T> raw_scores(const Matrix<T>& q, const Matrix<T>& k) {
  if (q.cols() != k.cols()) {
    throw InputError(ErrorCode::shape, "K",
                     "queries and keys must have the same d_k; Q is " + shape_str(q.rows(), q.cols()) + ", K is " +
                         shape_str(k.rows(), k.cols()),
                     {{"expected", static_cast<double>(q.cols())}, {"got", static_cast<double>(k.cols())}});
  }
  return checked_matmul_transposed(q, k, {"Q·Kᵀ", "Q", "K"});
}

template <class T>
Matrix<T> scale(const Matrix<T>& raw_scores, Eigen::Index d_k, const char* argument) {
  if (d_k < 1) {
    throw InputError(ErrorCode::range, argument, "must be at least 1, got " + std::to_string(d_k),
                     {{"min", 1.0}, {"got", static_cast<double>(d_k)}});
  }
  const T root = static_cast<T>(std::sqrt(static_cast<double>(d_k)));
  return (raw_scores.array() / root).matrix();
}

template MatrixD raw_scores(const MatrixD&, const MatrixD&);
template MatrixF raw_scores(const MatrixF&, const MatrixF&);
template MatrixD scale(const MatrixD&, Eigen::Index, const char*);
template MatrixF scale(const MatrixF&, Eigen::Index, const char*);

}  // namespace attention
