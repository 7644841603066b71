#include "attention/projection.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/matmul.hpp"

namespace attention {
namespace {

template <class T>
void require_projection(const Matrix<T>& w, Eigen::Index d_model, const char* name) {
  if (w.rows() != d_model || w.cols() < 1) {
    const std::string expected = "(" + std::to_string(d_model) + ", d)";
    throw InputError(ErrorCode::shape, name,
                     "expected shape " + expected + " with d >= 1 to match X's d_model, got " +
                         shape_str(w.rows(), w.cols()),
                     {{"expected", expected}, {"got", shape_str(w.rows(), w.cols())}});
  }
}

}  // namespace

template <class T>
Projections<T> project_cross(const Matrix<T>& x, const Matrix<T>& memory, const Matrix<T>& w_q,
                             const Matrix<T>& w_k, const Matrix<T>& w_v) {
  if (x.cols() != memory.cols()) {
    throw InputError(ErrorCode::shape, "memory",
                     "expected d_model " + std::to_string(x.cols()) + " columns like X, got " +
                         std::to_string(memory.cols()),
                     {{"expected", static_cast<double>(x.cols())}, {"got", static_cast<double>(memory.cols())}});
  }
  require_projection(w_q, x.cols(), "WQ");
  require_projection(w_k, x.cols(), "WK");
  require_projection(w_v, x.cols(), "WV");
  if (w_q.cols() != w_k.cols()) {
    throw InputError(ErrorCode::shape, "WK",
                     "queries and keys must share d_k; W_Q has " + std::to_string(w_q.cols()) + " columns, W_K has " +
                         std::to_string(w_k.cols()),
                     {{"expected", static_cast<double>(w_q.cols())}, {"got", static_cast<double>(w_k.cols())}});
  }
  // Self-attention passes X as its own memory: its errors name X.
  const char* source = &memory == &x ? "X" : "memory";
  const bool self = &memory == &x;
  return {checked_matmul(x, w_q, {"X·W_Q", "X", "WQ"}),
          checked_matmul(memory, w_k, {self ? "X·W_K" : "memory·W_K", source, "WK"}),
          checked_matmul(memory, w_v, {self ? "X·W_V" : "memory·W_V", source, "WV"})};
}

template <class T>
Projections<T> project(const Matrix<T>& x, const Matrix<T>& w_q, const Matrix<T>& w_k, const Matrix<T>& w_v) {
  return project_cross(x, x, w_q, w_k, w_v);
}

template Projections<double> project(const MatrixD&, const MatrixD&, const MatrixD&, const MatrixD&);
template Projections<float> project(const MatrixF&, const MatrixF&, const MatrixF&, const MatrixF&);
template Projections<double> project_cross(const MatrixD&, const MatrixD&, const MatrixD&, const MatrixD&,
                                           const MatrixD&);
template Projections<float> project_cross(const MatrixF&, const MatrixF&, const MatrixF&, const MatrixF&,
                                          const MatrixF&);

}  // namespace attention
