// The fast and tiled paths against the numpy-exact reference attend(): they
// reorder sums and use their own exp, so they are compared with a tolerance,
// and the tolerance is the documented accuracy (1e-12 in float64).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/fast_attention.hpp"
#include "attention/fast/simd.hpp"
#include "caught.hpp"
#include "random_matrix.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define ATTENTION_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ATTENTION_TEST_ASAN 1
#endif
#endif
#ifdef ATTENTION_TEST_ASAN
#include <sanitizer/allocator_interface.h>
#else
#include <malloc.h>
#endif

namespace fast = attention::fast;
using attention::MatrixD;
using attention::MatrixF;

namespace {

struct Case {
  Eigen::Index n, m, d_k, d_v;
  bool causal;
};

// Largest |a − b| / max(1, |b|) over all cells.
double max_relative_error(const double* a, const double* b, std::size_t count) {
  double worst = 0;
  for (std::size_t i = 0; i < count; ++i) worst = std::max(worst, std::abs(a[i] - b[i]) / std::max(1.0, std::abs(b[i])));
  return worst;
}

template <class T>
fast::Problem<T> problem_of(const attention::Matrix<T>& q, const attention::Matrix<T>& k,
                            const attention::Matrix<T>& v, const attention::Mask& mask, std::int64_t heads = 1) {
  fast::Problem<T> p;
  p.shape = {q.rows() / heads, k.rows() / heads, q.cols(), v.cols(), heads};
  p.q = q.data(), p.k = k.data(), p.v = v.data(), p.mask = mask;
  return p;
}
template <class T>
fast::Problem<T> problem_of(const attention::Matrix<T>& q, const attention::Matrix<T>& k,
                            const attention::Matrix<T>& v, bool causal, std::int64_t heads = 1) {
  return problem_of(q, k, v, attention::Mask{causal, {}, attention::kMaskedScore}, heads);
}

// The numpy-exact reference under the same Mask.
attention::AttentionResult<double> reference(const MatrixD& q, const MatrixD& k, const MatrixD& v,
                                             const attention::Mask& mask) {
  return attention::attend<double>(q, k, v, mask);
}

// Random Q, K, V for one case; scores scaled ×3 so softmax is far from uniform.
struct Inputs {
  MatrixD q, k, v;
  Inputs(numpy::RandomState& rng, const Case& c)
      : q(3.0 * random_matrix(rng, c.n, c.d_k)), k(random_matrix(rng, c.m, c.d_k)), v(random_matrix(rng, c.m, c.d_v)) {}
};

const std::vector<Case> kCases = {{1, 1, 1, 1, false},   {4, 4, 64, 64, true},   {5, 3, 2, 7, false},
                                  {17, 33, 8, 5, true},  {33, 17, 16, 3, false}, {64, 64, 64, 64, true},
                                  {70, 129, 64, 64, false}, {200, 300, 33, 65, true}, {257, 257, 64, 64, false}};

}  // namespace

