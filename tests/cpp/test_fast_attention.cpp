// The fast and tiled paths against the numpy-exact reference attend(): they
// reorder sums and use their own exp, so they are compared with a tolerance,
// and the tolerance is the documented accuracy (1e-12 in float64).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include "attention/attention.hpp"
#include "attention/fast_attention.hpp"
#include "random_matrix.hpp"

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
                            const attention::Matrix<T>& v, bool causal, std::int64_t heads = 1) {
  fast::Problem<T> p;
  p.shape = {q.rows() / heads, k.rows() / heads, q.cols(), v.cols(), heads};
  p.q = q.data(), p.k = k.data(), p.v = v.data(), p.causal = causal;
  return p;
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

TEST_CASE("the kernels' exp is within 2 ulp of std::exp, and 0 below the smallest normal") {
  std::vector<double> xd;
  for (double x = -708.0; x <= 709.0; x += 0.173) xd.push_back(x);
  std::vector<double> yd = xd;
  fast::exp_inplace(yd.data(), static_cast<std::int64_t>(yd.size()));
  double worst_d = 0;
  for (std::size_t i = 0; i < xd.size(); ++i) worst_d = std::max(worst_d, std::abs(yd[i] / std::exp(xd[i]) - 1));
  MESSAGE("float64 exp: max relative error " << worst_d);
  CHECK(worst_d < 4.5e-16);

  std::vector<float> xf;
  for (float x = -87.0f; x <= 88.0f; x += 0.0173f) xf.push_back(x);
  std::vector<float> yf = xf;
  fast::exp_inplace(yf.data(), static_cast<std::int64_t>(yf.size()));
  double worst_f = 0;
  for (std::size_t i = 0; i < xf.size(); ++i) worst_f = std::max(worst_f, std::abs(double(yf[i]) / std::exp(double(xf[i])) - 1));
  MESSAGE("float32 exp: max relative error " << worst_f);
  CHECK(worst_f < 2.4e-7);

  std::vector<double> edges = {0.0, -800.0, -std::numeric_limits<double>::infinity(), -1e300};
  fast::exp_inplace(edges.data(), 4);
  CHECK(edges == std::vector<double>{1.0, 0.0, 0.0, 0.0});
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
    const MatrixD expected = attention::attend<double>(in.q, in.k, in.v, {c.causal, {}, attention::kMaskedScore}).output;
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
    const MatrixD expected = attention::attend<double>(in.q, in.k, in.v, {c.causal, {}, attention::kMaskedScore}).output;
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
  const auto expected = attention::attend<double>(in.q, in.k, in.v, {true, {}, attention::kMaskedScore});
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

TEST_CASE("limits are checked before allocation, per path") {
  CHECK_THROWS_WITH_AS(fast::require_shape({5000, 5000, 64, 64, 1}, fast::Path::materialised),
                       doctest::Contains("n: must be an integer from 1 to 4096"), std::invalid_argument);
  CHECK_NOTHROW(fast::require_shape({16384, 16384, 64, 64, 1}, fast::Path::tiled));
  CHECK_THROWS_WITH_AS(fast::require_shape({70000, 10, 64, 64, 1}, fast::Path::tiled),
                       doctest::Contains("n: must be an integer from 1 to 65536"), std::invalid_argument);
  CHECK_THROWS_AS(fast::require_shape({65536, 65536, 1024, 64, 1}, fast::Path::tiled), std::invalid_argument);
  CHECK_THROWS_AS(fast::require_shape({4, 4, 0, 4, 1}, fast::Path::tiled), std::invalid_argument);
  // A request far beyond the limits throws instead of trying to allocate.
  const std::vector<double> one(1, 0.0);
  fast::Problem<double> huge;
  huge.shape = {1 << 20, 1 << 20, 64, 64, 1};
  huge.q = huge.k = huge.v = one.data();
  CHECK_THROWS_AS(fast::attend<double>(huge, nullptr), std::invalid_argument);
}

TEST_CASE("after the last key block, the running max and sum are the row's max and softmax denominator") {
  numpy::RandomState rng(9);
  const Case c{6, 10, 4, 3, false};
  const Inputs in(rng, c);
  const auto reference = attention::attend<double>(in.q, in.k, in.v);
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
    const double row_max = reference.scaled_scores.row(i).maxCoeff();
    CHECK(maxima[2][static_cast<std::size_t>(i)] == doctest::Approx(row_max).epsilon(1e-13));
    CHECK(maxima[0][static_cast<std::size_t>(i)] == doctest::Approx(reference.scaled_scores.row(i).head(4).maxCoeff()).epsilon(1e-13));
    const double denominator = (reference.scaled_scores.row(i).array() - row_max).exp().sum();
    CHECK(sums[2][static_cast<std::size_t>(i)] == doctest::Approx(denominator).epsilon(1e-13));
    CHECK(maxima[1][static_cast<std::size_t>(i)] >= maxima[0][static_cast<std::size_t>(i)]);  // the max only grows
  }
}
