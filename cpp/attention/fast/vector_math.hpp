// Vector math of the fast path: exp and the row reductions softmax needs,
// a packet at a time (simd.hpp). No -ffast-math: every reassociation here is
// written out, and sums run in a fixed order so results are reproducible.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "attention/fast/simd.hpp"

namespace attention::fast {

// The one exp of the fast path: 2^y for y ≤ 0, and e^x = 2^(x·log₂e) through
// it. Every exponent softmax needs is ≤ 0 once the row max is subtracted
// (the weights, the online rescale e^(μ − μ′), a fill's e^(fill − max)), so
// there is no upper clamp, and base 2 lets log₂e fold into the scale:
// e^((s − μ)·scale) = 2^((s − μ)·a) with a = scale·log₂e, one subtract and
// one multiply per element. Subtracting before scaling matters: s − μ is
// exact for nearby scores, where s·a − μ·a would round each product at the
// magnitude of s, an error that grows with the logits.
//
// 2^y = 2^n · 2^f with n = round(y), |f| ≤ ½. Adding 1.5·2^p + bias rounds y
// to an integer and leaves n + bias in the low mantissa bits, so 2^n is a
// shift: no float→int conversion, which SIMD128 lacks for 64-bit lanes.
template <class T>
struct Exp2Constants;
template <>
struct Exp2Constants<float> {
  static constexpr float lowest = -126.0f;  // 2^y below FLT_MIN (subnormal or 0): 0
  static constexpr float shifter = 12582912.0f + 127.0f;
  static constexpr int mantissa_bits = 23;
  // 2^f on [−½, ½], degree 6, fitted for relative error: under 1 ulp.
  static constexpr float poly[] = {1.53375775e-4f, 1.33998599e-3f, 9.61851981e-3f, 5.55032901e-2f,
                                   2.40226462e-1f, 6.93147182e-1f, 1.0f};
};
template <>
struct Exp2Constants<double> {
  static constexpr double lowest = -1022.0;  // 2^y below DBL_MIN (subnormal or 0): 0
  static constexpr double shifter = 6755399441055744.0 + 1023.0;
  static constexpr int mantissa_bits = 52;
  // 2^f = e^r with r = f·ln 2, |r| ≤ 0.347: Taylor to r^13 (1/k! for k = 13..2);
  // the truncation, r^14/14! < 5e-18, is below half an ulp.
  static constexpr double poly[] = {1.0 / 6227020800.0, 1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0,
                                    1.0 / 362880.0,     1.0 / 40320.0,     1.0 / 5040.0,      1.0 / 720.0,
                                    1.0 / 120.0,        1.0 / 24.0,        1.0 / 6.0,         1.0 / 2.0};
};

template <class T>
constexpr T kLog2e = T(1.4426950408889634);

// 2^y for y ≤ 0; −∞ gives 0, like every y below `lowest`, where the true
// result is subnormal or 0 (an absolute error under 2^lowest). NaN stays
// NaN: a NaN score must reach the row's sum and the output, where the finite
// check reports it, so the mask clears the lanes below `lowest` rather than
// keeping those at or above it (y ≥ lowest is false for NaN too: that mask
// turned a NaN score into a weight of 0 and a wrong answer). The mask
// applies once, at the end: out-of-range lanes compute garbage first, and
// clearing them is one v128.andnot in wasm.
// (Estrin's scheme for the polynomial, a shorter dependency chain for two
// more operations, measured the same as Horner's in wasm.)
template <class T>
inline typename Simd<T>::V exp2_nonpositive(typename Simd<T>::V y) {
  using V = typename Simd<T>::V;
  using I = typename Simd<T>::I;
  using C = Exp2Constants<T>;
  const I below = opaque_mask(reinterpret_cast<I>(y < C::lowest));
  const V t = y + C::shifter;
  const V f = y - (t - C::shifter);
  V p;
  if constexpr (sizeof(T) == 4) {  // c[0]·f⁶ + … + c[6]
    p = splat<V>(C::poly[0]);
    for (std::size_t i = 1; i < sizeof C::poly / sizeof C::poly[0]; ++i) p = madd(p, f, splat<V>(C::poly[i]));
  } else {  // e^r ≈ 1 + r + r²·P(r)
    const V r = f * T(0.6931471805599453);
    p = splat<V>(C::poly[0]);
    for (std::size_t i = 1; i < sizeof C::poly / sizeof C::poly[0]; ++i) p = madd(p, r, splat<V>(C::poly[i]));
    p = madd(p * r, r, r) + T(1);
  }
  const V two_n = reinterpret_cast<V>(reinterpret_cast<I>(t) << C::mantissa_bits);
  return reinterpret_cast<V>(reinterpret_cast<I>(p * two_n) & ~below);
}

// 2^y for one y ≤ 0, through the same kernel (the online rescale, a fill).
template <class T>
inline T exp2_scalar(T y) {
  return exp2_nonpositive<T>(splat<typename Simd<T>::V>(y))[0];
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

// Softmax's numerators: s[j] = e^((s[j] − max)·scale) for j < count, given
// max ≥ every s[j] (raw scores, not yet scaled); returns Σ s[j].
template <class T>
T softmax_exp_sum(T* s, std::int64_t count, T scale, T max) {
  using V = typename Simd<T>::V;
  const V a = splat<V>(scale * kLog2e<T>), mu = splat<V>(max);
  // The padding is max: e^0, in range.
  return map_sum(s, count, max, [=](V x) { return exp2_nonpositive<T>((x - mu) * a); });
}

// Four running maxima, not one: a single one makes every step wait for the
// previous comparison (its latency, not the throughput, set the pace).
// A NaN score is passed over here (pmax keeps the other operand) and caught
// by the exp that follows: s − max is NaN, and so are its weight, the row's
// sum and output. Scores that can overflow are checked one by one before
// they get here (KeyMask::check_visible).
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

// The largest |x| of `count` values, or NaN if any is NaN or ±∞: one pass
// answers both questions, so a caller needs no finiteness pass of its own.
// |x| is x with its sign bit cleared; x − x is 0 for every finite x and NaN
// otherwise, and a running sum of it stays NaN once it is. (Comparing bit
// patterns as integers would do it too, but SIMD128 has no 64-bit integer
// max: V8 spends five instructions where pmax takes one.)
template <class T>
T largest_magnitude(const T* x, std::int64_t count) {
  using V = typename Simd<T>::V;
  using I = typename Simd<T>::I;
  constexpr int L = kLanes<T>, U = 4;  // four chains of each, as row_max: latency, not throughput, set the pace
  const I magnitude = splat<I>(std::numeric_limits<typename Simd<T>::Bits>::max());  // every bit but the sign
  V best[U] = {}, poison[U] = {};
  std::int64_t j = 0;
  for (; j + U * L <= count; j += U * L) {
    for (int u = 0; u < U; ++u) {
      const V v = load<V>(x + j + u * L);
      best[u] = greater(reinterpret_cast<V>(reinterpret_cast<I>(v) & magnitude), best[u]);
      poison[u] += v - v;
    }
  }
  best[0] = greater(greater(best[0], best[1]), greater(best[2], best[3]));
  poison[0] += (poison[1] + poison[2]) + poison[3];
  T largest = 0, poisoned = 0;
  for (int lane = 0; lane < L; ++lane) {
    largest = std::max(largest, best[0][lane]);
    poisoned += poison[0][lane];
  }
  for (; j < count; ++j) {
    largest = std::max(largest, std::fabs(x[j]));
    poisoned += x[j] - x[j];
  }
  return poisoned == 0 ? largest : std::numeric_limits<T>::quiet_NaN();
}

// The largest |x| of `count` finite values `stride` apart (a column of V).
template <class T>
T largest_magnitude(const T* x, std::int64_t count, std::int64_t stride) {
  T largest = 0;
  for (std::int64_t j = 0; j < count; ++j) largest = std::max(largest, std::fabs(x[j * stride]));
  return largest;
}

template <class T>
void scale_row(T* x, std::int64_t count, T factor) {
  for (std::int64_t j = 0; j < count; ++j) x[j] *= factor;  // auto-vectorised
}

}  // namespace attention::fast
