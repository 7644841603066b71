// The tiled algorithm: online softmax (the FlashAttention recurrence) over
// blocks of queries × blocks of keys. No n×m matrix ever exists; each query
// row carries a running max μ, a running sum ℓ and an unnormalised output O.
#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <optional>

#include "attention/fast/algorithms.hpp"
#include "attention/fast/gemm.hpp"
#include "attention/fast/scratch.hpp"
#include "attention/fast/vector_math.hpp"

namespace attention::fast {
namespace {

// One step of the recurrence, for one query row and the keys of one block
// it may see. With s the block's raw scores (q·kⱼ, not yet scaled):
//   μ′ = max(μ, max s)
//   ℓ′ = ℓ·e^((μ − μ′)·scale) + Σ e^((s − μ′)·scale)
//   O′ = O·e^((μ − μ′)·scale) + Σ e^((s − μ′)·scale)·v
// This does μ′, ℓ′ and O's rescale, and leaves e^((s − μ′)·scale) in
// `scores` for the block's P·V product, which adds the last term to O′.
// μ stays in raw scores: subtracting before scaling keeps s − μ exact for
// nearby scores, where a scaled μ would carry the rounding of μ·scale.
template <class T>
void fold_block(T* scores, std::int64_t seen, T scale, T& running_max, T& running_sum, T* accumulator,
                std::int64_t d_v) {
  const T new_max = std::max(running_max, row_max(scores, seen));
  const T rescale = exp2_scalar((running_max - new_max) * (scale * kLog2e<T>));  // μ = −∞ at first: 0
  running_sum = running_sum * rescale + softmax_exp_sum(scores, seen, scale, new_max);
  scale_row(accumulator, d_v, rescale);
  running_max = new_max;
}

// Query i's row of a score tile (keys j0 … j0 + cols − 1): hides what the
// mask hides, and folds in the keys it sees, if any. Every other cell ends
// 0, so the block's P·V adds only those keys to O.
template <class T>
void fold_block_row(T* row, std::int64_t cols, std::int64_t i, std::int64_t j0, T scale, const KeyMask<T>& keys,
                    T& running_max, T& running_sum, T* accumulator, std::int64_t d_v) {
  const std::int64_t seen = visible_keys(keys.causal(), i, j0, cols);
  keys.hide_padded(row, j0, seen);
  if (keys.unpadded(j0, seen) > 0) {
    fold_block(row, seen, scale, running_max, running_sum, accumulator, d_v);
  } else {
    std::fill(row, row + seen, T(0));  // a block it sees nothing of changes nothing
  }
  std::fill(row + seen, row + cols, T(0));
}

}  // namespace

// One head: for each block of queries, fold in one block of keys at a time;
// the answer is O/ℓ after the last block (finish_row adds a finite fill).
template <class T>
void attend_head_tiled(const Shape& s, const Head<T>& head, const KeyMask<T>& keys, T* out, std::int64_t query_block,
                       std::int64_t key_block, const std::function<void(const TileState<T>&)>& observe) {
  const T scale = T(1) / std::sqrt(static_cast<T>(s.d_k));
  // A block larger than the problem holds nothing more: onlineSoftmax's one
  // query block of n rows and a chunk of 4096 keys over m = 8 asked for
  // 4096 × 4096 scores (128 MiB that the heap kept) to hold 4096 × 8.
  query_block = std::min(query_block, s.n);
  key_block = std::min(key_block, s.m);
  const std::int64_t kt_size = packed_size<T>(s.d_k, key_block), v_size = packed_size<T>(key_block, s.d_v);
  const std::size_t count = scratch_count<T>({{kt_size}, {v_size}, {query_block, key_block}, {2, query_block}});
  Scratch<T> scratch(count);
  T* kt = scratch.data();
  T* vp = kt + kt_size;
  T* tile = vp + v_size;                            // query_block × key_block scores
  T* running_max = tile + query_block * key_block;  // μ, query_block of them
  T* running_sum = running_max + query_block;       // ℓ
  assert(running_sum + query_block == scratch.data() + count);  // the parts fill the scratch exactly
  std::optional<HiddenValues<T>> hidden;
  if (keys.finite_fill() && !keys.hides_nothing()) hidden.emplace(keys, head.v, s.n, s.m, s.d_v, head.value_down);
  for (std::int64_t i0 = 0; i0 < s.n; i0 += query_block) {
    const std::int64_t rows = std::min(query_block, s.n - i0);
    const std::int64_t keys_end = keys.causal() ? std::min(s.m, i0 + rows) : s.m;  // later keys are all hidden
    T* accumulator = out + i0 * s.d_v;  // O lives where the answer goes
    std::fill(accumulator, accumulator + rows * s.d_v, T(0));
    std::fill(running_max, running_max + query_block, -std::numeric_limits<T>::infinity());
    std::fill(running_sum, running_sum + query_block, T(0));
    for (std::int64_t j0 = 0; j0 < keys_end; j0 += key_block) {
      const std::int64_t cols = std::min(key_block, keys_end - j0);
      pack_transposed(head.k + j0 * s.d_k, cols, s.d_k, s.d_k, kt);
      pack_rows(head.v + j0 * s.d_v, cols, s.d_v, s.d_v, vp, head.value_down);
      gemm(rows, cols, s.d_k, head.q + i0 * s.d_k, s.d_k, kt, s.d_k, tile, cols, false);
      for (std::int64_t r = 0; r < rows; ++r) {
        T* row = tile + r * cols;
        if (head.check_scores) keys.check_visible(row, i0, i0 + r, j0, visible_keys(keys.causal(), i0 + r, j0, cols));
        fold_block_row(row, cols, i0 + r, j0, scale, keys, running_max[r], running_sum[r], accumulator + r * s.d_v,
                       s.d_v);
      }
      gemm(rows, s.d_v, cols, tile, cols, vp, cols, accumulator, s.d_v, true);  // O′ += P·V
      if (observe) {
        observe({i0, i0 + rows, j0, j0 + cols, scale, running_max, running_sum, accumulator, head.value_down});
      }
    }
    for (std::int64_t r = 0; r < rows; ++r) {
      finish_row(accumulator + r * s.d_v, s.d_v, running_max[r], running_sum[r], scale, i0 + r, keys,
                 hidden ? &*hidden : nullptr, head.value_up);
    }
  }
}

template void attend_head_tiled<float>(const Shape&, const Head<float>&, const KeyMask<float>&, float*, std::int64_t,
                                       std::int64_t, const std::function<void(const TileState<float>&)>&);
template void attend_head_tiled<double>(const Shape&, const Head<double>&, const KeyMask<double>&, double*,
                                        std::int64_t, std::int64_t,
                                        const std::function<void(const TileState<double>&)>&);

}  // namespace attention::fast
