// The tiled algorithm: online softmax (the FlashAttention recurrence) over
// blocks of queries × blocks of keys. No n×m matrix ever exists; each query
// row carries a running max, a running sum and an unnormalised output.
#include <algorithm>
#include <cmath>
#include <limits>

#include "attention/fast/algorithms.hpp"
#include "attention/fast/gemm.hpp"
#include "attention/fast/scratch.hpp"
#include "attention/fast/vector_math.hpp"

namespace attention::fast {

// One head, tiled: for each block of queries, fold in one block of keys at a
// time. Per row, with running max M and sum ℓ, a block with scores x gives
//   M' = max(M, max x),  ℓ' = ℓ·e^(M−M') + Σ e^(x−M'),  O' = O·e^(M−M') + Σ e^(x−M')·v
// and the answer is O/ℓ after the last block.
template <class T>
void attend_head_tiled(const Shape& s, const T* q, const T* k, const T* v, bool causal, T* out,
                       std::int64_t query_block, std::int64_t key_block,
                       const std::function<void(const TileState<T>&)>& observe) {
  const T scale = T(1) / std::sqrt(static_cast<T>(s.d_k));
  const T minus_inf = -std::numeric_limits<T>::infinity();
  const std::int64_t kt_size = packed_size<T>(s.d_k, key_block), v_size = packed_size<T>(key_block, s.d_v);
  T* kt = scratch<T>(static_cast<std::size_t>(kt_size + v_size + query_block * key_block + 2 * query_block));
  T* vp = kt + kt_size;
  T* tile = vp + v_size;                             // query_block × key_block scores
  T* running_max = tile + query_block * key_block;  // query_block
  T* running_sum = running_max + query_block;        // query_block
  for (std::int64_t i0 = 0; i0 < s.n; i0 += query_block) {
    const std::int64_t rows = std::min(query_block, s.n - i0);
    const std::int64_t keys = causal ? std::min(s.m, i0 + rows) : s.m;
    T* acc = out + i0 * s.d_v;  // the partial output lives where the answer goes
    std::fill(acc, acc + rows * s.d_v, T(0));
    std::fill(running_max, running_max + query_block, minus_inf);
    std::fill(running_sum, running_sum + query_block, T(0));
    for (std::int64_t j0 = 0; j0 < keys; j0 += key_block) {
      const std::int64_t cols = std::min(key_block, keys - j0);
      pack_transposed(k + j0 * s.d_k, cols, s.d_k, s.d_k, kt);
      pack_rows(v + j0 * s.d_v, cols, s.d_v, s.d_v, vp);
      gemm(rows, cols, s.d_k, q + i0 * s.d_k, s.d_k, kt, s.d_k, tile, cols, false);
      for (std::int64_t r = 0; r < rows; ++r) {
        T* row = tile + r * cols;
        const std::int64_t seen = visible_keys(causal, i0 + r, j0, cols);
        T& max = running_max[r];
        T& sum = running_sum[r];
        if (seen > 0) {
          const T new_max = std::max(max, row_max(row, seen) * scale);
          T correction = max - new_max;  // −∞ on the first block: e^−∞ = 0
          exp_affine_sum(&correction, 1, T(1), T(0));
          const T block_sum = exp_affine_sum(row, seen, scale, new_max);
          sum = sum * correction + block_sum;
          scale_row(acc + r * s.d_v, s.d_v, correction);
          max = new_max;
        }
        std::fill(row + seen, row + cols, T(0));
      }
      gemm(rows, s.d_v, cols, tile, cols, vp, cols, acc, s.d_v, true);
      if (observe) observe({i0, i0 + rows, j0, j0 + cols, running_max, running_sum, acc});
    }
    for (std::int64_t r = 0; r < rows; ++r)
      scale_row(acc + r * s.d_v, s.d_v, T(1) / running_sum[r]);
  }
}

template void attend_head_tiled<float>(const Shape&, const float*, const float*, const float*, bool, float*,
                                       std::int64_t, std::int64_t,
                                       const std::function<void(const TileState<float>&)>&);
template void attend_head_tiled<double>(const Shape&, const double*, const double*, const double*, bool, double*,
                                        std::int64_t, std::int64_t,
                                        const std::function<void(const TileState<double>&)>&);

}  // namespace attention::fast
