#include "numpy/glibc_log.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "numpy/glibc_log_data.hpp"

namespace numpy {
namespace {

namespace data = glibc_log_data;

double as_double(std::uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

std::uint64_t as_bits(double d) {
  std::uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  return bits;
}

#if defined(__wasm__)
// WebAssembly has no fused multiply-add, and musl's software std::fma costs
// ~16 ns, which made log (8 fmas) 20x slower than musl's own log. This is
// the fma emulation of Boldo & Melquiond ("Emulation of FMA and correctly
// rounded sums: proved algorithms using rounding to odd", IEEE TC 2008):
// the exact product and sum as double-doubles, their low parts added with
// rounding to odd, then one rounding to nearest. It is exact (bit-identical
// to a true fma) when nothing overflows or underflows, which holds for every
// operand log() produces from a normal input.

// a·b = high + low exactly (Dekker's product with Veltkamp's split).
void two_product(double a, double b, double& high, double& low) {
  constexpr double kSplit = 134217729.0;  // 2^27 + 1
  const double ta = kSplit * a, tb = kSplit * b;
  const double a_hi = ta - (ta - a), a_lo = a - a_hi;
  const double b_hi = tb - (tb - b), b_lo = b - b_hi;
  high = a * b;
  low = ((a_hi * b_hi - high) + a_hi * b_lo + a_lo * b_hi) + a_lo * b_lo;
}

// a + b = sum + error exactly (Knuth's TwoSum).
void two_sum(double a, double b, double& sum, double& error) {
  sum = a + b;
  const double b_virtual = sum - a;
  error = (a - (sum - b_virtual)) + (b - b_virtual);
}

// a + b rounded to odd: if the nearest result is inexact and even, step one
// ulp towards the exact value, so that no information is lost to a tie.
double add_round_to_odd(double a, double b) {
  double sum, error;
  two_sum(a, b, sum, error);
  std::uint64_t bits = as_bits(sum);
  if (error != 0.0 && (bits & 1u) == 0) bits += ((error > 0) == (sum > 0)) ? 1 : -1;
  return as_double(bits);
}

double fused_multiply_add(double a, double b, double c) {
  double product_hi, product_lo, sum_hi, sum_lo;
  two_product(a, b, product_hi, product_lo);
  two_sum(c, product_hi, sum_hi, sum_lo);
  return sum_hi + add_round_to_odd(sum_lo, product_lo);
}
// a·b − 1 for a·b within [0.5, 2]: the rounded product minus 1 is exact
// there (Sterbenz), so adding the product's error rounds once, like fma.
double product_minus_one(double a, double b) {
  double product, error;
  two_product(a, b, product, error);
  return (product - 1.0) + error;
}
#else
// Native builds compile with -march=native, where these are one instruction.
double fused_multiply_add(double a, double b, double c) { return std::fma(a, b, c); }
double product_minus_one(double a, double b) { return std::fma(a, b, -1.0); }
#endif

double poly(int i) { return as_double(data::kPoly[i]); }
double near_one(int i) { return as_double(data::kPolyNearOne[i]); }

// |x - 1| small: log(1 + r) evaluated with r split in halves so r^2/2 is exact.
double log_near_one(double x) {
  if (x == 1.0) return 0.0;
  const double r = x - 1.0;
  const double r2 = r * r;
  const double r3 = r * r2;
  const double p_low = fused_multiply_add(r2, near_one(3), fused_multiply_add(r, near_one(2), near_one(1)));
  const double p_mid = fused_multiply_add(r2, near_one(6), fused_multiply_add(r, near_one(5), near_one(4)));
  const double p_high = fused_multiply_add(r3, near_one(10),
                                 fused_multiply_add(r2, near_one(9), fused_multiply_add(r, near_one(8), near_one(7))));
  const double p = fused_multiply_add(fused_multiply_add(p_high, r3, p_mid), r3, p_low);
  const double w = r * 0x1p27;
  const double rhi = r + w - w;
  const double rlo = r - rhi;
  // rhi has at most 26 significant bits, so rhi²·(−0.5) is exact and a
  // plain add rounds once, exactly as glibc's fma does.
  const double half_rhi_squared = rhi * rhi * near_one(0);
  const double hi = half_rhi_squared + r;
  double lo = half_rhi_squared + (r - hi);
  lo = fused_multiply_add(near_one(0) * rlo, rhi + r, lo);
  return fused_multiply_add(p, r3, lo) + hi;
}

// x = 2^k z with z near a table point c: log(x) = k ln2 + log(c) + log1p(z/c - 1).
double log_from_table(std::uint64_t ix) {
  constexpr std::uint64_t kOff = 0x3fe6000000000000ull;
  const std::uint64_t tmp = ix - kOff;
  const int i = static_cast<int>((tmp >> 45) % 128);
  const double k = static_cast<double>(static_cast<std::int64_t>(tmp) >> 52);
  const double z = as_double(ix - (tmp & (0xfffull << 52)));
  const double invc = as_double(data::kTable[i][0]);
  const double logc = as_double(data::kTable[i][1]);

  const double r = product_minus_one(z, invc);  // |r| < 1/256
  // kLn2Hi has 11 trailing zero bits and |k| < 2^11: k·kLn2Hi is exact, so
  // the plain sum is glibc's fma.
  const double w = k * as_double(data::kLn2Hi) + logc;
  const double hi = r + w;
  const double lo = fused_multiply_add(k, as_double(data::kLn2Lo), w - hi + r);
  const double r2 = r * r;
  const double p = fused_multiply_add(fused_multiply_add(r, poly(4), poly(3)), r2, fused_multiply_add(r, poly(2), poly(1)));
  return fused_multiply_add(r * r2, p, fused_multiply_add(r2, poly(0), lo)) + hi;
}

}  // namespace

double glibc_log(double x) {
  std::uint64_t ix = as_bits(x);
  constexpr std::uint64_t kLow = 0x3fee000000000000ull;  // 1 - 2^-5
  constexpr std::uint64_t kHigh = 0x3ff1090000000000ull;  // 1 + 0x1.09p-4
  if (ix - kLow < kHigh - kLow) return log_near_one(x);

  const std::uint32_t top = static_cast<std::uint32_t>(ix >> 48);
  if (top - 0x0010u >= 0x7ff0u - 0x0010u) {
    if (ix * 2 == 0) return -std::numeric_limits<double>::infinity();
    if (ix == as_bits(std::numeric_limits<double>::infinity())) return x;
    if ((top & 0x8000u) || (top & 0x7ff0u) == 0x7ff0u) return std::numeric_limits<double>::quiet_NaN();
    // Subnormal: scale into the normal range and correct the exponent.
    ix = as_bits(x * 0x1p52) - (52ull << 52);
  }
  return log_from_table(ix);
}

}  // namespace numpy
