// The single-head steps: products, scaling, masking, softmax, weighted sum.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <stdexcept>

#include "attention/attention.hpp"
#include "attention/matmul.hpp"
#include "attention/scores.hpp"
#include "numpy/legacy_random.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;
using attention::MatrixF;

namespace {

double row_sum(const MatrixD& m, Eigen::Index i) { return m.row(i).sum(); }

}  // namespace

TEST_CASE("matmul adds each dot product left to right, as reference BLAS does") {
  const MatrixD a = random_matrix(1, 5, 7), b = random_matrix(2, 7, 3);
  const MatrixD c = attention::matmul(a, b);
  for (Eigen::Index i = 0; i < 5; ++i) {
    for (Eigen::Index j = 0; j < 3; ++j) {
      double sum = 0.0;
      for (Eigen::Index l = 0; l < 7; ++l) sum = sum + a(i, l) * b(l, j);
      CHECK(c(i, j) == sum);  // bit-exact, not approximate
    }
  }
  CHECK((c - a * b).cwiseAbs().maxCoeff() < 1e-12);
  CHECK_THROWS_AS(attention::matmul(a, a), std::invalid_argument);
}

TEST_CASE("scores are Q·Kᵀ, scaled by 1/sqrt(d_k)") {
  const MatrixD q = random_matrix(3, 4, 8), k = random_matrix(4, 6, 8);
  const MatrixD s = attention::raw_scores(q, k);
  CHECK(s.rows() == 4);
  CHECK(s.cols() == 6);
  CHECK(s(2, 5) == doctest::Approx(q.row(2).dot(k.row(5))));
  const MatrixD scaled = attention::scale(s, 8);
  CHECK(scaled(1, 1) == s(1, 1) / std::sqrt(8.0));
  CHECK_THROWS_WITH_AS(attention::raw_scores(q, random_matrix(5, 6, 7)), doctest::Contains("K:"),
                       std::invalid_argument);
}

TEST_CASE("the variance of q·k grows like d_k, and scaling brings it back to 1") {
  numpy::RandomState rng(11);
  const int trials = 4000, d_k = 256;
  double sum = 0.0, sum_sq = 0.0;
  for (int t = 0; t < trials; ++t) {
    const std::vector<double> q = rng.randn(1, d_k), k = rng.randn(1, d_k);
    double dot = 0.0;
    for (int d = 0; d < d_k; ++d) dot += q[static_cast<std::size_t>(d)] * k[static_cast<std::size_t>(d)];
    sum += dot;
    sum_sq += dot * dot;
  }
  const double variance = sum_sq / trials - (sum / trials) * (sum / trials);
  CHECK(variance == doctest::Approx(d_k).epsilon(0.1));
  CHECK(variance / d_k == doctest::Approx(1.0).epsilon(0.1));
}

TEST_CASE("attention rows are probability distributions and the output is their weighted sum of V") {
  const MatrixD q = random_matrix(5, 4, 3), k = random_matrix(6, 4, 3), v = random_matrix(7, 4, 2);
  const auto r = attention::attend(q, k, v);
  for (Eigen::Index i = 0; i < 4; ++i) {
    CHECK(row_sum(r.weights, i) == doctest::Approx(1.0).epsilon(1e-15));
    CHECK(r.weights.row(i).minCoeff() > 0.0);
  }
  const MatrixD expected = r.weights * v;
  CHECK((r.output - expected).cwiseAbs().maxCoeff() < 1e-14);
  CHECK(r.fully_masked_rows.empty());
}

TEST_CASE("causal masking zeroes every weight above the diagonal, rows still sum to 1") {
  const MatrixD x = random_matrix(8, 5, 4);
  const auto r = attention::attend(x, x, x, {true, {}, attention::kMaskedScore});
  for (Eigen::Index i = 0; i < 5; ++i) {
    for (Eigen::Index j = i + 1; j < 5; ++j) CHECK(r.weights(i, j) == 0.0);
    CHECK(row_sum(r.weights, i) == doctest::Approx(1.0));
  }
  CHECK(r.weights(0, 0) == 1.0);  // the first token can only see itself
}

TEST_CASE("mask fill values: -inf gives exact zeros, -1e9 tiny ones, 0 leaks weight") {
  const MatrixD x = random_matrix(9, 4, 3);
  attention::Mask opt;
  opt.causal = true;
  opt.fill = -1e9;
  const auto big_negative = attention::attend(x, x, x, opt);
  CHECK(big_negative.weights(0, 3) == 0.0);  // exp(-1e9 - max) underflows to 0 in double
  opt.fill = 0.0;
  const auto zero_fill = attention::attend(x, x, x, opt);
  CHECK(zero_fill.weights(0, 3) > 0.05);  // the classic bug: the future is visible
  opt.fill = std::nan("");
  CHECK_THROWS_WITH_AS(attention::attend(x, x, x, opt), doctest::Contains("maskFill"), std::invalid_argument);
}

