// Issue 25: the fast path refuses exactly what the reference refuses, with
// the same error, and answers everything else. Each case was reproduced
// through the shipped module before its fix (tests/js/fast_attention.test.mjs
// repeats them there); tests/fuzz/fuzz_fast_differential.cpp holds the two
// paths together on random requests.
#include <doctest/doctest.h>

#include <cfloat>
#include <cmath>
#include <vector>

#include "attention/attention.hpp"
#include "attention/fast_attention.hpp"
#include "caught.hpp"

namespace fast = attention::fast;
using attention::MatrixD;
using attention::MatrixF;

namespace {

constexpr fast::Path kPaths[] = {fast::Path::materialised, fast::Path::tiled};

template <class T>
fast::Problem<T> problem_of(const attention::Matrix<T>& q, const attention::Matrix<T>& k,
                            const attention::Matrix<T>& v, const attention::Mask& mask = {}) {
  return {{q.rows(), k.rows(), q.cols(), v.cols(), 1}, q.data(), k.data(), v.data(), mask};
}

// What each side does with one request: the answer's first value, or the refusal.
template <class T>
Caught reference_refusal(const attention::Matrix<T>& q, const attention::Matrix<T>& k, const attention::Matrix<T>& v,
                         const attention::Mask& mask = {}) {
  return caught([&] { attention::attend(q, k, v, mask); });
}
template <class T>
Caught fast_refusal(const fast::Problem<T>& problem, fast::Path path) {
  attention::Matrix<T> out(problem.shape.n, problem.shape.d_v);
  return caught([&] { fast::attend(problem, out.data(), nullptr, path); });
}

double largest_relative_error(const MatrixD& a, const MatrixD& b) {
  return ((a - b).cwiseAbs().array() / b.cwiseAbs().array().max(1.0)).maxCoeff();
}

}  // namespace

TEST_CASE("issue 25: a NaN score (+inf and -inf products in one dot product) is refused as the reference refuses it") {
  // Q·Kᵀ's first cell is 1e39 − 1e39 in float32: +∞ + −∞ = NaN. The exp
  // kernel's range mask (y >= lowest) made that weight 0: the fast path
  // answered 20 (all weight on key 1), the true answer being 15.
  MatrixF q(1, 2), k(2, 2), v(2, 1);
  q << 1e20f, 1e20f;
  k << 1e19f, -1e19f, 1, -1;
  v << 10, 20;
  const Caught expected = reference_refusal(q, k, v);
  REQUIRE(expected.code == "overflow");
  CHECK(expected.what == "Q: Q·Kᵀ overflows float32 at row 0, column 0: the entries of Q are too large");
  for (fast::Path path : kPaths) {
    CAPTURE(static_cast<int>(path));
    const Caught got = fast_refusal(problem_of(q, k, v), path);
    CHECK(got.what == expected.what);
    CHECK((got.code == expected.code && got.argument == expected.argument && got.params == expected.params));
  }
}

TEST_CASE("issue 25: a score that overflows to -inf is refused too, not given a weight of 0") {
  MatrixF q(1, 1), k(2, 1), v(2, 1);
  q << 1e20f;
  k << -1e20f, 1;
  v << 10, 20;
  const Caught expected = reference_refusal(q, k, v);
  REQUIRE(expected.code == "overflow");
  for (fast::Path path : kPaths) {
    const Caught got = fast_refusal(problem_of(q, k, v), path);
    CHECK((got.what == expected.what && got.params == expected.params));
  }
}

TEST_CASE("issue 25: the cell refused is the reference's, the first in row-major order, whatever block finds one") {
  // 70 queries × 300 keys in float64: overflowing scores at (5, 200) and
  // (10, 3). The tiled kernel meets (10, 3) first (its first tile is rows
  // 0–63 × keys 0–127); the reference's rule names (5, 200).
  MatrixD q = MatrixD::Constant(70, 2, 0.5), k = MatrixD::Constant(300, 2, 0.25), v = MatrixD::Ones(300, 1);
  q.row(5) << 1e200, 0;
  k.row(200) << 1e200, 0;
  q.row(10) << 0, -1e300;
  k.row(3) << 0, 1e300;
  const Caught expected = reference_refusal(q, k, v);
  REQUIRE(expected.param("row") == "5");
  REQUIRE(expected.param("column") == "200");
  for (fast::Path path : kPaths) {
    const Caught got = fast_refusal(problem_of(q, k, v), path);
    CHECK((got.what == expected.what && got.params == expected.params));
  }
  MatrixD out(70, 1);
  const Caught small_blocks = caught([&] { fast::attend_tiled(problem_of(q, k, v), out.data(), 3, 7); });
  CHECK((small_blocks.what == expected.what && small_blocks.params == expected.params));
}

