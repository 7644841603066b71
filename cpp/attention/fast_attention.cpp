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

#ifdef __wasm_simd128__
#include <wasm_simd128.h>  // clang's header (not Emscripten's): pmin/pmax only
#endif

namespace attention::fast {
namespace {

// Hot loops that V8 compiles better alone: in one large function its
// register allocator spills their vectors to the stack (see gemm below).
// Binaryen may still inline small ones at link time.
#ifdef __wasm_simd128__
#define OWN_FUNCTION __attribute__((noinline))
#else
#define OWN_FUNCTION
#endif

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
// x − (+0.0), not x + 0.0: the subtraction is exact for every x (−0.0 too),
// so compilers drop it and keep a bare broadcast; the addition must stay
// (−0.0 + 0.0 is +0.0) and costs an add and a shuffle per broadcast in wasm.
template <class V, class T>
inline V splat(T x) {
  return x - V{};
}
template <class I, class V>
inline V select(I mask, V yes, V no) {
  return reinterpret_cast<V>((reinterpret_cast<I>(yes) & mask) | (reinterpret_cast<I>(no) & ~mask));
}

// A comparison's lane mask, hidden from the optimiser. Given x & (a >= b),
// LLVM writes select(a >= b, x, 0), which wasm spells v128.bitselect and V8
// expands to three instructions; a plain v128.and is one.
template <class I>
inline I opaque_mask(I mask) {
#ifdef __wasm_simd128__
  __asm__("" : "+r"(mask));
#endif
  return mask;
}

// x < y ? x : y and x > y ? x : y lane by lane (y when either is NaN). In
// wasm these are f32x4.pmin/pmax, one instruction each; a generic select
// becomes a bitselect, which V8 expands to three.
template <class V>
inline V lesser(V x, V y) {
#ifdef __wasm_simd128__
  if constexpr (sizeof(x[0]) == 4) return reinterpret_cast<V>(wasm_f32x4_pmin(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
  else return reinterpret_cast<V>(wasm_f64x2_pmin(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
#else
  using I = decltype(x < y);
  return select(reinterpret_cast<I>(x < y), x, y);
#endif
}
template <class V>
inline V greater(V x, V y) {
#ifdef __wasm_simd128__
  if constexpr (sizeof(x[0]) == 4) return reinterpret_cast<V>(wasm_f32x4_pmax(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
  else return reinterpret_cast<V>(wasm_f64x2_pmax(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
#else
  using I = decltype(x > y);
  return select(reinterpret_cast<I>(x > y), x, y);
#endif
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
  const I in_range = opaque_mask(reinterpret_cast<I>(x >= C::lowest));  // also false for NaN
  x = lesser(x, splat<V>(C::highest));
  x = reinterpret_cast<V>(reinterpret_cast<I>(x) & in_range);  // out of range: +0.0
  const V t = x * T(1.4426950408889634) + C::shifter;
  const V n = t - C::shifter;
  const V r = x - n * C::ln2_hi - n * C::ln2_lo;
  V p = splat<V>(C::poly[0]);
  for (std::size_t i = 1; i < sizeof C::poly / sizeof C::poly[0]; ++i) p = p * r + C::poly[i];
  const V e_r = p * r * r + r + T(1);
  const V two_n = reinterpret_cast<V>(reinterpret_cast<I>(t) << C::mantissa_bits);
  return reinterpret_cast<V>(reinterpret_cast<I>(e_r * two_n) & in_range);
}

// s[j] = f(s[j]) a vector at a time for j < count; returns Σ s[j], summed
// in one vector of partial sums (a fixed order: results are reproducible).
// The tail goes through a vector padded with `pad` (a value f takes without
// trouble), whose extra lanes are left out of the sum.
template <class T, class F>
inline T map_sum(T* s, std::int64_t count, T pad, F f) {
  using V = typename Simd<T>::V;
  constexpr int L = kLanes<T>;
  V sums{};
  std::int64_t j = 0;
  for (; j + L <= count; j += L) {
    const V e = f(load<V>(s + j));
    store(s + j, e);
    sums += e;
  }
  if (j < count) {
    T lanes[L];
    std::fill(lanes, lanes + L, pad);
    std::memcpy(lanes, s + j, sizeof(T) * static_cast<std::size_t>(count - j));
    const V e = f(load<V>(lanes));
    store(lanes, e);
    std::memcpy(s + j, lanes, sizeof(T) * static_cast<std::size_t>(count - j));
    for (std::int64_t t = 0; t < count - j; ++t) sums[t] += lanes[t];
  }
  T total = 0;
  for (int lane = 0; lane < L; ++lane) total += sums[lane];
  return total;
}

// s[j] = exp(s[j]·scale − shift) for j < count; returns Σ s[j].
template <class T>
T exp_affine_sum(T* s, std::int64_t count, T scale, T shift) {
  using V = typename Simd<T>::V;
  return map_sum(s, count, T(0), [=](V x) { return exp_vector<T>(x * scale - shift); });
}

// Softmax's exp. After the row max is subtracted no argument is positive, so
// this skips exp_vector's upper clamp and works in base 2: the scale, log₂e
// and the max fold into one multiply-add, y = s·a − b ≤ 0, and e^x = 2^y =
// 2^n · 2^f with n = round(y), |f| ≤ ½. Rounding y costs about as much
// accuracy as rounding x = (s − max)·scale already does. Fewer operations
// per element matter in wasm, where this loop runs at the vector units' rate.
template <class T>
struct Exp2Constants;
template <>
struct Exp2Constants<float> {
  static constexpr float lowest = -126.0f;  // 2^y below FLT_MIN: 0
  // 2^f on [−½, ½], degree 6, fitted for relative error: under 1 ulp.
  static constexpr float poly[] = {1.53375775e-4f, 1.33998599e-3f, 9.61851981e-3f, 5.55032901e-2f,
                                   2.40226462e-1f, 6.93147182e-1f, 1.0f};
};
template <>
struct Exp2Constants<double> {
  static constexpr double lowest = -1022.0;  // 2^y below DBL_MIN: 0
};

// 2^y for y ≤ 0 (NaN and −∞ give 0, like everything below `lowest`). The
// mask applies once, at the end: out-of-range lanes compute garbage first.
// (Estrin's scheme for the polynomial, a shorter dependency chain for two
// more operations, measured the same as Horner's in wasm.)
template <class T>
inline typename Simd<T>::V exp2_nonpositive(typename Simd<T>::V y) {
  using V = typename Simd<T>::V;
  using I = typename Simd<T>::I;
  using C = ExpConstants<T>;
  const I in_range = opaque_mask(reinterpret_cast<I>(y >= Exp2Constants<T>::lowest));
  const V t = y + C::shifter;
  const V f = y - (t - C::shifter);
  V p;
  if constexpr (sizeof(T) == 4) {
    constexpr auto& c = Exp2Constants<float>::poly;  // c[0]·f⁶ + … + c[6]
    p = splat<V>(c[0]);
    for (std::size_t i = 1; i < sizeof c / sizeof c[0]; ++i) p = p * f + c[i];
  } else {  // double: e^r with r = f·ln 2 and exp_vector's series
    const V r = f * T(0.6931471805599453);
    p = splat<V>(C::poly[0]);
    for (std::size_t i = 1; i < sizeof C::poly / sizeof C::poly[0]; ++i) p = p * r + C::poly[i];
    p = p * r * r + r + T(1);
  }
  const V two_n = reinterpret_cast<V>(reinterpret_cast<I>(t) << C::mantissa_bits);
  return reinterpret_cast<V>(reinterpret_cast<I>(p * two_n) & in_range);
}

// s[j] = e^((s[j] − max)·scale) for j < count, given max ≥ every s[j];
// returns Σ s[j], summed in map_sum's fixed order.
template <class T>
T softmax_exp_sum(T* s, std::int64_t count, T scale, T max) {
  using V = typename Simd<T>::V;
  const T a = scale * T(1.4426950408889634);
  const T b = max * a;  // fl(s·a) ≤ fl(max·a) for s ≤ max, so y ≤ 0
  const V as = splat<V>(a), bs = splat<V>(b);
  // The padding is max: e^0, in range.
  return map_sum(s, count, max, [=](V x) { return exp2_nonpositive<T>(x * as - bs); });
}

// Four running maxima, not one: a single one makes every step wait for the
// previous comparison (its latency, not the throughput, set the pace).
template <class T>
T row_max(const T* s, std::int64_t count) {
  using V = typename Simd<T>::V;
  constexpr int L = kLanes<T>;
  V best[4];
  for (V& b : best) b = splat<V>(-std::numeric_limits<T>::infinity());
  std::int64_t j = 0;
  for (; j + 4 * L <= count; j += 4 * L)
    for (int u = 0; u < 4; ++u) best[u] = greater(load<V>(s + j + u * L), best[u]);
  for (; j + L <= count; j += L) best[0] = greater(load<V>(s + j), best[0]);
  best[0] = greater(greater(best[0], best[1]), greater(best[2], best[3]));
  T result = -std::numeric_limits<T>::infinity();
  for (int lane = 0; lane < L; ++lane) result = std::max(result, best[0][lane]);
  for (; j < count; ++j) result = std::max(result, s[j]);
  return result;
}

template <class T>
void scale_row(T* x, std::int64_t count, T factor) {
  for (std::int64_t j = 0; j < count; ++j) x[j] *= factor;  // auto-vectorised
}

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

// Packs B given row-major, depth × cols (stride ld): V for P·V.
template <class T>
void pack_rows(const T* b, std::int64_t depth, std::int64_t cols, std::int64_t ld, T* packed) {
  constexpr std::int64_t w = kPanelWidth<T>;
  for (std::int64_t j0 = 0; j0 < cols; j0 += w) {
    T* panel = packed + j0 * depth;
    const std::int64_t width = std::min(w, cols - j0);
    for (std::int64_t p = 0; p < depth; ++p) {
      std::memcpy(panel + p * w, b + p * ld + j0, sizeof(T) * static_cast<std::size_t>(width));
      std::fill(panel + p * w + width, panel + (p + 1) * w, T(0));
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
// a function of its own keeps them in registers: 10.6 → 9.7 ms at n = 1024.
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
      for (int v = 0; v < NV; ++v) acc[r][v] += bv[v] * av;
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
OWN_FUNCTION void gemm(std::int64_t rows, std::int64_t cols, std::int64_t depth, const T* a, std::int64_t lda, const T* packed,
          std::int64_t packed_depth, T* c, std::int64_t ldc, bool accumulate) {
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

// Keys row i may see, of the `count` starting at key `first`.
inline std::int64_t visible_keys(bool causal, std::int64_t i, std::int64_t first, std::int64_t count) {
  if (!causal) return count;
  return std::clamp<std::int64_t>(i + 1 - first, 0, count);
}

constexpr std::int64_t kStripRows = 16;

// Grow-only scratch, one per element type: at n = 4 three allocations a call
// cost as much as the arithmetic. Holds packed K and V, about (d_k + d_v + 16)·m elements, plus
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
  const std::int64_t kt_size = packed_size<T>(s.d_k, s.m), v_size = packed_size<T>(s.m, s.d_v);
  T* kt = scratch<T>(static_cast<std::size_t>(kt_size + v_size + kStripRows * s.m + kStripRows));
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