namespace {

// |got − exact| in units of T's last place at `exact` (a normal number).
template <class T>
double ulp_error(T got, long double exact) {
  int exponent = 0;
  frexpl(exact, &exponent);  // exact = f·2^exponent, f in [½, 1)
  const long double ulp = ldexpl(1.0L, exponent - std::numeric_limits<T>::digits);
  return static_cast<double>(fabsl(static_cast<long double>(got) - exact) / ulp);
}

// Every kind of input the kernel meets, from 0 down past its lowest.
template <class T>
std::vector<T> exp2_inputs(T lowest) {
  std::vector<T> y;
  // Each exponent n of 2^n, with the reduced argument f across [−½, ½].
  for (int n = static_cast<int>(lowest); n <= 0; ++n)
    for (int i = 0; i <= 64; ++i) y.push_back(std::min(T(0), static_cast<T>(n + (i - 32) / T(64))));
  numpy::RandomState rng(13);
  for (double u : rng.rand(100000, 1)) y.push_back(static_cast<T>(u * lowest));  // uniform on [lowest, 0]
  for (double u : rng.rand(20000, 1)) y.push_back(-static_cast<T>(std::ldexp(1.0, -static_cast<int>(u * 60))));
  for (int i = 0; i <= 65536; ++i) y.push_back(static_cast<T>(-i / 65536.0));  // dense on [−1, 0]
  const T inf = std::numeric_limits<T>::infinity();
  for (T edge : {T(0), -T(0), -std::numeric_limits<T>::denorm_min(), -std::numeric_limits<T>::min(), T(-1e-30),
                 lowest, std::nextafter(lowest, T(0)), std::nextafter(lowest, -inf), lowest - T(0.5), lowest - 1,
                 static_cast<T>(std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits),
                 static_cast<T>(std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits - 1), T(-1e30),
                 std::numeric_limits<T>::lowest(), -inf, std::numeric_limits<T>::quiet_NaN()}) {
    y.push_back(edge);
  }
  return y;
}

// The oracle is exp2l, in long double: natively glibc's x87 version (64-bit
// significand, within 1 ulp of its own: 2^-11 of a float64 ulp), in wasm
// musl's binary128 one (113 bits). Either is exact to far below the bounds
// checked here, so the measured error is the kernel's.
template <class T>
void check_exp2_kernel(T lowest, double ulp_bound) {
  const std::vector<T> y = exp2_inputs(lowest);
  std::vector<T> got = y;
  fast::exp2_inplace(got.data(), static_cast<std::int64_t>(got.size()));
  double worst = 0;
  T worst_at = 0;
  std::size_t flushed = 0, not_flushed = 0, nan_kept = 0;
  for (std::size_t i = 0; i < y.size(); ++i) {
    if (std::isnan(y[i])) {  // a NaN score must reach the row's sum, not become a weight of 0
      nan_kept += std::isnan(got[i]);
      continue;
    }
    if (y[i] < lowest) {
      // 2^y is subnormal or 0 in T (or y is −∞): the kernel gives 0, an
      // absolute error under the smallest normal number.
      const bool tiny = exp2l(y[i]) < std::numeric_limits<T>::min();
      ++(got[i] == T(0) && tiny ? flushed : not_flushed);
      continue;
    }
    const double e = ulp_error(got[i], exp2l(static_cast<long double>(y[i])));
    if (e > worst) worst = e, worst_at = y[i];
  }
  CAPTURE(worst_at);
  CHECK(worst <= ulp_bound);
  CHECK(not_flushed == 0);
  CHECK(nan_kept == 1);
  T zeros[] = {T(0), -T(0)};
  fast::exp2_inplace(zeros, 2);
  CHECK((zeros[0] == T(1) && zeros[1] == T(1)));  // 2^0, exactly
  const std::string type = sizeof(T) == 4 ? "float32" : "float64";
  MESSAGE(type << " exp kernel: " << y.size() << " inputs, worst " << worst << " ulp from exp2l (at y = " << worst_at
               << "); " << flushed << " below 2^" << lowest << " give 0, NaN stays NaN");
}

}  // namespace

// The bound covers both builds: natively the polynomial is fused into FMAs,
// wasm has none (each prints its worst; tests/bench/README.md has them).
TEST_CASE("the one exp kernel, 2^y for y <= 0, is within 1.5 ulp over its whole range, per type") {
  check_exp2_kernel<float>(-126.0f, 1.5);
  check_exp2_kernel<double>(-1022.0, 1.5);
}

namespace {

// madd against the scalar a·b + c of each lane, this file being built with
// -ffp-contract=off: a multiply rounded, then an add rounded. In wasm that is
// all SIMD128 can do, so it holds there for every input; the product below
// cancels (a·b − 1 = −2^−2k exactly), which a fused multiply-add would keep
// and two roundings lose, and says which one the packet does.
template <class T>
void check_madd() {
  using V = typename fast::Simd<T>::V;
  constexpr int L = fast::kLanes<T>;
  const int k = sizeof(T) == 4 ? 14 : 30;
  const T e = std::ldexp(T(1), -k);
  V a, b, c;
  for (int lane = 0; lane < L; ++lane) {
    a[lane] = T(1) + e * T(lane + 1);
    b[lane] = T(1) - e * T(lane + 1);
    c[lane] = lane % 2 ? T(-1) : T(0.5) * T(lane);
  }
  const V got = fast::madd(a, b, c);
  for (int lane = 0; lane < L; ++lane) {
    const volatile T product = a[lane] * b[lane];
    CHECK(got[lane] == product + c[lane]);
  }
#ifdef __wasm_simd128__
  if (L > 1) CHECK(got[1] == T(0));  // rounded twice: (1 + 2e)(1 − 2e) rounds to 1 first
#endif
}

}  // namespace

TEST_CASE("madd: the packet multiply-add is a·b + c in every lane, as the kernels wrote it before") {
  check_madd<float>();
  check_madd<double>();
}

