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

namespace {

[[noreturn]] void not_finite(Position where, double value, const std::string& what) {
  // JS spelling (NaN, Infinity), since these messages end up in a browser.
  const std::string text = js_number(value);
  where.params.emplace_back("value", text);
  throw InputError(ErrorCode::not_finite, what,
                   "value at " + where.text + " is " + text + "; only finite numbers are allowed", where.params);
}

}  // namespace

template <class T>
void require_finite(const Matrix<T>& m, const std::string& what) {
  if (m.allFinite()) return;
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      if (!std::isfinite(m(i, j))) not_finite(cell_position(i, j), static_cast<double>(m(i, j)), what);
    }
  }
}

void require_finite(const std::vector<double>& list, const std::string& what) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!std::isfinite(list[i])) not_finite(list_position(static_cast<std::int64_t>(i)), list[i], what);
  }
}

template void require_shape(const MatrixD&, Eigen::Index, Eigen::Index, const std::string&);
template void require_shape(const MatrixF&, Eigen::Index, Eigen::Index, const std::string&);
template void require_finite(const MatrixD&, const std::string&);
template void require_finite(const MatrixF&, const std::string&);

}  // namespace attention
