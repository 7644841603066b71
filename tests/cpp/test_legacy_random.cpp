// numpy's legacy generator. Expected values were printed by numpy 1.24
// (`repr` is exact for doubles); the parity tests compare many more seeds live.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "numpy/glibc_log.hpp"
#include "numpy/legacy_random.hpp"

namespace {

double from_bits(std::uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

}  // namespace

TEST_CASE("randn matches np.random.seed(42); np.random.randn(2, 3)") {
  numpy::RandomState rng(42);
  const std::vector<double> v = rng.randn(2, 3);
  const double expected[] = {0.4967141530112327, -0.13826430117118466, 0.6476885381006925,
                             1.5230298564080254, -0.23415337472333597, -0.23413695694918055};
  for (int i = 0; i < 6; ++i) CHECK(v[static_cast<std::size_t>(i)] == expected[i]);
}

TEST_CASE("rand matches np.random.seed(0); np.random.rand(1, 3)") {
  numpy::RandomState rng(0);
  const std::vector<double> v = rng.rand(1, 3);
  CHECK(v[0] == 0.5488135039273248);
  CHECK(v[1] == 0.7151893663724195);
  CHECK(v[2] == 0.6027633760716439);
}

TEST_CASE("the largest seed numpy accepts works") {
  numpy::RandomState rng(4294967295.0);
  const std::vector<double> v = rng.randn(1, 3);
  CHECK(v[0] == 0.6484086742306527);
  CHECK(v[1] == 0.6693235306338161);
  CHECK(v[2] == -1.0805437227474493);
}

TEST_CASE("the cached second Gaussian carries over between randn calls") {
  numpy::RandomState rng(7);
  CHECK(rng.randn(1, 1)[0] == 1.690525703800356);
  CHECK(rng.randn(1, 1)[0] == -0.4659373705408328);
}

TEST_CASE("reseeding restarts the stream and drops the cached Gaussian") {
  numpy::RandomState rng(7);
  rng.gauss();
  rng.seed(7);
  CHECK(rng.gauss() == 1.690525703800356);
}

TEST_CASE("seeds outside numpy's range are rejected with a message naming the seed") {
  for (double bad : {-1.0, 4294967296.0, 1.5, std::nan(""), double{INFINITY}}) {
    CAPTURE(bad);
    CHECK_THROWS_WITH_AS(numpy::RandomState{bad}, doctest::Contains("seed: must be an integer between 0 and 2**32 - 1"),
                         std::invalid_argument);
  }
}

TEST_CASE("glibc_log gives glibc's bits where musl's log differs") {
  // Inputs where WebAssembly's musl log() and Debian's glibc log() disagree
  // in the last bit, with glibc's answer. A build using std::log under wasm
  // fails this case.
  const std::pair<double, std::uint64_t> cases[] = {
      {0x1.82ef9d8fedb6dp-1, 0xbfd1ec971d970428ull}, {0x1.665242d3fafe7p-1, 0xbfd6d75be209ecebull},
      {0x1.e58a16fbbd567p-1, 0xbfab2b39bf4e8e9full}, {0x1.728466eb06f80p-1, 0xbfd4b2fdce7fc454ull},
      {0x1.e12f6fe7eae21p-1, 0xbfafc7ecfd2faca7ull}, {0x1.946351e3f447cp-3, 0xbff9f4b66360af78ull},
  };
  for (const auto& c : cases) {
    CAPTURE(c.first);
    CHECK(numpy::glibc_log(c.first) == from_bits(c.second));
  }
}

TEST_CASE("glibc_log special values") {
  CHECK(numpy::glibc_log(1.0) == 0.0);
  CHECK(numpy::glibc_log(0.0) == -INFINITY);
  CHECK(std::isnan(numpy::glibc_log(-1.0)));
  CHECK(numpy::glibc_log(INFINITY) == INFINITY);
  CHECK(numpy::glibc_log(0x1p-1074) == doctest::Approx(-744.4400719213812));
  CHECK(numpy::glibc_log(2.718281828459045) == doctest::Approx(1.0).epsilon(1e-15));
}

#if !defined(__EMSCRIPTEN__)
TEST_CASE("glibc_log equals the host glibc's log across every exponent and where randn calls it") {
  // Native only: here std::log is glibc's own, the function being reproduced.
  // glibc picks its FMA variant (the one numpy gets, and ours) only on CPUs
  // with FMA; elsewhere the comparison means nothing, and numpy's randn on
  // that machine will not match ours bit for bit either.
  if (!__builtin_cpu_supports("fma")) {
    MESSAGE("WARNING: this CPU has no FMA, so glibc's log here is its non-FMA variant: the comparison "
            "with glibc_log is skipped, and numpy's randn on this machine may differ from ours in the last bit");
    return;
  }
  std::uint64_t state = 0x9E3779B97F4A7C15ull;
  auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  constexpr std::uint64_t kMantissa = (std::uint64_t{1} << 52) - 1;
  // Exponent fields drawn from [low, high]: every finite positive double, then
  // the ranges randn's r² = x² + y² falls in ([0.25, 0.5) and [0.5, 1): numpy
  // takes log(r²)), then [1, 2) around log_near_one's interval.
  struct Range {
    const char* name;
    std::uint64_t low, high;
  };
  const Range ranges[] = {{"every finite positive double", 0, 2046}, {"[0.25, 0.5)", 0x3fd, 0x3fd},
                          {"[0.5, 1)", 0x3fe, 0x3fe}, {"[1, 2)", 0x3ff, 0x3ff}};
  for (const Range& range : ranges) {
    CAPTURE(range.name);
    int mismatches = 0;
    double first = 0.0;
    for (int i = 0; i < 400000; ++i) {
      const std::uint64_t exponent = range.low + next() % (range.high - range.low + 1);
      const double x = from_bits((exponent << 52) | (next() & kMantissa));
      if (numpy::glibc_log(x) != std::log(x) && mismatches++ == 0) first = x;
    }
    CAPTURE(first);
    CHECK(mismatches == 0);
  }
}
#endif