TEST_CASE("both fast paths equal the reference to 1e-12 in float64, with and without the causal mask") {
  numpy::RandomState rng(7);
  double worst_materialised = 0, worst_tiled = 0;
  for (const Case& c : kCases) {
    CAPTURE(c.n);
    CAPTURE(c.m);
    CAPTURE(c.d_k);
    CAPTURE(c.d_v);
    CAPTURE(c.causal);
    const Inputs in(rng, c);
    const MatrixD expected = reference(in.q, in.k, in.v, attention::Mask{c.causal, {}, attention::kMaskedScore}).output;
    const auto problem = problem_of(in.q, in.k, in.v, c.causal);
    MatrixD out(c.n, c.d_v);
    CHECK(fast::attend(problem, out.data(), nullptr, fast::Path::materialised) == fast::Path::materialised);
    const double e1 = max_relative_error(out.data(), expected.data(), out.size());
    CHECK(e1 < 1e-12);
    out.setConstant(std::nan(""));
    CHECK(fast::attend(problem, out.data(), nullptr, fast::Path::tiled) == fast::Path::tiled);
    const double e2 = max_relative_error(out.data(), expected.data(), out.size());
    CHECK(e2 < 1e-12);
    // Odd tile sizes reach every edge: partial blocks, one-key blocks, blocks past the diagonal.
    for (std::int64_t qb : {1, 3, 64}) {
      for (std::int64_t kb : {1, 5, 128}) {
        out.setConstant(std::nan(""));
        fast::attend_tiled(problem, out.data(), qb, kb);
        const double e3 = max_relative_error(out.data(), expected.data(), out.size());
        CHECK(e3 < 1e-12);
        worst_tiled = std::max(worst_tiled, e3);
      }
    }
    worst_materialised = std::max(worst_materialised, e1);
    worst_tiled = std::max(worst_tiled, e2);
  }
  MESSAGE("float64 max relative error vs reference: materialised " << worst_materialised << ", tiled " << worst_tiled);
}

TEST_CASE("float32 fast paths stay within 2e-5 of the float64 reference") {
  numpy::RandomState rng(11);
  double worst = 0;
  for (const Case& c : kCases) {
    CAPTURE(c.n);
    CAPTURE(c.m);
    CAPTURE(c.causal);
    const Inputs in(rng, c);
    const MatrixD expected = reference(in.q, in.k, in.v, attention::Mask{c.causal, {}, attention::kMaskedScore}).output;
    const MatrixF q = in.q.cast<float>(), k = in.k.cast<float>(), v = in.v.cast<float>();
    for (fast::Path path : {fast::Path::materialised, fast::Path::tiled}) {
      MatrixF out(c.n, c.d_v);
      fast::attend(problem_of(q, k, v, c.causal), out.data(), nullptr, path);
      const MatrixD got = out.cast<double>();
      const double e = max_relative_error(got.data(), expected.data(), got.size());
      CHECK(e < 2e-5);
      worst = std::max(worst, e);
    }
  }
  MESSAGE("float32 max relative error vs float64 reference: " << worst);
}

TEST_CASE("the materialised path returns the weights, equal to the reference's") {
  numpy::RandomState rng(3);
  const Case c{37, 45, 16, 8, true};
  const Inputs in(rng, c);
  const auto expected = reference(in.q, in.k, in.v, attention::Mask{true, {}, attention::kMaskedScore});
  MatrixD out(c.n, c.d_v), weights(c.n, c.m);
  weights.setConstant(std::nan(""));
  fast::attend(problem_of(in.q, in.k, in.v, true), out.data(), weights.data());
  CHECK(max_relative_error(weights.data(), expected.weights.data(), weights.size()) < 1e-12);
  CHECK(weights(0, 1) == 0.0);  // masked cells are exactly 0
  CHECK_THROWS_AS(fast::attend(problem_of(in.q, in.k, in.v, true), out.data(), weights.data(), fast::Path::tiled),
                  std::invalid_argument);
}

TEST_CASE("heads are independent problems laid out one after another") {
  numpy::RandomState rng(5);
  const std::int64_t heads = 3, n = 20, m = 24, d_k = 8, d_v = 4;
  const MatrixD q = random_matrix(rng, heads * n, d_k), k = random_matrix(rng, heads * m, d_k),
                v = random_matrix(rng, heads * m, d_v);
  for (fast::Path path : {fast::Path::materialised, fast::Path::tiled}) {
    MatrixD out(heads * n, d_v);
    fast::attend(problem_of(q, k, v, false, heads), out.data(), nullptr, path);
    for (std::int64_t h = 0; h < heads; ++h) {
      const MatrixD expected = attention::attend<double>(q.middleRows(h * n, n), k.middleRows(h * m, m),
                                                         v.middleRows(h * m, m)).output;
      CHECK(max_relative_error(out.data() + h * n * d_v, expected.data(), expected.size()) < 1e-12);
    }
  }
}

