// The products of the fast path, Q·Kᵀ and P·V: B packed into panels, and a
// register-blocked micro-kernel over them, written on the packet layer.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "attention/fast/simd.hpp"

namespace attention::fast {

// Register block of the products: MR rows × NV vectors of accumulators.
// 4 × 2 keeps accumulators, B vectors and a broadcast within the 16 vector
// registers x86 SSE/AVX and V8's wasm code have (more spills to the stack).
constexpr int kBlockRows = 4;
constexpr int kBlockVectors = 2;
template <class T>
constexpr std::int64_t kPanelWidth = kBlockVectors * kLanes<T>;

// B (depth × cols) is used packed in panels of kPanelWidth columns, each
// panel depth × kPanelWidth contiguous, the last one zero-padded. The micro
// kernel then reads B as one forward stream: unpacked, Kᵀ or V rows sit
// 4 KiB apart at n = 1024, all in one L1 set, and every load missed.
template <class T>
std::int64_t packed_size(std::int64_t depth, std::int64_t cols) {
  const std::int64_t w = kPanelWidth<T>;
  return depth * ((cols + w - 1) / w) * w;
}

// Packs Bᵀ given as `cols` rows of `depth` (stride ld): K for Q·Kᵀ.
template <class T>
void pack_transposed(const T* b_rows, std::int64_t cols, std::int64_t depth, std::int64_t ld, T* packed) {
  constexpr std::int64_t w = kPanelWidth<T>;
  for (std::int64_t j0 = 0; j0 < cols; j0 += w) {
    T* panel = packed + j0 * depth;
    const std::int64_t width = std::min(w, cols - j0);
    for (std::int64_t c = 0; c < w; ++c) {
      const T* row = b_rows + (j0 + c) * ld;
      for (std::int64_t p = 0; p < depth; ++p) panel[p * w + c] = c < width ? row[p] : T(0);
    }
  }
}

// Packs B given row-major, depth × cols (stride ld): V for P·V. With
// `column_scale` (one factor per column, powers of two), column c is packed
// times column_scale[c]: exact, and free where it is not asked for.
template <class T>
void pack_rows(const T* b, std::int64_t depth, std::int64_t cols, std::int64_t ld, T* packed,
               const T* column_scale = nullptr) {
  constexpr std::int64_t w = kPanelWidth<T>;
  for (std::int64_t j0 = 0; j0 < cols; j0 += w) {
    T* panel = packed + j0 * depth;
    const std::int64_t width = std::min(w, cols - j0);
    for (std::int64_t p = 0; p < depth; ++p) {
      T* out = panel + p * w;
      const T* in = b + p * ld + j0;
      if (column_scale) {
        for (std::int64_t c = 0; c < width; ++c) out[c] = in[c] * column_scale[j0 + c];
      } else if (width == w) {
        // A whole panel row: a fixed-size copy, inlined (a memcpy call per
        // row of a few doubles cost more than the copy at n = 4).
        for (std::int64_t c = 0; c < w; ++c) out[c] = in[c];
      } else {
        for (std::int64_t c = 0; c < width; ++c) out[c] = in[c];
      }
      std::fill(out + width, out + w, T(0));
    }
  }
}

// How the products are compiled. Natively: the step loop unrolled by 4 and
// everything inlined. In wasm, V8's optimising compiler schedules all of an
// iteration's loads first and, in a large function, splits the accumulators'
// live ranges: with 4 steps per iteration (8 B vectors and 16 broadcasts in
// flight) or gemm inlined into the attention loop, it spilled the
// accumulators to the stack every step. One step per iteration (14 vectors:
// 8 accumulators, 2 of B, 4 broadcasts, within x64's 15 free registers) in
// a function of its own keeps them in registers (tests/bench/README.md, "The
// fast kernel", has the figures).
#ifdef __wasm_simd128__
constexpr int kStepsPerIteration = 1;
#else
constexpr int kStepsPerIteration = 4;
#endif

// C (MR × panel) = or += A (MR × depth, stride lda) · one packed panel of B.
// `width` < the panel width writes only the first columns.
template <class T, int MR>
void micro_kernel(const T* a, std::int64_t lda, const T* panel, T* c, std::int64_t ldc, std::int64_t depth,
                  std::int64_t width, bool accumulate) {
  using V = typename Simd<T>::V;
  constexpr int L = kLanes<T>, NV = kBlockVectors;
  V acc[MR][NV] = {};
  const T* rows[MR];
  for (int r = 0; r < MR; ++r) rows[r] = a + r * lda;
  const T* b = panel;
  // One step: B's vectors at b + offset·NV·L times A's column `offset`.
  auto step = [&](int offset) {
    V bv[NV];
    for (int v = 0; v < NV; ++v) bv[v] = load<V>(b + (offset * NV + v) * L);
    for (int r = 0; r < MR; ++r) {
      const V av = splat<V>(rows[r][offset]);
      for (int v = 0; v < NV; ++v) acc[r][v] = madd(bv[v], av, acc[r][v]);
    }
  };
  // Pointer bumps, not indices: Emscripten builds without loop strength
  // reduction, so indexed addresses would be recomputed (in i64) every step;
  // constant offsets fold into the wasm loads instead.
  constexpr int U = kStepsPerIteration;
  std::int64_t p = depth;
  for (; p >= U; p -= U) {
    for (int u = 0; u < U; ++u) step(u);
    b += U * NV * L;
    for (int r = 0; r < MR; ++r) rows[r] += U;
  }
  for (; p > 0; --p) {
    step(0);
    b += NV * L;
    for (int r = 0; r < MR; ++r) rows[r] += 1;
  }
  if (width == NV * L) {
    for (int r = 0; r < MR; ++r) {
      for (int v = 0; v < NV; ++v) {
        T* out = c + r * ldc + v * L;
        store(out, accumulate ? load<V>(out) + acc[r][v] : acc[r][v]);
      }
    }
    return;
  }
  for (int r = 0; r < MR; ++r) {  // the last, partial panel
    T lanes[NV * L];
    for (int v = 0; v < NV; ++v) store(lanes + v * L, acc[r][v]);
    for (std::int64_t col = 0; col < width; ++col) c[r * ldc + col] = (accumulate ? c[r * ldc + col] : T(0)) + lanes[col];
  }
}

// C (rows × cols) = or += A (rows × depth, stride lda) · B, B packed as above
// with `packed_depth` ≥ depth rows (a causal strip uses only the first keys).
template <class T>
ATTENTION_FAST_OWN_FUNCTION void gemm(std::int64_t rows, std::int64_t cols, std::int64_t depth, const T* a,
                                      std::int64_t lda, const T* packed, std::int64_t packed_depth, T* c,
                                      std::int64_t ldc, bool accumulate) {
  constexpr int MR = kBlockRows;
  constexpr std::int64_t w = kPanelWidth<T>;
  for (std::int64_t j = 0; j < cols; j += w) {
    const std::int64_t width = std::min(w, cols - j);
    const T* panel = packed + j * packed_depth;
    std::int64_t i = 0;
    for (; i + MR <= rows; i += MR)
      micro_kernel<T, MR>(a + i * lda, lda, panel, c + i * ldc + j, ldc, depth, width, accumulate);
    for (; i < rows; ++i) micro_kernel<T, 1>(a + i * lda, lda, panel, c + i * ldc + j, ldc, depth, width, accumulate);
  }
}

}  // namespace attention::fast
