#include "attention/multi_head.hpp"

#include <stdexcept>
#include <string>

#include "attention/matmul.hpp"
#include "attention/projection.hpp"

namespace attention {
namespace {

template <class T>
MultiHeadResult<T> combine_heads(std::vector<AttentionResult<T>> heads, const Matrix<T>& w_o) {
  std::vector<Matrix<T>> outputs;
  for (const auto& head : heads) outputs.push_back(head.output);
  MultiHeadResult<T> result;
  result.concat = concat_heads(outputs);
  require_shape(w_o, result.concat.cols(), w_o.cols(), "W_O");
  if (w_o.cols() < 1) throw std::invalid_argument("W_O: needs at least one column");
  result.output = matmul(result.concat, w_o);
  result.heads = std::move(heads);
  return result;
}

}  // namespace

template <class T>
std::vector<Matrix<T>> split_heads(const Matrix<T>& m, Eigen::Index heads) {
  if (heads < 1 || m.cols() % heads != 0) {
    throw std::invalid_argument("heads: " + std::to_string(heads) + " does not divide the " +
                                std::to_string(m.cols()) + " columns evenly");
  }
  const Eigen::Index width = m.cols() / heads;
  std::vector<Matrix<T>> parts;
  for (Eigen::Index h = 0; h < heads; ++h) {
    // A block of an empty matrix offsets its null data pointer, which is
    // undefined behaviour (found by fuzz_attention under UBSan).
    parts.push_back(m.size() == 0 ? Matrix<T>(m.rows(), width) : Matrix<T>(m.middleCols(h * width, width)));
  }
  return parts;
}

template <class T>
Matrix<T> concat_heads(const std::vector<Matrix<T>>& parts) {
  if (parts.empty()) throw std::invalid_argument("heads: need at least one head");
  Eigen::Index cols = 0;
  for (const auto& p : parts) cols += p.cols();
  Matrix<T> out(parts.front().rows(), cols);
  Eigen::Index at = 0;
  for (const auto& p : parts) {
    out.middleCols(at, p.cols()) = p;
    at += p.cols();
  }
  return out;
}

template <class T>
MultiHeadResult<T> multi_head_attention(const Matrix<T>& x, const HeadWeights<T>& weights,
                                        const AttentionOptions& options) {
  const std::size_t h = weights.w_q.size();
  if (h == 0) throw std::invalid_argument("heads: need at least one head");
  if (weights.w_k.size() != h || weights.w_v.size() != h) {
    throw std::invalid_argument("heads: W_Q, W_K and W_V must list the same number of heads");
  }
  require_finite(x, "X");
  std::vector<AttentionResult<T>> heads;
  for (std::size_t i = 0; i < h; ++i) {
    const Projections<T> p = project(x, weights.w_q[i], weights.w_k[i], weights.w_v[i]);
    heads.push_back(attend(p.q, p.k, p.v, options));
  }
  return combine_heads(std::move(heads), weights.w_o);
}

template <class T>
MultiHeadResult<T> multi_head_attention_fused(const Matrix<T>& x, const Matrix<T>& w_q, const Matrix<T>& w_k,
                                              const Matrix<T>& w_v, const Matrix<T>& w_o, Eigen::Index heads,
                                              const AttentionOptions& options) {
  if (x.rows() < 1 || x.cols() < 1) throw std::invalid_argument("X: needs at least one row (token) and one column");
  require_finite(x, "X");
  const Projections<T> p = project(x, w_q, w_k, w_v);
  const std::vector<Matrix<T>> q = split_heads(p.q, heads), k = split_heads(p.k, heads), v = split_heads(p.v, heads);
  std::vector<AttentionResult<T>> results;
  for (Eigen::Index i = 0; i < heads; ++i) results.push_back(attend(q[i], k[i], v[i], options));
  return combine_heads(std::move(results), w_o);
}

#define AM_INSTANTIATE(T)                                                                                      \
  template MultiHeadResult<T> multi_head_attention(const Matrix<T>&, const HeadWeights<T>&,                    \
                                                   const AttentionOptions&);                                   \
  template MultiHeadResult<T> multi_head_attention_fused(const Matrix<T>&, const Matrix<T>&, const Matrix<T>&, \
                                                         const Matrix<T>&, const Matrix<T>&, Eigen::Index,     \
                                                         const AttentionOptions&);                             \
  template std::vector<Matrix<T>> split_heads(const Matrix<T>&, Eigen::Index);                                 \
  template Matrix<T> concat_heads(const std::vector<Matrix<T>>&);
AM_INSTANTIATE(double)
AM_INSTANTIATE(float)
#undef AM_INSTANTIATE

}  // namespace attention