TEST_CASE("automatic choice: tiled once one head's scores exceed the 32 MiB budget") {
  CHECK(fast::choose_path({2048, 2048, 64, 64, 1}, 8) == fast::Path::materialised);  // exactly 32 MiB
  CHECK(fast::choose_path({2049, 2048, 64, 64, 1}, 8) == fast::Path::tiled);
  CHECK(fast::choose_path({2048, 2048, 64, 64, 12}, 4) == fast::Path::materialised);
  CHECK(fast::choose_path({2049, 2048, 64, 64, 1}, 4) == fast::Path::tiled);  // over the 2^22-cell limit
  CHECK(fast::choose_path({4096, 1024, 64, 64, 1}, 8) == fast::Path::materialised);
  CHECK(fast::choose_path({4097, 4, 64, 64, 1}, 8) == fast::Path::tiled);  // past the materialised n limit
  CHECK(fast::choose_path({16384, 16384, 64, 64, 1}, 4) == fast::Path::tiled);
  CHECK(fast::choose_path({16384, 16384, 64, 64, 1}, 4, fast::Path::materialised) == fast::Path::materialised);
}

TEST_CASE("limits are checked before allocation, per path, as InputErrors naming the argument") {
  Caught e = caught([] { fast::require_shape({5000, 5000, 64, 64, 1}, fast::Path::materialised); });
  CHECK(e.what == "n: must be an integer from 1 to 4096, got 5000");
  CHECK((e.code == "limit" && e.argument == "n" && e.param("max") == "4096"));
  CHECK_NOTHROW(fast::require_shape({16384, 16384, 64, 64, 1}, fast::Path::tiled));
  e = caught([] { fast::require_shape({70000, 10, 64, 64, 1}, fast::Path::tiled); });
  CHECK((e.code == "limit" && e.argument == "n" && e.param("max") == "65536"));
  e = caught([] { fast::require_shape({65536, 65536, 1024, 64, 1}, fast::Path::tiled); });
  CHECK((e.code == "limit" && e.argument.empty()));  // heads·n × d: the request as a whole
  e = caught([] { fast::require_shape({4, 4, 0, 4, 1}, fast::Path::tiled); });
  CHECK((e.code == "range" && e.argument == "dK"));
  e = caught([] { fast::plan({4, 4, 4, 4, 1}, 8, fast::Path::tiled, true); });
  CHECK((e.code == "incompatible" && e.argument == "weights"));
  // Sizes far past every limit are refused one by one, before any product is formed: nothing wraps.
  for (std::int64_t huge : {std::int64_t{1} << 40, std::int64_t{1} << 62, std::numeric_limits<std::int64_t>::max()}) {
    CAPTURE(huge);
    e = caught([&] { fast::plan({huge, 2, 64, 64, 1}, 8, fast::Path::automatic, false); });
    CHECK((e.code == "limit" && e.argument == "n"));
    e = caught([&] { fast::plan({4, 4, 64, 64, huge}, 4, fast::Path::automatic, false); });
    CHECK((e.code == "limit" && e.argument == "heads"));
    e = caught([&] { fast::plan({4, 4, 64, 64, -huge}, 4, fast::Path::tiled, false); });
    CHECK((e.code == "range" && e.argument == "heads"));
  }
  // A request far beyond the limits throws instead of trying to allocate.
  const std::vector<double> one(1, 0.0);
  fast::Problem<double> huge;
  huge.shape = {1 << 20, 1 << 20, 64, 64, 1};
  huge.q = huge.k = huge.v = one.data();
  CHECK_THROWS_AS(fast::attend<double>(huge, nullptr), attention::InputError);
}

TEST_CASE("the core checks the mask and finite values itself; positions count the heads' rows one after another") {
  numpy::RandomState rng(4);
  const MatrixD q = random_matrix(rng, 2 * 4, 3), v = random_matrix(rng, 2 * 5, 2);
  MatrixD k = random_matrix(rng, 2 * 5, 3);
  MatrixD out(8, 2);
  auto problem = problem_of(q, k, v, false, 2);
  problem.mask.key_padding.assign(4, false);  // m is 5
  Caught e = caught([&] { fast::attend(problem, out.data()); });
  CHECK((e.code == "shape" && e.argument == "keyPadding" && e.param("got") == "4"));
  problem.mask.key_padding.clear();
  problem.mask.fill = std::nan("");
  e = caught([&] { fast::attend(problem, out.data()); });
  CHECK((e.code == "range" && e.argument == "maskFill"));
  problem.mask.fill = -1e300;  // fine in float64, not in float32 (it would become -inf)
  CHECK_NOTHROW(fast::attend(problem, out.data()));
  const MatrixF qf = q.cast<float>(), kf = k.cast<float>(), vf = v.cast<float>();
  MatrixF outf(8, 2);
  auto problem32 = problem_of(qf, kf, vf, false, 2);
  problem32.mask.fill = -1e300;
  e = caught([&] { fast::attend(problem32, outf.data()); });
  CHECK((e.code == "range" && e.argument == "maskFill" && e.param("precision") == "float32"));

  k(5 + 2, 1) = -std::numeric_limits<double>::infinity();  // head 1, its row 2: row 7 of K
  e = caught([&] { fast::attend(problem_of(q, k, v, false, 2), out.data()); });
  CHECK(e.what == "K: value at row 7, column 1 is -Infinity; only finite numbers are allowed");
  CHECK((e.code == "not_finite" && e.param("row") == "7" && e.param("column") == "1" && e.param("value") == "-Infinity"));
}