TEST_CASE("issue 25: a hidden cell is never refused, on either path") {
  // Causal: cell (0, 1) is 1e20 · 1e20 = +∞ in float32, and hidden. The
  // reference refused it (its product check ran over every cell); the fast
  // path skipped it. Neither refuses it now, and they agree.
  MatrixF q(2, 1), k(2, 1), v(2, 1);
  q << 1e20f, 1e-3f;
  k << 1e-3f, 1e20f;
  v << 1, 2;
  const attention::Mask causal{true, {}, attention::kMaskedScore};
  const MatrixD expected = attention::attend(q, k, v, causal).output.cast<double>();
  CHECK(expected(0, 0) == 1.0);
  for (fast::Path path : kPaths) {
    MatrixF out(2, 1);
    fast::attend(problem_of(q, k, v, causal), out.data(), nullptr, path);
    CHECK(largest_relative_error(out.cast<double>(), expected) < 2e-5);
  }
  // A padded key whose every score overflows (and one NaN), with a finite fill too.
  for (double fill : {attention::kMaskedScore, -1e9, 0.0}) {
    MatrixD q2(2, 2), k2(3, 2), v2(3, 1);
    q2 << 1e200, 1e200, 1, 1;
    k2 << 1e-200, 1e-200, 1e200, -1e200, 2e-200, 1e-200;
    v2 << 1, 100, 3;
    const attention::Mask padded{false, {false, true, false}, fill};
    const auto reference = attention::attend(q2, k2, v2, padded);
    CHECK(std::isnan(reference.raw_scores(0, 1)));  // computed as numpy would, never refused
    for (fast::Path path : kPaths) {
      MatrixD out(2, 1);
      fast::attend(problem_of(q2, k2, v2, padded), out.data(), nullptr, path);
      CHECK(largest_relative_error(out, reference.output) < 1e-12);
    }
  }
}

TEST_CASE("issue 25: float32 P·V is not bounded by m·max|V|: 4,096 equal scores and V = 1e35") {
  // The unnormalised Σ e^(s − μ)·v is 4096 · 1e35 = 4.1e38, past float32's
  // 3.4e38, though the answer (1e35) is not: the fast path refused, the
  // reference answered. V's columns are now scaled by a power of two. Both
  // sum 4,096 equal terms in float32, whose rounding adds up (at most
  // m·ε/2 = 2.4e-4 relative): each is held to that against the float64 answer.
  const MatrixF q = MatrixF::Zero(1, 1), k = MatrixF::Zero(4096, 1), v = MatrixF::Constant(4096, 2, 1e35f);
  const double summation = 4096 * FLT_EPSILON / 2;
  auto check_against_float64 = [&](const attention::Mask& mask) {
    const MatrixD exact = attention::attend<double>(q.cast<double>(), k.cast<double>(), v.cast<double>(), mask).output;
    const MatrixD reference = attention::attend(q, k, v, mask).output.cast<double>();
    CHECK(largest_relative_error(reference, exact) < summation);
    for (fast::Path path : kPaths) {
      MatrixF out(1, 2);
      fast::attend(problem_of(q, k, v, mask), out.data(), nullptr, path);
      const double error = largest_relative_error(out.cast<double>(), exact);
      CHECK(error < summation);
      MESSAGE("V = 1e35, 4096 keys, path " << static_cast<int>(path) << ", " << mask.key_padding.size()
                                           << " padding flags: " << out(0, 0) << ", relative error " << error
                                           << " (the float32 reference: " << reference(0, 0) << ")");
    }
  };
  check_against_float64({});
  // A finite fill adds the hidden keys' values too: scaled the same way.
  std::vector<bool> padding(4096, false);
  for (std::size_t j = 0; j < 4096; j += 2) padding[j] = true;
  check_against_float64({false, padding, 0.0});
}
