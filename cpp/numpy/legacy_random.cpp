#include "numpy/legacy_random.hpp"

#include <cmath>
#include <cstdio>
#include <string>

#include "attention/error.hpp"
#include "numpy/glibc_log.hpp"

namespace numpy {

std::uint32_t checked_seed(double seed) {
  // numpy says "Seed must be between 0 and 2**32 - 1"; we add the value.
  using attention::ErrorCode;
  const bool integer = std::isfinite(seed) && seed == std::floor(seed);
  if (!integer || seed < 0.0 || seed > static_cast<double>(kMaxSeed)) {
    const std::string got = integer ? attention::integer_text(seed) : attention::js_number(seed);
    throw attention::InputError(std::isnan(seed) ? ErrorCode::not_finite : ErrorCode::range, "seed",
                                "must be an integer between 0 and 2**32 - 1, as numpy requires, got " + got,
                                {{"min", 0.0}, {"max", static_cast<double>(kMaxSeed)},
                                 {"got", attention::number_param(seed)}});
  }
  return static_cast<std::uint32_t>(seed);
}

RandomState::RandomState(double seed) { this->seed(seed); }

void RandomState::seed(double seed) {
  // Knuth's init_genrand, as numpy's mt19937_seed for an integer seed.
  std::uint32_t s = checked_seed(seed);
  for (int i = 0; i < kStateLength; ++i) {
    key_[i] = s;
    s = 1812433253u * (s ^ (s >> 30)) + static_cast<std::uint32_t>(i + 1);
  }
  pos_ = kStateLength;
  has_gauss_ = false;
  cached_gauss_ = 0.0;
}

void RandomState::reload() {
  constexpr int kShift = 397;
  constexpr std::uint32_t kMatrixA = 0x9908b0dfu, kUpper = 0x80000000u, kLower = 0x7fffffffu;
  auto twist = [&](int i, int next, int far) {
    std::uint32_t y = (key_[i] & kUpper) | (key_[next] & kLower);
    key_[i] = key_[far] ^ (y >> 1) ^ ((y & 1u) ? kMatrixA : 0u);
  };
  int i = 0;
  for (; i < kStateLength - kShift; ++i) twist(i, i + 1, i + kShift);
  for (; i < kStateLength - 1; ++i) twist(i, i + 1, i + kShift - kStateLength);
  twist(kStateLength - 1, 0, kShift - 1);
  pos_ = 0;
}

std::uint32_t RandomState::next_uint32() {
  if (pos_ == kStateLength) reload();
  std::uint32_t y = key_[pos_++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

double RandomState::random_sample() {
  // 27 + 26 bits: the high word's top 27 bits then the low word's top 26.
  const std::int32_t a = static_cast<std::int32_t>(next_uint32() >> 5);
  const std::int32_t b = static_cast<std::int32_t>(next_uint32() >> 6);
  return (a * 67108864.0 + b) / 9007199254740992.0;
}

double RandomState::gauss() {
  if (has_gauss_) {
    has_gauss_ = false;
    return cached_gauss_;
  }
  double x1, x2, r2;
  do {
    x1 = 2.0 * random_sample() - 1.0;
    x2 = 2.0 * random_sample() - 1.0;
    r2 = x1 * x1 + x2 * x2;
  } while (r2 >= 1.0 || r2 == 0.0);
  // numpy calls the C library's log; glibc_log reproduces glibc's result on
  // every platform (WebAssembly's musl log can differ in the last bit).
  const double f = std::sqrt(-2.0 * glibc_log(r2) / r2);
  cached_gauss_ = f * x1;
  has_gauss_ = true;
  return f * x2;
}

std::vector<double> RandomState::randn(std::size_t rows, std::size_t cols) {
  std::vector<double> out(rows * cols);
  for (double& v : out) v = gauss();
  return out;
}

std::vector<double> RandomState::rand(std::size_t rows, std::size_t cols) {
  std::vector<double> out(rows * cols);
  for (double& v : out) v = random_sample();
  return out;
}

}  // namespace numpy