TEST_CASE("a query that may see no key gets zero weights, and is reported") {
  const MatrixD x = random_matrix(10, 3, 2);
  attention::Mask opt;
  opt.key_padding = {true, true, true};
  const auto r = attention::attend(x, x, x, opt);
  CHECK(r.fully_masked_rows.size() == 3);
  CHECK(r.weights.cwiseAbs().maxCoeff() == 0.0);
  CHECK(r.output.cwiseAbs().maxCoeff() == 0.0);
  const auto naive = attention::softmax_rows(r.scaled_scores, attention::SoftmaxForm::naive);
  CHECK(std::isnan(naive.weights(0, 0)));  // 0/0: what the textbook formula does
}

TEST_CASE("key padding hides the padded keys from every query") {
  const MatrixD x = random_matrix(12, 4, 3);
  attention::Mask opt;
  opt.key_padding = {false, false, true, false};
  const auto r = attention::attend(x, x, x, opt);
  for (Eigen::Index i = 0; i < 4; ++i) CHECK(r.weights(i, 2) == 0.0);
  opt.key_padding = {false, true};
  CHECK_THROWS_WITH_AS(attention::attend(x, x, x, opt), doctest::Contains("keyPadding"), std::invalid_argument);
}

TEST_CASE("cross-attention: n queries over m keys") {
  const MatrixD q = random_matrix(13, 2, 4), k = random_matrix(14, 5, 4), v = random_matrix(15, 5, 3);
  const auto r = attention::attend(q, k, v);
  CHECK(r.weights.rows() == 2);
  CHECK(r.weights.cols() == 5);
  CHECK(r.output.rows() == 2);
  CHECK(r.output.cols() == 3);
}

TEST_CASE("bad shapes and values name the argument") {
  const MatrixD q = random_matrix(16, 3, 4), k = random_matrix(17, 3, 4), v = random_matrix(18, 3, 2);
  CHECK_THROWS_WITH_AS(attention::attend(q, random_matrix(19, 3, 5), v), doctest::Contains("K:"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(attention::attend(q, k, random_matrix(20, 4, 2)), doctest::Contains("V:"),
                       std::invalid_argument);
  MatrixD bad = q;
  bad(1, 2) = std::numeric_limits<double>::infinity();
  CHECK_THROWS_WITH_AS(attention::attend(bad, k, v), doctest::Contains("Q: value at row 1, column 2 is Infinity"),
                       std::invalid_argument);
  CHECK_THROWS_AS(attention::attend(MatrixD(0, 4), k, v), std::invalid_argument);
}

TEST_CASE("stable and naive softmax agree on small logits") {
  const MatrixD z = random_matrix(21, 3, 6);
  const auto stable = attention::softmax_rows(z, attention::SoftmaxForm::stable);
  const auto naive = attention::softmax_rows(z, attention::SoftmaxForm::naive);
  CHECK((stable.weights - naive.weights).cwiseAbs().maxCoeff() < 1e-15);
}

TEST_CASE("large logits: the naive formula overflows, the stable one does not") {
  MatrixF z(1, 3);
  z << 100.0f, 101.0f, 99.0f;  // exp(100) overflows float32 (max ~ 3.4e38 = e^88.7)
  const auto naive = attention::softmax_rows(z, attention::SoftmaxForm::naive);
  CHECK(std::isnan(naive.weights(0, 0)));
  const auto stable = attention::softmax_rows(z, attention::SoftmaxForm::stable);
  CHECK(stable.weights(0, 1) == doctest::Approx(0.6652409557748219).epsilon(1e-6));
  CHECK(stable.weights.sum() == doctest::Approx(1.0f));

  MatrixD zd(1, 2);
  zd << 1000.0, 1000.0;  // double overflows past ~709
  CHECK(std::isnan(attention::softmax_rows(zd, attention::SoftmaxForm::naive).weights(0, 0)));
  CHECK(attention::softmax_rows(zd).weights(0, 0) == 0.5);
}

TEST_CASE("float attention tracks double attention") {
  const MatrixD q = random_matrix(22, 6, 8), k = random_matrix(23, 6, 8), v = random_matrix(24, 6, 4);
  const auto d = attention::attend(q, k, v);
  const auto f = attention::attend<float>(q.cast<float>(), k.cast<float>(), v.cast<float>());
  CHECK((f.output.cast<double>() - d.output).cwiseAbs().maxCoeff() < 1e-5);
}
