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
TEST_CASE("glibc_log equals the host glibc's log on a million inputs") {
  // Native only: here std::log is glibc's own, the function being reproduced.
  // glibc picks its FMA variant (the one numpy gets, and ours) only on CPUs with FMA.
  if (!__builtin_cpu_supports("fma")) return;
  std::uint64_t state = 0x9E3779B97F4A7C15ull;
  int mismatches = 0;
  for (int i = 0; i < 1000000; ++i) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    const double x = from_bits(state & 0x7fefffffffffffffull);
    if (numpy::glibc_log(x) != std::log(x)) ++mismatches;
  }
  CHECK(mismatches == 0);
}
#endif
