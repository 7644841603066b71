// Vector math of the fast path: exp and the row reductions softmax needs,
// a packet at a time (simd.hpp). No -ffast-math: every reassociation here is
// written out, and sums run in a fixed order so results are reproducible.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>

#include "attention/fast/simd.hpp"

namespace attention::fast {

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

}  // namespace attention::fast