TEST_CASE("finite inputs whose products overflow are reported as checked_matmul reports them, never returned as NaN") {
  MatrixD q = MatrixD::Constant(2, 2, 1e200), k = MatrixD::Constant(3, 2, 1e200), v = MatrixD::Ones(3, 2);
  q.row(0).setConstant(1e-3);  // row 0 is fine, row 1 overflows
  k.row(1).setConstant(1e-3);  // and key 1 does not
  for (fast::Path path : {fast::Path::materialised, fast::Path::tiled}) {
    CAPTURE(static_cast<int>(path));
    MatrixD out(2, 2);
    Caught e = caught([&] { fast::attend(problem_of(q, k, v, false), out.data(), nullptr, path); });
    CHECK(e.what == "Q: Q·Kᵀ overflows float64 at row 1, column 0: the entries of Q are too large");
    CHECK((e.code == "overflow" && e.param("row") == "1" && e.param("column") == "0" && e.param("product") == "Q·Kᵀ"));
    const MatrixF qf = MatrixF::Constant(2, 2, 1e20f), vf = MatrixF::Ones(3, 2);
    MatrixF kf = MatrixF::Constant(3, 2, 1e-3f), outf(2, 2);
    kf.row(2).setConstant(1e21f);  // the larger factor names the argument
    e = caught([&] { fast::attend(problem_of(qf, kf, vf, false), outf.data(), nullptr, path); });
    CHECK((e.code == "overflow" && e.argument == "K" && e.param("column") == "2" && e.param("precision") == "float32"));
    // Equal scores, and values near the largest double: the unnormalised
    // Σ e^(s − μ)·v would pass it before the division by ℓ = 3. V's columns
    // are scaled by a power of two instead, and the answer is the reference's.
    const MatrixD zero = MatrixD::Zero(2, 2), keys = MatrixD::Zero(3, 2), huge = MatrixD::Constant(3, 2, 1e308);
    fast::attend(problem_of(zero, keys, huge, false), out.data(), nullptr, path);
    const MatrixD expected = attention::attend(zero, keys, huge).output;
    CHECK(max_relative_error(out.data(), expected.data(), out.size()) < 1e-15);
  }
}

TEST_CASE("after the last key block, the running max and sum are the row's max and softmax denominator") {
  numpy::RandomState rng(9);
  const Case c{6, 10, 4, 3, false};
  const Inputs in(rng, c);
  const MatrixD raw = in.q * in.k.transpose();  // Q·Kᵀ, in Eigen's order
  const MatrixD scaled = raw / 2.0;              // √d_k = 2, exact
  std::vector<fast::TileState<double>> seen;
  std::vector<std::vector<double>> maxima, sums;
  MatrixD out(c.n, c.d_v);
  fast::attend_tiled<double>(problem_of(in.q, in.k, in.v, false), out.data(), c.n, 4,
                             [&](const fast::TileState<double>& s) {
                               seen.push_back(s);
                               maxima.emplace_back(s.running_max, s.running_max + c.n);
                               sums.emplace_back(s.running_sum, s.running_sum + c.n);
                             });
  REQUIRE(seen.size() == 3);  // keys 0–3, 4–7, 8–9
  CHECK(seen[2].key_begin == 8);
  CHECK(seen[2].key_end == 10);
  for (Eigen::Index i = 0; i < c.n; ++i) {
    // μ is kept in raw scores (Q·Kᵀ): the scaled scores' max is μ/√d_k.
    const double row_max = scaled.row(i).maxCoeff();
    CHECK(maxima[2][static_cast<std::size_t>(i)] == doctest::Approx(raw.row(i).maxCoeff()).epsilon(1e-13));
    CHECK(maxima[2][static_cast<std::size_t>(i)] * seen[2].scale == doctest::Approx(row_max).epsilon(1e-13));
    CHECK(maxima[0][static_cast<std::size_t>(i)] * seen[0].scale ==
          doctest::Approx(scaled.row(i).head(4).maxCoeff()).epsilon(1e-13));
    double denominator = 0;  // std::exp, not Eigen's .exp(): GCC 12 warns falsely inside Eigen's AVX-512 exp
    for (Eigen::Index j = 0; j < c.m; ++j) denominator += std::exp(scaled(i, j) - row_max);
    CHECK(sums[2][static_cast<std::size_t>(i)] == doctest::Approx(denominator).epsilon(1e-13));
    CHECK(maxima[1][static_cast<std::size_t>(i)] >= maxima[0][static_cast<std::size_t>(i)]);  // the max only grows
  }
}

