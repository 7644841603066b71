// The matrix type of the core and the checks every entry point shares.
#pragma once

#include <Eigen/Core>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace attention {

// Row-major, because numpy and the JS API are row-major: a row is a token.
template <class T>
using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MatrixD = Matrix<double>;
using MatrixF = Matrix<float>;

// "float64" or "float32", for messages and params.
template <class T>
constexpr const char* precision_name() {
  return sizeof(T) == 4 ? "float32" : "float64";
}

// Whether T holds the finite double x without it becoming ±∞ when cast:
// |x| ≤ T's largest (3.4e38 for float). The one rule for every value asked
// for in float32: inputs (api::as_float32), logits and a mask's fill.
template <class T>
constexpr bool fits(double x) {
  return std::fabs(x) <= static_cast<double>(std::numeric_limits<T>::max());
}

// Throws InputError "shape" for argument `what` when `m` is not rows × cols.
template <class T>
void require_shape(const Matrix<T>& m, Eigen::Index rows, Eigen::Index cols, const std::string& what);

// Throws InputError "not_finite" for argument `what`, with the first bad
// cell (or, for a list, index).
template <class T>
void require_finite(const Matrix<T>& m, const std::string& what);
// The same for rows × cols values stored row-major at `values` (the fast
// path's arrays, which are not Eigen matrices).
template <class T>
void require_finite(const T* values, Eigen::Index rows, Eigen::Index cols, const std::string& what);
// The index of the first NaN or ±∞ among `count` values, or −1; vectorised,
// so it costs next to nothing when every value is finite.
template <class T>
std::int64_t first_non_finite(const T* values, std::int64_t count);
void require_finite(const std::vector<double>& list, const std::string& what);

// "(4, 3)": numpy's way of writing a shape, used in messages and on the page.
std::string shape_str(Eigen::Index rows, Eigen::Index cols);

}  // namespace attention
