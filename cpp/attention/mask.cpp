#include "attention/mask.hpp"

#include <cmath>
#include <limits>
#include <string>

#include "attention/error.hpp"

namespace attention {

bool Mask::empty() const {
  if (causal) return false;
  for (bool hidden : key_padding) if (hidden) return false;
  return true;
}

std::vector<Eigen::Index> Mask::fully_masked_rows(Eigen::Index n, Eigen::Index m) const {
  std::vector<Eigen::Index> rows;
  for (Eigen::Index i = 0; i < n; ++i) {
    bool sees_a_key = false;
    for (Eigen::Index j = 0; j < m && !sees_a_key; ++j) sees_a_key = !hides(i, j);
    if (!sees_a_key) rows.push_back(i);
  }
  return rows;
}

void Mask::validate(Eigen::Index m) const {
  validate(key_padding.empty() ? -1 : static_cast<std::int64_t>(key_padding.size()), fill, m);
}

void Mask::validate(std::int64_t padding_length, double fill, Eigen::Index m) {
  if (padding_length >= 0 && padding_length != m) {
    throw InputError(ErrorCode::shape, "keyPadding",
                     "expected one entry per key (" + std::to_string(m) + "), got " + std::to_string(padding_length),
                     {{"expected", static_cast<double>(m)}, {"got", static_cast<double>(padding_length)}});
  }
  if (std::isnan(fill) || fill == std::numeric_limits<double>::infinity()) {
    throw InputError(ErrorCode::range, "maskFill", "must be -Infinity or a finite number",
                     {{"got", number_param(fill)}});
  }
}

Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> causal_mask(Eigen::Index n, Eigen::Index m) {
  Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> mask(n, m);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < m; ++j) mask(i, j) = j > i;
  return mask;
}

template <class T>
Matrix<T> apply_mask(const Matrix<T>& scores, const Mask& mask) {
  mask.validate(scores.cols());
  Matrix<T> masked = scores;
  const T value = static_cast<T>(mask.fill);
  for (Eigen::Index i = 0; i < scores.rows(); ++i) {
    for (Eigen::Index j = 0; j < scores.cols(); ++j) {
      if (mask.hides(i, j)) masked(i, j) = value;
    }
  }
  return masked;
}

template MatrixD apply_mask(const MatrixD&, const Mask&);
template MatrixF apply_mask(const MatrixF&, const Mask&);

}  // namespace attention
