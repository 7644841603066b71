#include "attention/matrix.hpp"

#include <cmath>
#include <stdexcept>

namespace attention {
namespace {

// JS spelling, since most of these messages end up in a browser.
std::string describe_non_finite(double value) {
  if (std::isnan(value)) return "NaN";
  return value > 0 ? "Infinity" : "-Infinity";
}

}  // namespace

std::string shape_str(Eigen::Index rows, Eigen::Index cols) {
  return "(" + std::to_string(rows) + ", " + std::to_string(cols) + ")";
}

template <class T>
void require_shape(const Matrix<T>& m, Eigen::Index rows, Eigen::Index cols, const std::string& what) {
  if (m.rows() != rows || m.cols() != cols) {
    throw std::invalid_argument(what + ": expected shape " + shape_str(rows, cols) + ", got " +
                                shape_str(m.rows(), m.cols()));
  }
}

template <class T>
void require_finite(const Matrix<T>& m, const std::string& what) {
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      if (!std::isfinite(m(i, j))) {
        throw std::invalid_argument(what + ": value at row " + std::to_string(i) + ", column " +
                                    std::to_string(j) + " is " + describe_non_finite(m(i, j)) +
                                    "; only finite numbers are allowed");
      }
    }
  }
}

template void require_shape(const MatrixD&, Eigen::Index, Eigen::Index, const std::string&);
template void require_shape(const MatrixF&, Eigen::Index, Eigen::Index, const std::string&);
template void require_finite(const MatrixD&, const std::string&);
template void require_finite(const MatrixF&, const std::string&);

}  // namespace attention
