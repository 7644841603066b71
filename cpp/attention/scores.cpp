#include "attention/scores.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "attention/error.hpp"
#include "attention/matmul.hpp"

namespace attention {
namespace {

template <class T>
T largest_magnitude(const T* values, std::int64_t count) {
  T largest = 0;
  for (std::int64_t c = 0; c < count; ++c) largest = std::max(largest, std::fabs(values[c]));
  return largest;
}

}  // namespace

template <class T>
void score_overflows(const T* q_row, const T* k_row, std::int64_t d_k, std::int64_t row, std::int64_t column) {
  product_overflows(row, column, largest_magnitude(q_row, d_k), largest_magnitude(k_row, d_k), {"Q·Kᵀ", "Q", "K"},
                    precision_name<T>());
}

template <class T>
Matrix<T> raw_scores(const Matrix<T>& q, const Matrix<T>& k, const Mask& mask) {
  if (q.cols() != k.cols()) {
    throw InputError(ErrorCode::shape, "K",
                     "queries and keys must have the same d_k; Q is " + shape_str(q.rows(), q.cols()) + ", K is " +
                         shape_str(k.rows(), k.cols()),
                     {{"expected", static_cast<double>(q.cols())}, {"got", static_cast<double>(k.cols())}});
  }
  Matrix<T> scores = matmul_transposed(q, k);
  if (!scores.allFinite()) {
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
      for (Eigen::Index j = 0; j < scores.cols(); ++j) {
        if (!std::isfinite(scores(i, j)) && !mask.hides(i, j)) score_overflows(q.row(i).data(), k.row(j).data(), q.cols(), i, j);
      }
    }
  }
  return scores;
}

template <class T>
void require_finite_scores(const T* q, const T* k, std::int64_t rows, std::int64_t m, std::int64_t d_k,
                           const Mask& mask, std::int64_t first_row, std::int64_t row_offset) {
  for (std::int64_t i = first_row; i < rows; ++i) {
    for (std::int64_t j = 0; j < m; ++j) {
      if (mask.hides(i, j)) continue;
      T dot = 0;  // matmul's order: term by term, from the first
      for (std::int64_t c = 0; c < d_k; ++c) dot += q[i * d_k + c] * k[j * d_k + c];
      if (!std::isfinite(dot)) score_overflows(q + i * d_k, k + j * d_k, d_k, row_offset + i, j);
    }
  }
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

template MatrixD raw_scores(const MatrixD&, const MatrixD&, const Mask&);
template MatrixF raw_scores(const MatrixF&, const MatrixF&, const Mask&);
template void score_overflows(const double*, const double*, std::int64_t, std::int64_t, std::int64_t);
template void score_overflows(const float*, const float*, std::int64_t, std::int64_t, std::int64_t);
template void require_finite_scores(const double*, const double*, std::int64_t, std::int64_t, std::int64_t,
                                    const Mask&, std::int64_t, std::int64_t);
template void require_finite_scores(const float*, const float*, std::int64_t, std::int64_t, std::int64_t,
                                    const Mask&, std::int64_t, std::int64_t);
template MatrixD scale(const MatrixD&, Eigen::Index, const char*);
template MatrixF scale(const MatrixF&, Eigen::Index, const char*);

}  // namespace attention
