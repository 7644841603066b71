#include "attention/projection.hpp"

#include <stdexcept>

#include "attention/matmul.hpp"

namespace attention {
namespace {

template <class T>
void require_projection(const Matrix<T>& w, Eigen::Index d_model, const char* name) {
  if (w.rows() != d_model || w.cols() < 1) {
    throw std::invalid_argument(std::string(name) + ": expected shape (" + std::to_string(d_model) +
                                ", d) with d >= 1 to match X's d_model, got " +
                                shape_str(w.rows(), w.cols()));
  }
}

}  // namespace

template <class T>
Projections<T> project_cross(const Matrix<T>& x, const Matrix<T>& memory, const Matrix<T>& w_q,
                             const Matrix<T>& w_k, const Matrix<T>& w_v) {
  if (x.cols() != memory.cols()) {
    throw std::invalid_argument("memory: expected d_model " + std::to_string(x.cols()) + " columns like X, got " +
                                std::to_string(memory.cols()));
  }
  require_projection(w_q, x.cols(), "W_Q");
  require_projection(w_k, x.cols(), "W_K");
  require_projection(w_v, x.cols(), "W_V");
  if (w_q.cols() != w_k.cols()) {
    throw std::invalid_argument("W_K: queries and keys must share d_k; W_Q has " + std::to_string(w_q.cols()) +
                                " columns, W_K has " + std::to_string(w_k.cols()));
  }
  return {matmul(x, w_q), matmul(memory, w_k), matmul(memory, w_v)};
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
