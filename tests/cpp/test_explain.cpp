// Term-by-term expansions must add up to exactly the results they explain.
#include <doctest/doctest.h>

#include <stdexcept>

#include "attention/attention.hpp"
#include "attention/explain.hpp"
#include "attention/scores.hpp"
#include "caught.hpp"
#include "numpy/legacy_random.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;

TEST_CASE("dot_terms sum to the score cell bit for bit, and weighted_sum_terms to the output row") {
  const MatrixD q = random_matrix(50, 4, 7), k = random_matrix(51, 5, 7), v = random_matrix(52, 5, 3);
  const auto r = attention::attend(q, k, v);
  for (Eigen::Index i = 0; i < 4; ++i) {
    for (Eigen::Index j = 0; j < 5; ++j) {
      const auto t = attention::dot_terms(q, k, i, j);
      CHECK(t.terms.size() == 7);
      CHECK(t.sum == r.raw_scores(i, j));
    }
    const auto w = attention::weighted_sum_terms(r.weights, v, i);
    for (Eigen::Index d = 0; d < 3; ++d) CHECK(w.output[static_cast<std::size_t>(d)] == r.output(i, d));
    CHECK(w.contributions(2, 1) == r.weights(i, 2) * v(2, 1));
  }
  CHECK_THROWS_WITH_AS(attention::dot_terms(q, k, 4, 0), doctest::Contains("i: must be a row from 0 to 3"),
                       std::invalid_argument);
}

TEST_CASE("issue 25: dot_terms refuses a sum that is not finite, as raw_scores refuses its cell") {
  // The page's term-by-term view returned NaN (1e200·1e200 + 1e200·−1e200)
  // and ±∞ without a word, where rawScores refuses the same cell.
  MatrixD q(1, 2), k(2, 2);
  q << 1e200, 1e200;
  k << 1e-200, 1e-200, 1e200, -1e200;
  const Caught expected = caught([&] { attention::raw_scores(q, k); });
  const Caught got = caught([&] { attention::dot_terms(q, k, 0, 1); });
  CHECK(expected.code == "overflow");
  CHECK((got.what == expected.what && got.code == expected.code && got.params == expected.params));
  k.row(1) << 1e200, 1e200;  // +∞ alone
  CHECK(caught([&] { attention::dot_terms(q, k, 0, 1); }).what ==
        "Q: Q·Kᵀ overflows float64 at row 0, column 1: the entries of Q are too large");
  CHECK(attention::dot_terms(q, k, 0, 0).sum == 2.0);  // a finite cell of the same rows is fine
}

TEST_CASE("histogram counts every sample and reports the clipped ones") {
  const auto h = attention::histogram({-5, 0.1, 0.6, 0.99, 1.0, 7}, 2, 0, 1);
  CHECK(h.counts == std::vector<double>{2, 4});
  CHECK(h.clipped == 2);
  CHECK(h.edges.size() == 3);
  CHECK_THROWS_AS(attention::histogram({1}, 2, 1, 1), std::invalid_argument);
}

TEST_CASE("shapes follow the derivation: n = 4, d_k = d_v = 3") {
  const auto shapes = attention::attention_shapes(4, 4, 6, 3, 3);
  CHECK(shapes.front().name == "X");
  CHECK(shapes[7].name == "Q·Kᵀ");
  CHECK(shapes[7].rows == 4);
  CHECK(shapes[7].cols == 4);
  CHECK(shapes.back().cols == 3);
}

// Regression for tests/fuzz/regressions/attention/histogram-far-outside: a
// value far outside [low, high] made a bin number past 2^63 before the clip
// (undefined behaviour, found by fuzz_attention under UBSan).
TEST_CASE("histogram clips values far outside its range") {
  const auto h = attention::histogram({1e300, -1e300, 0.5}, 2, 0, 1);
  CHECK(h.counts == std::vector<double>{1, 2});
  CHECK(h.clipped == 2);
}
