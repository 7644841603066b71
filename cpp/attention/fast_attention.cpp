// The fast kernels. Portable SIMD through GCC/Clang vector extensions: the
// same source becomes AVX-512/AVX2 natively and SIMD128 under -msimd128, so
// native and wasm run the same algorithm and the benchmark compares engines,
// not code. No -ffast-math: every reassociation here is written out.
#include "attention/fast_attention.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>

#include "attention/limits.hpp"

namespace attention::fast {
namespace {

#if defined(__AVX512F__)
constexpr int kVectorBytes = 64;
#elif defined(__AVX__)
constexpr int kVectorBytes = 32;
#else
constexpr int kVectorBytes = 16;  // SSE, and wasm SIMD128
#endif

template <class T>
struct Simd;
template <>
struct Simd<float> {
  typedef float V __attribute__((vector_size(kVectorBytes)));
  typedef std::int32_t I __attribute__((vector_size(kVectorBytes)));
};
template <>
struct Simd<double> {
  typedef double V __attribute__((vector_size(kVectorBytes)));
  typedef std::int64_t I __attribute__((vector_size(kVectorBytes)));
};
template <class T>
constexpr int kLanes = kVectorBytes / static_cast<int>(sizeof(T));

template <class V, class T>
inline V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof v);  // unaligned load, one instruction
  return v;
}
template <class V, class T>
inline void store(T* p, V v) {
  std::memcpy(p, &v, sizeof v);
}
template <class V, class T>
inline V splat(T x) {
  return V{} + x;
}
template <class I, class V>
inline V select(I mask, V yes, V no) {
  return reinterpret_cast<V>((reinterpret_cast<I>(yes) & mask) | (reinterpret_cast<I>(no) & ~mask));
}

// exp(x) = 2^n · e^r with n = round(x·log₂e), |r| ≤ ln2/2 (Cody–Waite split
// of ln 2). Adding 1.5·2^p + bias rounds x·log₂e to an integer and leaves
// n + bias in the low mantissa bits, so 2^n is a shift: no float→int
// conversion, which SIMD128 lacks for 64-bit lanes.
template <class T>
struct ExpConstants;
template <>
struct ExpConstants<float> {
  static constexpr float lowest = -87.33654f;  // ln(FLT_MIN): below, the result is 0
  static constexpr float highest = 88.0f;
  static constexpr float shifter = 12582912.0f + 127.0f;
  static constexpr int mantissa_bits = 23;
  static constexpr float ln2_hi = 0.693359375f, ln2_lo = -2.12194440e-4f;
  // Cephes expf: e^r ≈ 1 + r + r²·P(r), about 1 ulp.
  static constexpr float poly[] = {1.9875691500e-4f, 1.3981999507e-3f, 8.3334519073e-3f,
                                   4.1665795894e-2f, 1.6666665459e-1f, 5.0000001201e-1f};
};
template <>
struct ExpConstants<double> {
  static constexpr double lowest = -708.3964185322641;  // ln(DBL_MIN)
  static constexpr double highest = 709.0;
  static constexpr double shifter = 6755399441055744.0 + 1023.0;
  static constexpr int mantissa_bits = 52;
  static constexpr double ln2_hi = 6.93145751953125e-1, ln2_lo = 1.42860682030941723212e-6;
  // Taylor to r^13 (1/k! for k = 13..2): the truncation, r^14/14! < 5e-18,
  // is below half an ulp on |r| ≤ 0.347.
  static constexpr double poly[] = {1.0 / 6227020800.0, 1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0,
                                    1.0 / 362880.0,     1.0 / 40320.0,     1.0 / 5040.0,      1.0 / 720.0,
                                    1.0 / 120.0,        1.0 / 24.0,        1.0 / 6.0,         1.0 / 2.0};
};

template <class T>
inline typename Simd<T>::V exp_vector(typename Simd<T>::V x) {
  using V = typename Simd<T>::V;
  using I = typename Simd<T>::I;
  using C = ExpConstants<T>;
  const I in_range = reinterpret_cast<I>(x >= C::lowest);  // also false for NaN
  x = select(reinterpret_cast<I>(x < C::highest), x, splat<V>(C::highest));
  x = select(in_range, x, splat<V>(T(0)));
  const V t = x * T(1.4426950408889634) + C::shifter;
  const V n = t - C::shifter;
  const V r = x - n * C::ln2_hi - n * C::ln2_lo;
  V p = splat<V>(C::poly[0]);
  for (std::size_t i = 1; i < sizeof C::poly / sizeof C::poly[0]; ++i) p = p * r + C::poly[i];
  const V e_r = p * r * r + r + T(1);
  const V two_n = reinterpret_cast<V>(reinterpret_cast<I>(t) << C::mantissa_bits);
  return reinterpret_cast<V>(reinterpret_cast<I>(e_r * two_n) & in_range);
}

