#include "attention/multi_head.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/matmul.hpp"
#include "attention/projection.hpp"

namespace attention {
namespace {

void require_heads(Eigen::Index heads) {
  if (heads < 1) {
    throw InputError(ErrorCode::range, "heads", "need at least one head",
                     {{"min", 1.0}, {"got", static_cast<double>(heads)}});
  }
}

template <class T>
MultiHeadResult<T> combine_heads(std::vector<AttentionResult<T>> heads, const Matrix<T>& w_o) {
  std::vector<Matrix<T>> outputs;
  for (const auto& head : heads) outputs.push_back(head.output);
  MultiHeadResult<T> result;
  result.concat = concat_heads(outputs);
  require_shape(w_o, result.concat.cols(), w_o.cols(), "WO");
  if (w_o.cols() < 1) {
    throw InputError(ErrorCode::shape, "WO", "needs at least one column", {{"got", shape_str(w_o.rows(), w_o.cols())}});
  }
  result.output = matmul(result.concat, w_o);
  result.heads = std::move(heads);
  return result;
}

}  // namespace

void require_head_split(Eigen::Index heads, Eigen::Index columns) {
  require_heads(heads);
  if (columns % heads != 0) {
    throw InputError(ErrorCode::incompatible, "heads",
                     std::to_string(heads) + " does not divide the " + std::to_string(columns) + " columns evenly",
                     {{"heads", static_cast<double>(heads)}, {"cols", static_cast<double>(columns)}});
  }
}

template <class T>
std::vector<Matrix<T>> split_heads(const Matrix<T>& m, Eigen::Index heads) {
  require_head_split(heads, m.cols());
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
  if (parts.empty()) require_heads(0);
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
  require_heads(static_cast<Eigen::Index>(h));
  if (weights.w_k.size() != h || weights.w_v.size() != h) {
    throw InputError(ErrorCode::incompatible, "heads", "W_Q, W_K and W_V must list the same number of heads",
                     {{"WQ", static_cast<double>(h)}, {"WK", static_cast<double>(weights.w_k.size())},
                      {"WV", static_cast<double>(weights.w_v.size())}});
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
  if (x.rows() < 1 || x.cols() < 1) {
    throw InputError(ErrorCode::shape, "X", "needs at least one row (token) and one column",
                     {{"got", shape_str(x.rows(), x.cols())}});
  }
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