namespace {

constexpr long double kLog2e = 1.442695040888963407359924681001892137L;

// softmax(Q·Kᵀ/√d_k)·V by the formula, one row at a time, in `Real`, with
// exp2 for e^x = 2^(x·log₂e). In long double it is the oracle for inputs
// whose products are exact (exp2l, not expl: in wasm long double is
// binary128 and musl's expl only forwards to exp, while its exp2l is a real
// binary128 implementation). In double it is the reference for sizes past
// the numpy-exact attend()'s limits.
template <class Real>
MatrixD attention_by_rows(const MatrixD& q, const MatrixD& k, const MatrixD& v, bool causal) {
  const Eigen::Index n = q.rows(), m = k.rows();
  const Real scale = Real(1) / std::sqrt(static_cast<Real>(q.cols()));
  MatrixD out(n, v.cols());
  std::vector<Real> z(static_cast<std::size_t>(m));
  for (Eigen::Index i = 0; i < n; ++i) {
    const Eigen::Index seen = causal ? std::min(m, i + 1) : m;
    Real max = -std::numeric_limits<Real>::infinity();
    for (Eigen::Index j = 0; j < seen; ++j) {
      Real s = 0;
      for (Eigen::Index c = 0; c < q.cols(); ++c) s += static_cast<Real>(q(i, c)) * k(j, c);
      z[j] = s * scale;
      max = std::max(max, z[j]);
    }
    Real total = 0;
    std::vector<Real> o(static_cast<std::size_t>(v.cols()), Real(0));
    for (Eigen::Index j = 0; j < seen; ++j) {
      const Real w = std::exp2((z[j] - max) * static_cast<Real>(kLog2e));
      total += w;
      for (Eigen::Index c = 0; c < v.cols(); ++c) o[c] += w * v(j, c);
    }
    for (Eigen::Index c = 0; c < v.cols(); ++c) out(i, c) = static_cast<double>(o[c] / total);
  }
  return out;
}

// Q·Kᵀ = c² + a small integer, every product and partial sum an integer
// below 2^24: exact in float32 and float64, in any order, so any error is
// the softmax's own. The scaled logits, about c²/√48, are a few units apart.
// d_k = 48, not 64: with a power-of-two √d_k the scale is exact, and
// s·scale − max·scale would round no worse than (s − max)·scale.
struct LargeLogits {
  MatrixD q, k, v;
  LargeLogits(numpy::RandomState& rng, Eigen::Index n, Eigen::Index m, double c)
      : q(small_integers(rng, n, c)), k(small_integers(rng, m, c)), v(random_matrix(rng, m, 8)) {}
  static MatrixD small_integers(numpy::RandomState& rng, Eigen::Index rows, double c) {
    MatrixD x = random_matrix(rng, rows, 48).unaryExpr([](double z) { return std::clamp(std::round(z), -2.0, 2.0); });
    x.col(0).setConstant(c);
    return x;
  }
};

}  // namespace

TEST_CASE("large logits keep the documented accuracy: the exponent is (s - max)·scale, not s·scale - max·scale") {
  numpy::RandomState rng(8);
  double worst64 = 0, worst32 = 0;
  for (double c : {84.0, 263.0, 832.0}) {  // scaled logits near 1e3, 1e4, 1e5
    CAPTURE(c);
    for (bool causal : {false, true}) {
      CAPTURE(causal);
      const LargeLogits in(rng, 40, 300, c);
      const MatrixD truth = attention_by_rows<long double>(in.q, in.k, in.v, causal);
      const auto problem = problem_of(in.q, in.k, in.v, causal);
      const MatrixF qf = in.q.cast<float>(), kf = in.k.cast<float>(), vf = in.v.cast<float>();
      for (fast::Path path : {fast::Path::materialised, fast::Path::tiled}) {
        CAPTURE(path == fast::Path::tiled);
        MatrixD out(in.q.rows(), in.v.cols());
        fast::attend(problem, out.data(), nullptr, path);
        const double e64 = max_relative_error(out.data(), truth.data(), out.size());
        CHECK(e64 < 1e-12);
        MatrixF outf(in.q.rows(), in.v.cols());
        fast::attend(problem_of(qf, kf, vf, causal), outf.data(), nullptr, path);
        const MatrixD got = outf.cast<double>();
        const double e32 = max_relative_error(got.data(), truth.data(), got.size());
        CHECK(e32 < 2e-5);
        worst64 = std::max(worst64, e64);
        worst32 = std::max(worst32, e32);
      }
    }
  }
  MESSAGE("scaled logits up to 1e5: max relative error float64 " << worst64 << ", float32 " << worst32);
}

