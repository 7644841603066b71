#include "attention/matrix.hpp"

#include <cmath>

#include "attention/error.hpp"

namespace attention {

std::string shape_str(Eigen::Index rows, Eigen::Index cols) {
  return "(" + std::to_string(rows) + ", " + std::to_string(cols) + ")";
}

template <class T>
void require_shape(const Matrix<T>& m, Eigen::Index rows, Eigen::Index cols, const std::string& what) {
  if (m.rows() != rows || m.cols() != cols) {
    throw InputError(ErrorCode::shape, what,
                     "expected shape " + shape_str(rows, cols) + ", got " + shape_str(m.rows(), m.cols()),
                     {{"expected", shape_str(rows, cols)}, {"got", shape_str(m.rows(), m.cols())}});
  }
}

template <class T>
void require_finite(const Matrix<T>& m, const std::string& what) {
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      if (!std::isfinite(m(i, j))) {
        // JS spelling (NaN, Infinity), since these messages end up in a browser.
        const std::string value = js_number(m(i, j));
        throw InputError(ErrorCode::not_finite, what,
                         "value at row " + std::to_string(i) + ", column " + std::to_string(j) + " is " + value +
                             "; only finite numbers are allowed",
                         {{"row", static_cast<double>(i)}, {"column", static_cast<double>(j)}, {"value", value}});
      }
    }
  }
}

template void require_shape(const MatrixD&, Eigen::Index, Eigen::Index, const std::string&);
template void require_shape(const MatrixF&, Eigen::Index, Eigen::Index, const std::string&);
template void require_finite(const MatrixD&, const std::string&);
template void require_finite(const MatrixF&, const std::string&);

}  // namespace attention