// s[j] = exp(s[j]·scale − shift) for j < count; returns Σ s[j]. The sum runs
// in one vector of partial sums (a fixed order: results are reproducible).
template <class T>
T exp_affine_sum(T* s, std::int64_t count, T scale, T shift) {
  using V = typename Simd<T>::V;
  constexpr int L = kLanes<T>;
  V sums{};
  std::int64_t j = 0;
  for (; j + L <= count; j += L) {
    const V e = exp_vector<T>(load<V>(s + j) * scale - shift);
    store(s + j, e);
    sums += e;
  }
  if (j < count) {  // the tail through a zero-padded vector, masked out of the sum
    T pad[L] = {};
    std::memcpy(pad, s + j, sizeof(T) * static_cast<std::size_t>(count - j));
    const V e = exp_vector<T>(load<V>(pad) * scale - shift);
    store(pad, e);
    std::memcpy(s + j, pad, sizeof(T) * static_cast<std::size_t>(count - j));
    for (std::int64_t t = 0; t < count - j; ++t) sums[t] += pad[t];
  }
  T total = 0;
  for (int lane = 0; lane < L; ++lane) total += sums[lane];
  return total;
}

template <class T>
T row_max(const T* s, std::int64_t count) {
  using V = typename Simd<T>::V;
  using I = typename Simd<T>::I;
  constexpr int L = kLanes<T>;
  V best = splat<V>(-std::numeric_limits<T>::infinity());
  std::int64_t j = 0;
  for (; j + L <= count; j += L) {
    const V x = load<V>(s + j);
    best = select(reinterpret_cast<I>(x > best), x, best);
  }
  T result = -std::numeric_limits<T>::infinity();
  for (int lane = 0; lane < L; ++lane) result = std::max(result, best[lane]);
  for (; j < count; ++j) result = std::max(result, s[j]);
  return result;
}

template <class T>
void scale_row(T* x, std::int64_t count, T factor) {
  for (std::int64_t j = 0; j < count; ++j) x[j] *= factor;  // auto-vectorised
}

// C (rows × kCols·L) = or += A (rows × depth, stride lda) · B (depth × cols, stride ldb).
// MR rows × NV vectors of accumulators stay in registers (8 + 2 + 1 of the 16
// that x86 SSE/AVX and V8's wasm register allocator have).
template <class T, int MR, int NV>
void micro_kernel(const T* a, std::int64_t lda, const T* b, std::int64_t ldb, T* c, std::int64_t ldc,
                  std::int64_t depth, bool accumulate) {
  using V = typename Simd<T>::V;
  constexpr int L = kLanes<T>;
  V acc[MR][NV] = {};
  for (std::int64_t p = 0; p < depth; ++p) {
    V bv[NV];
    for (int v = 0; v < NV; ++v) bv[v] = load<V>(b + p * ldb + v * L);
    for (int r = 0; r < MR; ++r) {
      const T av = a[r * lda + p];
      for (int v = 0; v < NV; ++v) acc[r][v] += bv[v] * av;
    }
  }
  for (int r = 0; r < MR; ++r) {
    for (int v = 0; v < NV; ++v) {
      T* out = c + r * ldc + v * L;
      store(out, accumulate ? load<V>(out) + acc[r][v] : acc[r][v]);
    }
  }
}

template <class T>
void gemm(std::int64_t rows, std::int64_t cols, std::int64_t depth, const T* a, std::int64_t lda, const T* b,
          std::int64_t ldb, T* c, std::int64_t ldc, bool accumulate) {
  constexpr int MR = 4, NV = 2, NR = NV * kLanes<T>;
  for (std::int64_t j = 0; j < cols; j += NR) {
    const std::int64_t width = std::min<std::int64_t>(NR, cols - j);
    for (std::int64_t i = 0; i < rows; i += MR) {
      const std::int64_t height = std::min<std::int64_t>(MR, rows - i);
      const T* ai = a + i * lda;
      T* ci = c + i * ldc + j;
      if (width == NR && height == MR) {
        micro_kernel<T, MR, NV>(ai, lda, b + j, ldb, ci, ldc, depth, accumulate);
      } else if (width == NR) {
        for (std::int64_t r = 0; r < height; ++r)
          micro_kernel<T, 1, NV>(ai + r * lda, lda, b + j, ldb, ci + r * ldc, ldc, depth, accumulate);
      } else {  // the last columns, fewer than one register block
        for (std::int64_t r = 0; r < height; ++r) {
          for (std::int64_t col = 0; col < width; ++col) {
            T sum = 0;
            for (std::int64_t p = 0; p < depth; ++p) sum += ai[r * lda + p] * b[p * ldb + j + col];
            ci[r * ldc + col] = accumulate ? ci[r * ldc + col] + sum : sum;
          }
        }
      }
    }
  }
}