TEST_CASE("float32 on the tiled path at its limit of 65,536 keys stays within 2e-5 of the float64 reference") {
  numpy::RandomState rng(17);
  const Eigen::Index n = 16, m = fast::kMaxTiledSequence, d_k = 32, d_v = 16;
  double worst32 = 0, worst64 = 0;
  for (double spread : {1.0, 3.0}) {  // near-uniform weights over 65,536 keys, then peaked ones
    const MatrixD q = spread * random_matrix(rng, n, d_k), k = random_matrix(rng, m, d_k), v = random_matrix(rng, m, d_v);
    const MatrixD expected = attention_by_rows<double>(q, k, v, false);  // past attend()'s m ≤ 4096
    const MatrixF qf = q.cast<float>(), kf = k.cast<float>(), vf = v.cast<float>();
    MatrixF outf(n, d_v);
    CHECK(fast::attend(problem_of(qf, kf, vf, false), outf.data(), nullptr, fast::Path::tiled) == fast::Path::tiled);
    const MatrixD got = outf.cast<double>();
    worst32 = std::max(worst32, max_relative_error(got.data(), expected.data(), got.size()));
    MatrixD out(n, d_v);
    fast::attend(problem_of(q, k, v, false), out.data(), nullptr, fast::Path::tiled);
    worst64 = std::max(worst64, max_relative_error(out.data(), expected.data(), out.size()));
  }
  CHECK(worst32 < 2e-5);
  CHECK(worst64 < 1e-12);
  MESSAGE("m = 65,536 keys, tiled: max relative error float32 " << worst32 << ", float64 " << worst64);
}

namespace {

// Bytes malloc has handed out and not had back: glibc's mallinfo2 (its
// mmapped blocks too, where large allocations go), Emscripten's mallinfo, or
// under AddressSanitizer, which replaces malloc, its own count.
double heap_in_use() {
#if defined(ATTENTION_TEST_ASAN)
  return static_cast<double>(__sanitizer_get_current_allocated_bytes());
#elif defined(__EMSCRIPTEN__)
  const struct mallinfo info = mallinfo();
  return static_cast<double>(info.uordblks) + static_cast<double>(info.hblkhd);
#else
  const struct mallinfo2 info = mallinfo2();
  return static_cast<double>(info.uordblks) + static_cast<double>(info.hblkhd);
#endif
}

}  // namespace

TEST_CASE("scratch is given back after a large call, and a small one keeps reusing its own") {
  numpy::RandomState rng(21);
  // Tiled, d = 1024: two packed key blocks of 128 × 1024 doubles (2 MiB).
  // Materialised, m = 4096, d = 1024: packed K and V (64 MiB).
  const MatrixD q = random_matrix(rng, 64, 1024), k = random_matrix(rng, 4096, 1024), v = random_matrix(rng, 4096, 1024);
  MatrixD out(64, 1024);
  const MatrixD q4 = random_matrix(rng, 4, 64), k4 = random_matrix(rng, 4, 64), v4 = random_matrix(rng, 4, 64);
  MatrixD out4(4, 64);
  fast::attend(problem_of(q4, k4, v4, false), out4.data());  // the small buffer exists from here on
  const double before = heap_in_use();
  fast::attend(problem_of(q, MatrixD(k.topRows(256)), MatrixD(v.topRows(256)), false), out.data(), nullptr,
               fast::Path::tiled);
  const double after_tiled = heap_in_use();
  fast::attend(problem_of(q, k, v, false), out.data(), nullptr, fast::Path::materialised);
  const double after_materialised = heap_in_use();
  fast::attend(problem_of(q4, k4, v4, false), out4.data());
  const double after_small = heap_in_use();
  MESSAGE("malloc in use after the call, beyond what it was before: tiled d = 1024 " << (after_tiled - before)
          << " bytes, materialised m = 4096, d = 1024 " << (after_materialised - before) << ", then n = 4 "
          << (after_small - before));
  const double slack = 64 << 10;  // anything else the process allocates meanwhile
  CHECK(after_tiled - before < slack);
  CHECK(after_materialised - before < slack);
  CHECK(after_small - before < slack);
}

