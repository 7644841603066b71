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

double poly(int i) { return as_double(data::kPoly[i]); }
double near_one(int i) { return as_double(data::kPolyNearOne[i]); }

// |x - 1| small: log(1 + r) evaluated with r split in halves so r^2/2 is exact.
double log_near_one(double x) {
  if (x == 1.0) return 0.0;
  const double r = x - 1.0;
  const double r2 = r * r;
  const double r3 = r * r2;
  const double p_low = std::fma(r2, near_one(3), std::fma(r, near_one(2), near_one(1)));
  const double p_mid = std::fma(r2, near_one(6), std::fma(r, near_one(5), near_one(4)));
  const double p_high = std::fma(r3, near_one(10),
                                 std::fma(r2, near_one(9), std::fma(r, near_one(8), near_one(7))));
  const double p = std::fma(std::fma(p_high, r3, p_mid), r3, p_low);
  const double w = r * 0x1p27;
  const double rhi = r + w - w;
  const double rlo = r - rhi;
  const double hi = std::fma(rhi * rhi, near_one(0), r);
  double lo = std::fma(rhi * rhi, near_one(0), r - hi);
  lo = std::fma(near_one(0) * rlo, rhi + r, lo);
  return std::fma(p, r3, lo) + hi;
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

  const double r = std::fma(z, invc, -1.0);
  const double w = std::fma(k, as_double(data::kLn2Hi), logc);
  const double hi = r + w;
  const double lo = std::fma(k, as_double(data::kLn2Lo), w - hi + r);
  const double r2 = r * r;
  const double p = std::fma(std::fma(r, poly(4), poly(3)), r2, std::fma(r, poly(2), poly(1)));
  return std::fma(r * r2, p, std::fma(r2, poly(0), lo)) + hi;
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