// out (cols × rows) = inᵀ, in being rows × cols with stride ld.
template <class T>
void transpose(const T* in, std::int64_t rows, std::int64_t cols, std::int64_t ld, T* out) {
  for (std::int64_t i = 0; i < rows; ++i)
    for (std::int64_t j = 0; j < cols; ++j) out[j * rows + i] = in[i * ld + j];
}

// Keys row i may see, of the `count` starting at key `first`.
inline std::int64_t visible_keys(bool causal, std::int64_t i, std::int64_t first, std::int64_t count) {
  if (!causal) return count;
  return std::clamp<std::int64_t>(i + 1 - first, 0, count);
}

constexpr std::int64_t kStripRows = 16;

// Grow-only scratch, one per element type: at n = 4 three allocations a call
// cost as much as the arithmetic. Holds at most (d_k + 16)·m elements plus
// the tiled path's small tiles. Not thread-safe, like the rest of the module.
template <class T>
T* scratch(std::size_t count) {
  static std::vector<T> buffer;
  if (buffer.size() < count) {
    std::vector<T>().swap(buffer);
    buffer.resize(count);
  }
  return buffer.data();
}

// One head, materialised: strips of kStripRows queries × all keys.
template <class T>
void attend_head_materialised(const Shape& s, const T* q, const T* k, const T* v, bool causal, T* out,
                              T* weights) {
  const T scale = T(1) / std::sqrt(static_cast<T>(s.d_k));
  T* kt = scratch<T>(static_cast<std::size_t>((s.d_k + kStripRows) * s.m + kStripRows));
  T* strip = kt + s.d_k * s.m;                  // kStripRows × m scores, unless they go to `weights`
  T* inverse_sums = strip + kStripRows * s.m;  // kStripRows
  transpose(k, s.m, s.d_k, s.d_k, kt);
  for (std::int64_t i0 = 0; i0 < s.n; i0 += kStripRows) {
    const std::int64_t rows = std::min(kStripRows, s.n - i0);
    const std::int64_t keys = causal ? std::min(s.m, i0 + rows) : s.m;  // later keys are all masked
    T* scores = weights ? weights + i0 * s.m : strip;
    gemm(rows, keys, s.d_k, q + i0 * s.d_k, s.d_k, kt, s.m, scores, s.m, false);
    for (std::int64_t r = 0; r < rows; ++r) {
      T* row = scores + r * s.m;
      const std::int64_t seen = visible_keys(causal, i0 + r, 0, keys);
      const T max = row_max(row, seen);
      inverse_sums[r] = T(1) / exp_affine_sum(row, seen, scale, max * scale);
      std::fill(row + seen, row + (weights ? s.m : keys), T(0));
    }
    gemm(rows, s.d_v, keys, scores, s.m, v, s.d_v, out + i0 * s.d_v, s.d_v, false);
    for (std::int64_t r = 0; r < rows; ++r) {
      const T inv = inverse_sums[r];
      scale_row(out + (i0 + r) * s.d_v, s.d_v, inv);
      if (weights) scale_row(scores + r * s.m, keys, inv);
    }
  }
}

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
  T* kt = scratch<T>(static_cast<std::size_t>((s.d_k + query_block) * key_block + 2 * query_block));
  T* tile = kt + s.d_k * key_block;                  // query_block × key_block scores
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
      transpose(k + j0 * s.d_k, cols, s.d_k, s.d_k, kt);
      gemm(rows, cols, s.d_k, q + i0 * s.d_k, s.d_k, kt, cols, tile, cols, false);
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
      gemm(rows, s.d_v, cols, tile, cols, v + j0 * s.d_v, s.d_v, acc, s.d_v, true);
      if (observe) observe({i0, i0 + rows, j0, j0 + cols, running_max, running_sum, acc});
    }
    for (std::int64_t r = 0; r < rows; ++r)
      scale_row(acc + r * s.d_v, s.d_v, T(1) / running_sum[r]);
  }
}

void require_range(std::int64_t value, std::int64_t max, const char* name) {
  limits::require_size(value, max, name);
}

}  // namespace

