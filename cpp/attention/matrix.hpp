// The matrix type of the core and the checks every entry point shares.
#pragma once

#include <Eigen/Core>
#include <cstddef>
#include <string>
#include <vector>

namespace attention {

// Row-major, because numpy and the JS API are row-major: a row is a token.
template <class T>
using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MatrixD = Matrix<double>;
using MatrixF = Matrix<float>;

// Throws InputError "shape" for argument `what` when `m` is not rows × cols.
template <class T>
void require_shape(const Matrix<T>& m, Eigen::Index rows, Eigen::Index cols, const std::string& what);

// Throws InputError "not_finite" for argument `what`, with the first bad
// cell (or, for a list, index).
template <class T>
void require_finite(const Matrix<T>& m, const std::string& what);
void require_finite(const std::vector<double>& list, const std::string& what);

// "(4, 3)": numpy's way of writing a shape, used in messages and on the page.
std::string shape_str(Eigen::Index rows, Eigen::Index cols);

}  // namespace attention
