// The materialised algorithm: one head's softmax(Q·Kᵀ/√d_k)·V with the n×m
// weights formed, in strips of kStripRows queries so a strip's scores stay
// in cache while they are exponentiated and multiplied by V.
#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <optional>
#include <tuple>
#include <utility>

#include "attention/fast/algorithms.hpp"
#include "attention/fast/gemm.hpp"
#include "attention/fast/scratch.hpp"
#include "attention/fast/vector_math.hpp"

namespace attention::fast {
namespace {

constexpr std::int64_t kStripRows = 16;

// Row i's raw scores → e^((s − μ)·scale) over the keys it may see (its first
// `seen`, padding set to −∞), zeros up to `end`. Returns {μ, ℓ}; a row that
// sees no key keeps all zeros.
template <class T>
std::pair<T, T> softmax_numerators(T* row, std::int64_t i, std::int64_t seen, std::int64_t end, T scale,
                                   const KeyMask<T>& keys) {
  keys.hide_padded(row, 0, seen);
  std::pair<T, T> max_sum{-std::numeric_limits<T>::infinity(), T(0)};
  if (keys.fully_masked(i)) {
    std::fill(row, row + seen, T(0));
  } else {
    max_sum.first = row_max(row, seen);
    max_sum.second = softmax_exp_sum(row, seen, scale, max_sum.first);
  }
  std::fill(row + seen, row + end, T(0));
  return max_sum;
}

}  // namespace

template <class T>
void attend_head_materialised(const Shape& s, const Head<T>& head, const KeyMask<T>& keys, T* out, T* weights) {
  const T scale = T(1) / std::sqrt(static_cast<T>(s.d_k));
  const std::int64_t kt_size = packed_size<T>(s.d_k, s.m), v_size = packed_size<T>(s.m, s.d_v);
  const std::size_t count = scratch_count<T>({{kt_size}, {v_size}, {kStripRows, s.m}, {2, kStripRows}});
  Scratch<T> scratch(count);
  T* kt = scratch.data();
  T* vp = kt + kt_size;
  T* strip = vp + v_size;                // kStripRows × m scores, unless they go to `weights`
  T* maxima = strip + kStripRows * s.m;  // μ per row of the strip
  T* sums = maxima + kStripRows;         // ℓ
  assert(sums + kStripRows == scratch.data() + count);  // the parts fill the scratch exactly
  pack_transposed(head.k, s.m, s.d_k, s.d_k, kt);
  pack_rows(head.v, s.m, s.d_v, s.d_v, vp, head.value_down);
  std::optional<HiddenValues<T>> hidden;
  if (keys.finite_fill() && !keys.hides_nothing()) hidden.emplace(keys, head.v, s.n, s.m, s.d_v, head.value_down);
  for (std::int64_t i0 = 0; i0 < s.n; i0 += kStripRows) {
    const std::int64_t rows = std::min(kStripRows, s.n - i0);
    const std::int64_t keys_end = keys.causal() ? std::min(s.m, i0 + rows) : s.m;  // later keys are all hidden
    T* scores = weights ? weights + i0 * s.m : strip;
    gemm(rows, keys_end, s.d_k, head.q + i0 * s.d_k, s.d_k, kt, s.d_k, scores, s.m, false);
    for (std::int64_t r = 0; r < rows; ++r) {
      const std::int64_t i = i0 + r, seen = visible_keys(keys.causal(), i, 0, keys_end);
      if (head.check_scores) keys.check_visible(scores + r * s.m, i0, i, 0, seen);
      std::tie(maxima[r], sums[r]) =
          softmax_numerators(scores + r * s.m, i, seen, weights ? s.m : keys_end, scale, keys);
    }
    gemm(rows, s.d_v, keys_end, scores, s.m, vp, s.m, out + i0 * s.d_v, s.d_v, false);  // O = P·V
    for (std::int64_t r = 0; r < rows; ++r) {
      const std::int64_t i = i0 + r;
      const RowScale<T> row = finish_row(out + i * s.d_v, s.d_v, maxima[r], sums[r], scale, i, keys,
                                         hidden ? &*hidden : nullptr, head.value_up);
      if (!weights) continue;
      scale_row(scores + r * s.m, keys_end, row.visible);
      if (row.hidden != T(0)) keys.set_hidden(scores + r * s.m, visible_keys(keys.causal(), i, 0, s.m), row.hidden);
    }
  }
}

template void attend_head_materialised<float>(const Shape&, const Head<float>&, const KeyMask<float>&, float*,
                                              float*);
template void attend_head_materialised<double>(const Shape&, const Head<double>&, const KeyMask<double>&, double*,
                                               double*);

}  // namespace attention::fast
