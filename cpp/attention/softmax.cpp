#include "attention/softmax.hpp"

#include <cmath>
#include <limits>
#include "attention/error.hpp"
#include "numpy/printing.hpp"

namespace attention {
namespace {

// numpy reduces a contiguous float64 row pairwise; matching that association
// keeps the walkthrough's weights equal to the script's.
double row_sum(const double* values, Eigen::Index count) {
  return numpy::pairwise_sum(values, static_cast<std::size_t>(count));
}

float row_sum(const float* values, Eigen::Index count) {
  float sum = 0.0f;
  for (Eigen::Index j = 0; j < count; ++j) sum += values[j];
  return sum;
}

template <class T>
void softmax_row(const T* in, T* out, Eigen::Index count, SoftmaxForm form) {
  T shift = 0;
  if (form == SoftmaxForm::stable) {
    shift = in[0];
    for (Eigen::Index j = 1; j < count; ++j) shift = std::max(shift, in[j]);
  }
  for (Eigen::Index j = 0; j < count; ++j) out[j] = std::exp(in[j] - shift);
  const T sum = row_sum(out, count);
  for (Eigen::Index j = 0; j < count; ++j) out[j] = out[j] / sum;
}

template <class T>
bool all_minus_infinity(const T* row, Eigen::Index count) {
  for (Eigen::Index j = 0; j < count; ++j)
    if (row[j] != -std::numeric_limits<T>::infinity()) return false;
  return true;
}

}  // namespace

template <class T>
void require_logits(const Matrix<T>& logits, const std::string& what) {
  for (Eigen::Index i = 0; i < logits.rows(); ++i) {
    for (Eigen::Index j = 0; j < logits.cols(); ++j) {
      const T z = logits(i, j);
      if (std::isnan(z) || z == std::numeric_limits<T>::infinity()) {
        Position where = cell_position(i, j);
        where.params.emplace_back("value", js_number(static_cast<double>(z)));
        throw InputError(ErrorCode::not_finite, what,
                         "value at " + where.text + " is " + (std::isnan(z) ? "NaN" : "+Infinity") +
                             "; logits must be finite or -Infinity (masked)",
                         where.params);
      }
    }
  }
}

template <class T>
SoftmaxResult<T> softmax_rows(const Matrix<T>& scores, SoftmaxForm form) {
  SoftmaxResult<T> result{Matrix<T>(scores.rows(), scores.cols()), {}};
  for (Eigen::Index i = 0; i < scores.rows(); ++i) {
    const T* in = scores.row(i).data();
    T* out = result.weights.row(i).data();
    if (form == SoftmaxForm::stable && all_minus_infinity(in, scores.cols())) {
      result.weights.row(i).setZero();
      result.fully_masked_rows.push_back(i);
      continue;
    }
    softmax_row(in, out, scores.cols(), form);
  }
  return result;
}

std::vector<double> row_sums(const MatrixD& m) {
  std::vector<double> sums;
  for (Eigen::Index i = 0; i < m.rows(); ++i) sums.push_back(row_sum(m.row(i).data(), m.cols()));
  return sums;
}

std::vector<double> column_sums(const MatrixD& m) {
  const MatrixD transposed = m.transpose();
  return row_sums(transposed);
}

template void require_logits(const MatrixD&, const std::string&);
template void require_logits(const MatrixF&, const std::string&);
template SoftmaxResult<double> softmax_rows(const MatrixD&, SoftmaxForm);
template SoftmaxResult<float> softmax_rows(const MatrixF&, SoftmaxForm);

}  // namespace attention