Path choose_path(const Shape& shape, std::int64_t element_bytes, Path requested) {
  if (requested != Path::automatic) return requested;
  // Compared in double: n·m·bytes overflows nothing, but stays honest for any input.
  const double score_bytes = static_cast<double>(shape.n) * static_cast<double>(shape.m) * element_bytes;
  const bool too_big = score_bytes > static_cast<double>(kScoreBudgetBytes) ||
                       static_cast<double>(shape.n) * static_cast<double>(shape.m) > limits::kMaxScoreCells ||
                       shape.n > limits::kMaxSequence || shape.m > limits::kMaxSequence;
  return too_big ? Path::tiled : Path::materialised;
}

void require_shape(const Shape& s, Path path) {
  if (path == Path::tiled) {
    require_range(s.n, kMaxTiledSequence, "n");
    require_range(s.m, kMaxTiledSequence, "m");
    require_range(s.d_k, kMaxTiledWidth, "dK");
    require_range(s.d_v, kMaxTiledWidth, "dV");
    require_range(s.heads, kMaxHeads, "heads");
    limits::require_cells(s.heads * s.n, std::max(s.d_k, s.d_v), kMaxTiledCells, "heads*n x d");
    limits::require_cells(s.heads * s.m, std::max(s.d_k, s.d_v), kMaxTiledCells, "heads*m x d");
    return;
  }
  require_range(s.n, limits::kMaxSequence, "n");
  require_range(s.m, limits::kMaxSequence, "m");
  require_range(s.d_k, limits::kMaxWidth, "dK");
  require_range(s.d_v, limits::kMaxWidth, "dV");
  require_range(s.heads, kMaxHeads, "heads");
  limits::require_cells(s.n, s.m, limits::kMaxScoreCells, "n x m");
  limits::require_cells(s.heads * s.n, std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "heads*n x d");
  limits::require_cells(s.heads * s.m, std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "heads*m x d");
}

template <class T>
Path attend(const Problem<T>& p, T* output, typename Problem<T>::Scalar* weights, Path requested) {
  const Shape& s = p.shape;
  const Path path = choose_path(s, sizeof(T), requested);
  require_shape(s, path);
  if (weights && path == Path::tiled) {
    throw std::invalid_argument("weights: the tiled path never forms the n x m weights");
  }
  if (weights) limits::require_cells(s.heads * s.n, s.m, limits::kMaxMatrixCells, "heads*n x m weights");
  for (std::int64_t h = 0; h < s.heads; ++h) {
    const T* q = p.q + h * s.n * s.d_k;
    const T* k = p.k + h * s.m * s.d_k;
    const T* v = p.v + h * s.m * s.d_v;
    T* out = output + h * s.n * s.d_v;
    if (path == Path::tiled) {
      attend_head_tiled<T>(s, q, k, v, p.causal, out, kQueryBlock, kKeyBlock, {});
    } else {
      attend_head_materialised<T>(s, q, k, v, p.causal, out, weights ? weights + h * s.n * s.m : nullptr);
    }
  }
  return path;
}

template <class T>
void attend_tiled(const Problem<T>& p, T* output, std::int64_t query_block, std::int64_t key_block,
                  const std::function<void(const TileState<T>&)>& observe) {
  require_shape(p.shape, Path::tiled);
  if (p.shape.heads != 1) throw std::invalid_argument("heads: the step-by-step tiled path takes one head");
  require_range(query_block, kMaxTiledSequence, "queryBlock");
  require_range(key_block, kMaxTiledSequence, "keyBlock");
  attend_head_tiled<T>(p.shape, p.q, p.k, p.v, p.causal, output, query_block, key_block, observe);
}

template <class T>
void exp_inplace(T* x, std::int64_t count) {
  for (std::int64_t j = 0; j < count; j += kLanes<T>) exp_affine_sum(x + j, std::min<std::int64_t>(kLanes<T>, count - j), T(1), T(0));
}

template Path attend<float>(const Problem<float>&, float*, float*, Path);
template Path attend<double>(const Problem<double>&, double*, double*, Path);
template void attend_tiled<float>(const Problem<float>&, float*, std::int64_t, std::int64_t,
                                  const std::function<void(const TileState<float>&)>&);
template void attend_tiled<double>(const Problem<double>&, double*, std::int64_t, std::int64_t,
                                   const std::function<void(const TileState<double>&)>&);
template void exp_inplace<float>(float*, std::int64_t);
template void exp_inplace<double>(double*, std::int64_t);

}  // namespace attention::fast