namespace {

// Key padding patterns: none, a random third of the keys (key 0 always, so
// under the causal mask query 0 sees nothing), and every key.
std::vector<std::vector<bool>> padding_patterns(numpy::RandomState& rng, Eigen::Index m) {
  std::vector<bool> some(static_cast<std::size_t>(m));
  const std::vector<double> u = rng.rand(static_cast<std::size_t>(m), 1);
  for (Eigen::Index j = 0; j < m; ++j) some[static_cast<std::size_t>(j)] = j == 0 || u[static_cast<std::size_t>(j)] < 1.0 / 3;
  return {{}, some, std::vector<bool>(static_cast<std::size_t>(m), true)};
}

}  // namespace

TEST_CASE("the Mask: causal, key padding and each fill give the reference's output and weights, on both paths") {
  numpy::RandomState rng(31);
  const double inf = std::numeric_limits<double>::infinity();
  double worst64 = 0, worst32 = 0;
  std::size_t fully_masked_seen = 0;
  for (const Case& c : std::vector<Case>{{7, 9, 4, 3, false}, {70, 200, 16, 8, false}, {130, 257, 8, 5, false}}) {
    const Inputs in(rng, c);
    const MatrixF qf = in.q.cast<float>(), kf = in.k.cast<float>(), vf = in.v.cast<float>();
    for (const std::vector<bool>& padding : padding_patterns(rng, c.m)) {
      for (bool causal : {false, true}) {
        for (double fill : {-inf, -1e9, -30.0, 0.0}) {
          CAPTURE(c.n);
          CAPTURE(c.m);
          CAPTURE(padding.size());
          CAPTURE(causal);
          CAPTURE(fill);
          const attention::Mask mask{causal, padding, fill};
          const auto expected = reference(in.q, in.k, in.v, mask);
          const auto problem = problem_of(in.q, in.k, in.v, mask);
          // The rows the Mask hides every key from: zeros under −∞, the mean of V under a finite fill.
          const std::vector<Eigen::Index> fully_masked = mask.fully_masked_rows(c.n, c.m);
          fully_masked_seen += fully_masked.size();
          MatrixD out(c.n, c.d_v), weights(c.n, c.m);
          fast::attend(problem, out.data(), weights.data(), fast::Path::materialised);
          double e = std::max(max_relative_error(out.data(), expected.output.data(), out.size()),
                              max_relative_error(weights.data(), expected.weights.data(), weights.size()));
          CHECK(e < 1e-12);
          worst64 = std::max(worst64, e);
          for (Eigen::Index i : fully_masked) {
            const MatrixD row = std::isinf(fill) ? MatrixD::Zero(1, c.d_v) : MatrixD(in.v.colwise().mean());
            CHECK((out.row(i) - row).cwiseAbs().maxCoeff() < 1e-12);
          }
          for (std::int64_t qb : {std::int64_t{3}, fast::kQueryBlock}) {
            for (std::int64_t kb : {std::int64_t{5}, fast::kKeyBlock}) {
              out.setConstant(std::nan(""));
              fast::attend_tiled(problem, out.data(), qb, kb);
              e = max_relative_error(out.data(), expected.output.data(), out.size());
              CHECK(e < 1e-12);
              worst64 = std::max(worst64, e);
            }
          }
          for (fast::Path path : {fast::Path::materialised, fast::Path::tiled}) {
            MatrixF outf(c.n, c.d_v);
            fast::attend(problem_of(qf, kf, vf, mask), outf.data(), nullptr, path);
            const MatrixD got = outf.cast<double>();
            e = max_relative_error(got.data(), expected.output.data(), got.size());
            CHECK(e < 2e-5);
            worst32 = std::max(worst32, e);
          }
        }
      }
    }
  }
  CHECK(fully_masked_seen > 0);
  MESSAGE("masks, fills -inf, -1e9, -30, 0: max relative error float64 " << worst64 << ", float32 " << worst32
                                                                          << "; " << fully_masked_seen
                                                                          << " fully masked rows");
}

TEST_CASE("one mask serves every head") {
  numpy::RandomState rng(33);
  const std::int64_t heads = 3, n = 20, m = 24, d_k = 8, d_v = 4;
  const MatrixD q = random_matrix(rng, heads * n, d_k), k = random_matrix(rng, heads * m, d_k),
                v = random_matrix(rng, heads * m, d_v);
  const attention::Mask mask{true, padding_patterns(rng, m)[1], -30.0};
  for (fast::Path path : {fast::Path::materialised, fast::Path::tiled}) {
    MatrixD out(heads * n, d_v);
    fast::attend(problem_of(q, k, v, mask, heads), out.data(), nullptr, path);
    for (std::int64_t h = 0; h < heads; ++h) {
      const MatrixD expected = reference(q.middleRows(h * n, n), k.middleRows(h * m, m), v.middleRows(h * m, m), mask).output;
      CHECK(max_relative_error(out.data() + h * n * d_v, expected.data(), expected.size()) < 1e-12);
    }
  }
}
