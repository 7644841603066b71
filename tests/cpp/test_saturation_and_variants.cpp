// The scaling argument, measured, and the common bugs, each visibly wrong.
#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>

#include "attention/saturation.hpp"
#include "attention/softmax.hpp"
#include "attention/variants.hpp"
#include "numpy/legacy_random.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;

TEST_CASE("sampled q·k variance tracks d_k") {
  for (std::int64_t d_k : {4, 64, 256}) {
    CAPTURE(d_k);
    const auto s = attention::sample_dot_products(3, d_k, 4000);
    CHECK(s.values.size() == 4000);
    CHECK(s.variance == doctest::Approx(static_cast<double>(d_k)).epsilon(0.15));
    CHECK(std::fabs(s.mean) < 4.0 * std::sqrt(static_cast<double>(d_k) / 4000.0));
  }
  CHECK_THROWS_WITH_AS(attention::sample_dot_products(3, 0, 10), doctest::Contains("dK"), std::invalid_argument);
}

TEST_CASE("softmax statistics: uniform and one-hot extremes") {
  const double uniform[] = {0.25, 0.25, 0.25, 0.25};
  const auto u = attention::describe_softmax(uniform, 4);
  CHECK(u.entropy == doctest::Approx(std::log(4.0)));
  CHECK(u.max_weight == 0.25);
  // ‖diag(p) − ppᵀ‖_F for uniform p over 4: sqrt(4·(0.25−0.0625)² + 12·0.0625²)
  CHECK(u.jacobian_norm == doctest::Approx(std::sqrt(4 * 0.1875 * 0.1875 + 12 * 0.0625 * 0.0625)));
  const double one_hot[] = {0.0, 1.0, 0.0};
  const auto h = attention::describe_softmax(one_hot, 3);
  CHECK(h.entropy == 0.0);
  CHECK(h.jacobian_norm == 0.0);  // saturated: no gradient flows back
}

TEST_CASE("without scaling softmax saturates as d_k grows; with scaling it does not") {
  const auto small = attention::measure_saturation(5, 4, 16, 64);
  const auto large = attention::measure_saturation(5, 1024, 16, 64);
  CHECK(large.unscaled.max_weight > 0.9);
  CHECK(large.unscaled.jacobian_norm < 0.1);
  CHECK(large.scaled.max_weight < 0.4);
  CHECK(large.scaled.jacobian_norm == doctest::Approx(small.scaled.jacobian_norm).epsilon(0.2));
}

TEST_CASE("each common bug leaves its fingerprint") {
  const MatrixD q = random_matrix(40, 5, 8), k = random_matrix(41, 5, 8), v = random_matrix(42, 5, 3);
  const auto correct = attention::attend_variant(q, k, v, attention::Variant::correct, 64, {true, {}, attention::kMaskedScore});
  for (double s : attention::row_sums(correct.weights)) CHECK(s == doctest::Approx(1.0));

  const auto wrong_axis = attention::attend_variant(q, k, v, attention::Variant::softmax_over_queries, 64, {false, {}, attention::kMaskedScore});
  for (double s : attention::column_sums(wrong_axis.weights)) CHECK(s == doctest::Approx(1.0));
  double worst_row = 0;
  for (double s : attention::row_sums(wrong_axis.weights)) worst_row = std::max(worst_row, std::fabs(s - 1.0));
  CHECK(worst_row > 0.05);

  const auto after = attention::attend_variant(q, k, v, attention::Variant::scale_after_softmax, 64, {false, {}, attention::kMaskedScore});
  for (double s : attention::row_sums(after.weights)) CHECK(s == doctest::Approx(1.0 / std::sqrt(8.0)));

  const auto zero_mask = attention::attend_variant(q, k, v, attention::Variant::mask_with_zero, 64, {true, {}, attention::kMaskedScore});
  CHECK(zero_mask.weights(0, 4) > 0.0);  // the first token sees the last one
  CHECK(correct.weights(0, 4) == 0.0);

  const auto d_model = attention::attend_variant(q, k, v, attention::Variant::scale_by_d_model, 64, {false, {}, attention::kMaskedScore});
  const auto plain = attention::attend_variant(q, k, v, attention::Variant::correct, 64, {false, {}, attention::kMaskedScore});
  // Dividing by √64 instead of √8 flattens every row towards uniform.
  CHECK(d_model.weights.row(0).maxCoeff() < plain.weights.row(0).maxCoeff());

  CHECK_THROWS_WITH_AS(attention::parse_variant("typo"), doctest::Contains("variant: expected 'correct'"),
                       std::invalid_argument);
}

// The gradient through the mask: zeroing the hidden weights after the
// softmax leaves rows that sum to less than 1 and hands a hidden key's
// score a gradient; −∞ before the softmax gives it none. The analytic
// gradient of the buggy forward is checked by central differences of
// L = Σ output ⊙ dOutput with respect to Q (through the scores).
TEST_CASE("masking after the softmax: rows sum to less than 1, and hidden keys still get gradient") {
  const MatrixD q = random_matrix(50, 4, 3), k = random_matrix(51, 4, 3), v = random_matrix(52, 4, 2);
  const MatrixD d_output = random_matrix(53, 4, 2);
  const attention::Mask causal{true, {}, attention::kMaskedScore};
  const auto bug = attention::variant_backward(q, k, v, attention::Variant::mask_after_softmax, causal, d_output);
  const auto right = attention::variant_backward(q, k, v, attention::Variant::correct, causal, d_output);
  const auto sums = attention::row_sums(bug.forward.weights);
  CHECK(sums.back() == doctest::Approx(1.0));  // the last query hides nothing
  for (std::size_t i = 0; i + 1 < sums.size(); ++i) CHECK(sums[i] < 1.0 - 1e-6);
  for (Eigen::Index i = 0; i < 4; ++i) {
    for (Eigen::Index j = i + 1; j < 4; ++j) {
      CHECK(bug.forward.weights(i, j) == 0.0);
      CHECK(right.gradients.d_scaled_scores(i, j) == 0.0);
      CHECK(std::fabs(bug.gradients.d_scaled_scores(i, j)) > 1e-6);  // a hidden key's score is still trained
    }
  }
  // Central differences of the buggy forward, every entry of Q.
  auto loss = [&](const MatrixD& qq) {
    return attention::attend_variant(qq, k, v, attention::Variant::mask_after_softmax, 3, causal).output.cwiseProduct(d_output).sum();
  };
  const double h = 1e-6;
  for (Eigen::Index i = 0; i < 4; ++i) {
    for (Eigen::Index c = 0; c < 3; ++c) {
      MatrixD up = q, down = q;
      up(i, c) += h;
      down(i, c) -= h;
      CHECK(bug.gradients.d_q(i, c) == doctest::Approx((loss(up) - loss(down)) / (2 * h)).epsilon(1e-6));
    }
  }
  CHECK_THROWS_WITH_AS(attention::variant_backward(q, k, v, attention::Variant::mask_with_zero, causal, d_output),
                       doctest::Contains("variant: only"), std::invalid_argument);
}
