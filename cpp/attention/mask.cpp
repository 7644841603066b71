#include "attention/mask.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>

#include "attention/error.hpp"

namespace attention {

bool Mask::empty() const {
  if (causal) return false;
  for (bool hidden : key_padding) if (hidden) return false;
  return true;
}

Eigen::Index Mask::fully_masked_count(Eigen::Index n, Eigen::Index m) const {
  Eigen::Index first_unpadded = 0;  // m when every key is padding
  while (first_unpadded < m && static_cast<std::size_t>(first_unpadded) < key_padding.size() &&
         key_padding[static_cast<std::size_t>(first_unpadded)]) {
    ++first_unpadded;
  }
  if (first_unpadded == m) return n;  // no key to see, causal or not
  return causal ? std::min(n, first_unpadded) : 0;
}

std::vector<Eigen::Index> Mask::fully_masked_rows(Eigen::Index n, Eigen::Index m) const {
  std::vector<Eigen::Index> rows(static_cast<std::size_t>(fully_masked_count(n, m)));
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<Eigen::Index>(i);
  return rows;
}

template <class T>
void Mask::validate(Eigen::Index m) const {
  if (!key_padding.empty() && static_cast<Eigen::Index>(key_padding.size()) != m) {
    throw InputError(ErrorCode::shape, "keyPadding",
                     "expected one entry per key (" + std::to_string(m) + "), got " + std::to_string(key_padding.size()),
                     {{"expected", static_cast<double>(m)}, {"got", static_cast<double>(key_padding.size())}});
  }
  if (std::isnan(fill) || fill == std::numeric_limits<double>::infinity()) {
    throw InputError(ErrorCode::range, "maskFill", "must be -Infinity or a finite number",
                     {{"got", number_param(fill)}});
  }
  if constexpr (std::is_same_v<T, float>) {
    constexpr double largest = std::numeric_limits<float>::max();
    if (std::isfinite(fill) && !fits<float>(fill)) {
      char got[32];
      std::snprintf(got, sizeof got, "%.6g", fill);
      throw InputError(ErrorCode::range, "maskFill",
                       std::string("must fit float32 (|maskFill| up to 3.4e38) or be -Infinity, got ") + got,
                       {{"got", fill}, {"max", largest}, {"precision", "float32"}});
    }
  }
}

template void Mask::validate<double>(Eigen::Index) const;
template void Mask::validate<float>(Eigen::Index) const;

Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> causal_mask(Eigen::Index n, Eigen::Index m) {
  Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> mask(n, m);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < m; ++j) mask(i, j) = j > i;
  return mask;
}

template <class T>
Matrix<T> apply_mask(const Matrix<T>& scores, const Mask& mask) {
  mask.validate<T>(scores.cols());
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
