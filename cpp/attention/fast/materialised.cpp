// The materialised algorithm: one head's softmax(Q·Kᵀ/√d_k)·V with the n×m
// weights formed, in strips of kStripRows queries so a strip's scores stay
// in cache while they are exponentiated and multiplied by V.
#include <algorithm>
#include <cmath>

#include "attention/fast/algorithms.hpp"
#include "attention/fast/gemm.hpp"
#include "attention/fast/scratch.hpp"
#include "attention/fast/vector_math.hpp"

namespace attention::fast {
namespace {

constexpr std::int64_t kStripRows = 16;

}  // namespace

// One head, materialised: strips of kStripRows queries × all keys.
template <class T>
void attend_head_materialised(const Shape& s, const T* q, const T* k, const T* v, bool causal, T* out,
                              T* weights) {
  const T scale = T(1) / std::sqrt(static_cast<T>(s.d_k));
  const std::int64_t kt_size = packed_size<T>(s.d_k, s.m), v_size = packed_size<T>(s.m, s.d_v);
  Scratch<T> scratch(static_cast<std::size_t>(kt_size + v_size + kStripRows * s.m + kStripRows));
  T* kt = scratch.data();
  T* vp = kt + kt_size;
  T* strip = vp + v_size;                      // kStripRows × m scores, unless they go to `weights`
  T* inverse_sums = strip + kStripRows * s.m;  // kStripRows
  pack_transposed(k, s.m, s.d_k, s.d_k, kt);
  pack_rows(v, s.m, s.d_v, s.d_v, vp);
  for (std::int64_t i0 = 0; i0 < s.n; i0 += kStripRows) {
    const std::int64_t rows = std::min(kStripRows, s.n - i0);
    const std::int64_t keys = causal ? std::min(s.m, i0 + rows) : s.m;  // later keys are all masked
    T* scores = weights ? weights + i0 * s.m : strip;
    gemm(rows, keys, s.d_k, q + i0 * s.d_k, s.d_k, kt, s.d_k, scores, s.m, false);
    for (std::int64_t r = 0; r < rows; ++r) {
      T* row = scores + r * s.m;
      const std::int64_t seen = visible_keys(causal, i0 + r, 0, keys);
      const T max = row_max(row, seen);
      inverse_sums[r] = T(1) / softmax_exp_sum(row, seen, scale, max);
      std::fill(row + seen, row + (weights ? s.m : keys), T(0));
    }
    gemm(rows, s.d_v, keys, scores, s.m, vp, s.m, out + i0 * s.d_v, s.d_v, false);
    for (std::int64_t r = 0; r < rows; ++r) {
      const T inv = inverse_sums[r];
      scale_row(out + (i0 + r) * s.d_v, s.d_v, inv);
      if (weights) scale_row(scores + r * s.m, keys, inv);
    }
  }
}

template void attend_head_materialised<float>(const Shape&, const float*, const float*, const float*, bool, float*,
                                              float*);
template void attend_head_materialised<double>(const Shape&, const double*, const double*, const double*, bool,
                                               double*, double*);

}  // namespace attention::fast
