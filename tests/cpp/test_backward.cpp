// The backward pass against central finite differences, on random cases with
// and without masks, for one head and for several heads through W_O.
#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>

#include "attention/backward.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;

namespace {

constexpr double kStep = 1e-5;
constexpr double kMaxRelative = 1e-6;

double worst(const std::vector<attention::GradientCheck>& checks) {
  double w = 0;
  for (const auto& c : checks) {
    CAPTURE(c.name);
    CHECK(c.relative_error < kMaxRelative);
    w = std::max(w, c.relative_error);
  }
  return w;
}

}  // namespace

TEST_CASE("dQ, dK, dV match central finite differences on random cases, with and without masks") {
  double largest = 0;
  int cases = 0;
  for (double seed = 1; seed <= 12; ++seed) {
    numpy::RandomState rng(seed);
    const Eigen::Index n = 1 + static_cast<Eigen::Index>(rng.random_sample() * 5);
    const Eigen::Index m = 1 + static_cast<Eigen::Index>(rng.random_sample() * 5);
    const Eigen::Index d_k = 1 + static_cast<Eigen::Index>(rng.random_sample() * 4);
    const Eigen::Index d_v = 1 + static_cast<Eigen::Index>(rng.random_sample() * 4);
    attention::Mask options;
    options.causal = static_cast<int>(seed) % 3 == 1;
    if (static_cast<int>(seed) % 4 == 2) {
      options.key_padding.assign(static_cast<std::size_t>(m), false);
      options.key_padding[0] = true;  // a padded key; a query may then see no key at all
    }
    if (static_cast<int>(seed) % 5 == 3) options.fill = -1e9;
    CAPTURE(seed);
    CAPTURE(n);
    CAPTURE(m);
    const MatrixD q = random_matrix(rng, n, d_k), k = random_matrix(rng, m, d_k), v = random_matrix(rng, m, d_v);
    const MatrixD d_out = random_matrix(rng, n, d_v);
    largest = std::max(largest, worst(attention::check_attention_gradients(q, k, v, options, d_out, kStep)));
    ++cases;
  }
  MESSAGE("attention: " << cases << " random cases, largest relative error " << largest);
}

TEST_CASE("dX, dW_Q, dW_K, dW_V, dW_O match central finite differences for 1 to 3 heads") {
  double largest = 0;
  for (Eigen::Index heads : {1, 2, 3}) {
    for (bool causal : {false, true}) {
      numpy::RandomState rng(100.0 + static_cast<double>(heads) + (causal ? 10 : 0));
      const Eigen::Index n = 4, d_model = 6, d_k = 2, d_v = 3;
      const MatrixD x = random_matrix(rng, n, d_model);
      const MatrixD w_q = random_matrix(rng, d_model, heads * d_k), w_k = random_matrix(rng, d_model, heads * d_k);
      const MatrixD w_v = random_matrix(rng, d_model, heads * d_v), w_o = random_matrix(rng, heads * d_v, d_model);
      const MatrixD d_out = random_matrix(rng, n, d_model);
      attention::Mask options;
      options.causal = causal;
      CAPTURE(heads);
      CAPTURE(causal);
      largest = std::max(largest, worst(attention::check_multi_head_gradients(x, w_q, w_k, w_v, w_o, heads,
                                                                               options, d_out, kStep)));
    }
  }
  MESSAGE("multi-head: largest relative error " << largest);
}

TEST_CASE("softmax_backward equals the explicit Jacobian diag(p) - p p^T applied to dP") {
  numpy::RandomState rng(7);
  const MatrixD logits = random_matrix(rng, 3, 5), d_p = random_matrix(rng, 3, 5);
  const MatrixD p = attention::softmax_rows(logits).weights;
  const MatrixD d_z = attention::softmax_backward(p, d_p);
  for (Eigen::Index i = 0; i < 3; ++i) {
    const Eigen::VectorXd row = p.row(i).transpose();
    const MatrixD jacobian = MatrixD(row.asDiagonal()) - row * row.transpose();  // symmetric
    const Eigen::VectorXd expected = jacobian * d_p.row(i).transpose();
    for (Eigen::Index j = 0; j < 5; ++j) CHECK(d_z(i, j) == doctest::Approx(expected(j)).epsilon(1e-13));
  }
  // Adding a constant to every logit of a row changes nothing, so dZ sums to 0.
  for (Eigen::Index i = 0; i < 3; ++i) CHECK(std::abs(d_z.row(i).sum()) < 1e-15);
}

TEST_CASE("masked cells get no gradient, and a query that sees no key passes none back") {
  numpy::RandomState rng(3);
  const MatrixD q = random_matrix(rng, 3, 2), k = random_matrix(rng, 3, 2), v = random_matrix(rng, 3, 2);
  attention::Mask options;
  options.causal = true;
  options.key_padding = {true, false, false};  // query 0 may see only key 0, which is padding
  const auto forward = attention::attend(q, k, v, options);
  const auto g = attention::attention_backward(q, k, v, forward, random_matrix(rng, 3, 2));
  for (Eigen::Index i = 0; i < 3; ++i) {
    for (Eigen::Index j = 0; j < 3; ++j) {
      if (j > i || j == 0) CHECK(g.d_raw_scores(i, j) == 0);
    }
  }
  CHECK(g.d_q.row(0).isZero(0));
  CHECK(g.d_raw_scores.isApprox(g.d_scaled_scores / std::sqrt(2.0)));
}

TEST_CASE("the backward pass names a mis-shaped argument") {
  numpy::RandomState rng(5);
  const MatrixD q = random_matrix(rng, 3, 2), k = random_matrix(rng, 4, 2), v = random_matrix(rng, 4, 2);
  const auto forward = attention::attend(q, k, v);
  CHECK_THROWS_WITH_AS(attention::attention_backward(q, k, v, forward, MatrixD::Zero(3, 3)),
                       doctest::Contains("dOutput"), std::invalid_argument);
  const MatrixD x = random_matrix(rng, 3, 4), w = random_matrix(rng, 4, 4);
  CHECK_THROWS_WITH_AS(attention::multi_head_backward(x, w, w, w, MatrixD::Zero(3, 4), 2, {}, MatrixD::Zero(3, 4)),
                       doctest::Contains("WO"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(attention::multi_head_backward(x, w, w, w, w, 3, {}, MatrixD::Zero(3, 4)),
                       doctest::Contains("heads"), std::invalid_argument);
}
