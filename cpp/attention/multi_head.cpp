#include "attention/multi_head.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "attention/error.hpp"
#include "attention/limits.hpp"
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
  require_shape(w_o, result.concat.cols(), w_o.cols(), "WO");
  if (w_o.cols() < 1) {
    throw InputError(ErrorCode::shape, "WO", "needs at least one column", {{"got", shape_str(w_o.rows(), w_o.cols())}});
  }
  result.output = checked_matmul(result.concat, w_o, {"concat·W_O", "WV", "WO"});
  result.heads = std::move(heads);
  return result;
}

}  // namespace

void require_head_split(Eigen::Index heads, Eigen::Index columns) {
  limits::require_heads(heads);
  if (columns % heads != 0) {
    throw InputError(ErrorCode::incompatible, "heads",
                     std::to_string(heads) + " does not divide the " + std::to_string(columns) + " columns evenly",
                     {{"heads", static_cast<double>(heads)}, {"cols", static_cast<double>(columns)}});
  }
}

void require_layer_sizes(std::int64_t n, std::int64_t d_model, std::int64_t heads, std::int64_t d_k,
                         std::int64_t d_v) {
  limits::require_sequence(n, "n");
  limits::require_width(d_model, "dModel");
  limits::require_heads(heads);
  limits::require_width(d_k, "dK");
  limits::require_width(d_v, "dV");
  limits::require_cells(n, n * heads, limits::kMaxScoreCells, "n x n x heads scores");
  limits::require_cells(d_model, heads * std::max(d_k, d_v), limits::kMaxMatrixCells, "weights");
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
  if (parts.empty()) limits::require_heads(0);
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
                                        const Mask& mask) {
  const std::size_t h = weights.w_q.size();
  limits::require_heads(static_cast<std::int64_t>(h));
  if (weights.w_k.size() != h || weights.w_v.size() != h) {
    throw InputError(ErrorCode::incompatible, "heads", "W_Q, W_K and W_V must list the same number of heads",
                     {{"WQ", static_cast<double>(h)}, {"WK", static_cast<double>(weights.w_k.size())},
                      {"WV", static_cast<double>(weights.w_v.size())}});
  }
  require_finite(x, "X");
  std::vector<AttentionResult<T>> heads;
  for (std::size_t i = 0; i < h; ++i) {
    const Projections<T> p = project(x, weights.w_q[i], weights.w_k[i], weights.w_v[i]);
    heads.push_back(attend(p.q, p.k, p.v, mask));
  }
  return combine_heads(std::move(heads), weights.w_o);
}

template <class T>
MultiHeadResult<T> multi_head_attention_fused(const Matrix<T>& x, const Matrix<T>& w_q, const Matrix<T>& w_k,
                                              const Matrix<T>& w_v, const Matrix<T>& w_o, Eigen::Index heads,
                                              const Mask& mask) {
  if (x.rows() < 1 || x.cols() < 1) {
    throw InputError(ErrorCode::shape, "X", "needs at least one row (token) and one column",
                     {{"got", shape_str(x.rows(), x.cols())}});
  }
  require_head_split(heads, w_q.cols());
  require_head_split(heads, w_v.cols());
  require_layer_sizes(x.rows(), x.cols(), heads, w_q.cols() / heads, w_v.cols() / heads);
  require_finite(x, "X");
  for (auto [w, name] : {std::pair{&w_q, "WQ"}, {&w_k, "WK"}, {&w_v, "WV"}, {&w_o, "WO"}}) require_finite(*w, name);
  const Projections<T> p = project(x, w_q, w_k, w_v);
  const std::vector<Matrix<T>> q = split_heads(p.q, heads), k = split_heads(p.k, heads), v = split_heads(p.v, heads);
  std::vector<AttentionResult<T>> results;
  for (Eigen::Index i = 0; i < heads; ++i) results.push_back(attend(q[i], k[i], v[i], mask));
  return combine_heads(std::move(results), w_o);
}

#define AM_INSTANTIATE(T)                                                                                      \
  template MultiHeadResult<T> multi_head_attention(const Matrix<T>&, const HeadWeights<T>&,                    \
                                                   const Mask&);                                   \
  template MultiHeadResult<T> multi_head_attention_fused(const Matrix<T>&, const Matrix<T>&, const Matrix<T>&, \
                                                         const Matrix<T>&, const Matrix<T>&, Eigen::Index,     \
                                                         const Mask&);                             \
  template std::vector<Matrix<T>> split_heads(const Matrix<T>&, Eigen::Index);                                 \
  template Matrix<T> concat_heads(const std::vector<Matrix<T>>&);
AM_INSTANTIATE(double)
AM_INSTANTIATE(float)
#undef AM_INSTANTIATE

}  // namespace attention
