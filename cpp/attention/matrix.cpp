#include "attention/matrix.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

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

// An exponent of all ones is NaN or ±∞; the scan ORs integer flags with no
// early exit, so it vectorises (a branch per element would cost as much as a
// small fast attention call's arithmetic), and the index is looked for only
// on failure.
template <class T>
std::int64_t first_non_finite(const T* values, std::int64_t count) {
  using Bits = std::conditional_t<sizeof(T) == 8, std::uint64_t, std::uint32_t>;
  constexpr Bits exponent = static_cast<Bits>(sizeof(T) == 8 ? 0x7ff0000000000000ull : 0x7f800000ull);
  Bits bad = 0;
  for (std::int64_t i = 0; i < count; ++i) {
    Bits b;
    std::memcpy(&b, values + i, sizeof b);
    bad |= static_cast<Bits>((b & exponent) == exponent);
  }
  if (!bad) return -1;
  for (std::int64_t i = 0; i < count; ++i) {
    if (!std::isfinite(values[i])) return i;
  }
  return -1;
}

template <class T>
void require_finite(const T* values, Eigen::Index rows, Eigen::Index cols, const std::string& what) {
  const std::int64_t bad = first_non_finite(values, static_cast<std::int64_t>(rows) * cols);
  if (bad >= 0) not_finite(cell_position(bad / cols, bad % cols), static_cast<double>(values[bad]), what);
}

template <class T>
void require_finite(const Matrix<T>& m, const std::string& what) {
  require_finite(m.data(), m.rows(), m.cols(), what);
}

void require_finite(const std::vector<double>& list, const std::string& what) {
  const std::int64_t bad = first_non_finite(list.data(), static_cast<std::int64_t>(list.size()));
  if (bad >= 0) not_finite(list_position(bad), list[static_cast<std::size_t>(bad)], what);
}

template void require_shape(const MatrixD&, Eigen::Index, Eigen::Index, const std::string&);
template void require_shape(const MatrixF&, Eigen::Index, Eigen::Index, const std::string&);
template void require_finite(const MatrixD&, const std::string&);
template void require_finite(const MatrixF&, const std::string&);
template void require_finite(const double*, Eigen::Index, Eigen::Index, const std::string&);
template void require_finite(const float*, Eigen::Index, Eigen::Index, const std::string&);
template std::int64_t first_non_finite(const double*, std::int64_t);
template std::int64_t first_non_finite(const float*, std::int64_t);

}  // namespace attention
