// One Mask for forward, backward, multi-head and the variants (issue 13,
// defects 1 and 2): the forward result carries the mask it applied, the
// backward pass sends no gradient through a hidden cell whatever the fill,
// and the fully masked rows are read from the mask, not guessed from values.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "attention/backward.hpp"
#include "attention/variants.hpp"
#include "random_matrix.hpp"

using attention::Mask;
using attention::MatrixD;

namespace {

const double kFills[] = {attention::kMaskedScore, -1e9, -30.0, 0.0};

MatrixD row(std::initializer_list<double> values) {
  MatrixD m(1, static_cast<Eigen::Index>(values.size()));
  Eigen::Index j = 0;
  for (double v : values) m(0, j++) = v;
  return m;
}

Mask padding(std::vector<bool> hidden, double fill) {
  Mask mask;
  mask.key_padding = std::move(hidden);
  mask.fill = fill;
  return mask;
}

}  // namespace

// The repro: Q = [1], K = [0.5, -0.5], V = [1, 2], dOutput = [1],
// key 1 padded, fill 0. Scores [0.5, 0 (the fill)]: the fill is a constant,
// so only key 0's score carries gradient. With p0 = 1/(1 + e^-0.5) the
// softmax Jacobian gives dS0 = p0·(1 − (p0·1 + p1·2)) = −p0·p1, so dQ = 0.5·dS0
// and dK = [dS0, 0] (torch autograd agrees: tests/parity).
TEST_CASE("defect 1: a hidden key gets no gradient with a finite fill") {
  const MatrixD q = row({1}), k = row({0.5, -0.5}).transpose(), v = row({1, 2}).transpose();
  const MatrixD d_output = row({1});
  const double p0 = 1 / (1 + std::exp(-0.5)), p1 = 1 - p0, d_s0 = -p0 * p1;
  const auto forward = attention::attend(q, k, v, padding({false, true}, 0.0));
  const auto g = attention::attention_backward(q, k, v, forward, d_output);
  CHECK(g.d_q(0, 0) == doctest::Approx(0.5 * d_s0).epsilon(1e-15));  // -0.1175, not -0.2350
  CHECK(g.d_k(0, 0) == doctest::Approx(d_s0).epsilon(1e-15));
  CHECK(g.d_k(1, 0) == 0.0);  // not +0.2350
  CHECK(g.d_scaled_scores(0, 1) == 0.0);
  // With every key hidden, nothing flows back at all (it gave dQ = -0.25).
  const auto none = attention::attend(q, k, v, padding({true, true}, -1e9));
  const auto g_none = attention::attention_backward(q, k, v, none, d_output);
  CHECK(g_none.d_q(0, 0) == 0.0);
  CHECK(g_none.d_k.isZero(0));
  CHECK(g_none.d_v.col(0).sum() == doctest::Approx(1.0));  // the uniform weights still pass dOutput to V
}

TEST_CASE("defect 1: the backward pass matches finite differences for every fill, with fully masked rows") {
  double largest = 0;
  for (double fill : kFills) {
    for (double seed = 1; seed <= 6; ++seed) {
      numpy::RandomState rng(seed + 50);
      const Eigen::Index n = 2 + static_cast<Eigen::Index>(seed) % 3, m = 3;
      Mask mask;
      mask.causal = static_cast<int>(seed) % 2 == 0;
      mask.key_padding = {static_cast<int>(seed) % 3 != 1, false, static_cast<int>(seed) % 3 == 0};
      mask.fill = fill;
      if (seed == 6) mask.key_padding = {true, true, true};  // every row fully masked
      const MatrixD q = random_matrix(rng, n, 2), k = random_matrix(rng, m, 2), v = random_matrix(rng, m, 2);
      const MatrixD d_out = random_matrix(rng, n, 2);
      CAPTURE(fill);
      CAPTURE(seed);
      for (const auto& c : attention::check_attention_gradients(q, k, v, mask, d_out, 1e-5)) {
        CAPTURE(c.name);
        CAPTURE(c.analytic.norm());
        // A key all but one-hot (a fill of -30 beside one visible key) has a
        // gradient near 1e-13, below what finite differences resolve (about
        // 1e-11 with ε = 1e-5): there only the absolute error can be asked.
        CHECK((c.relative_error < 1e-6 || c.max_abs_error < 1e-9));
        if (c.analytic.norm() > 1e-6) largest = std::max(largest, c.relative_error);
      }
    }
  }
  MESSAGE("fills -inf, -1e9, -30, 0: largest relative error (gradients above 1e-6) " << largest);
}

TEST_CASE("defect 1: multi-head backward reads the same mask") {
  numpy::RandomState rng(77);
  const Eigen::Index n = 3, d_model = 4, heads = 2;
  const MatrixD x = random_matrix(rng, n, d_model), w = random_matrix(rng, d_model, d_model);
  const MatrixD d_out = random_matrix(rng, n, d_model);
  for (double fill : kFills) {
    CAPTURE(fill);
    Mask mask = padding({false, true, false}, fill);
    mask.causal = true;
    for (const auto& c : attention::check_multi_head_gradients(x, w, w, w, w, heads, mask, d_out, 1e-5)) {
      CAPTURE(c.name);
      CHECK(c.relative_error < 1e-6);
    }
  }
}

TEST_CASE("defect 2: fully masked rows come from the mask, whatever the fill") {
  const MatrixD x = random_matrix(5, 3, 2);
  for (double fill : kFills) {
    CAPTURE(fill);
    const auto r = attention::attend(x, x, x, padding({true, true, true}, fill));
    CHECK(r.fully_masked_rows == std::vector<Eigen::Index>{0, 1, 2});
    if (std::isinf(fill)) {
      CHECK(r.weights.isZero(0));  // our definition: no key, no weight, zero output
      CHECK(r.output.isZero(0));
    } else {
      // Every logit is the same fill: softmax is uniform, the query averages V.
      CHECK((r.weights.array() == 1.0 / 3).all());
      CHECK(r.output.row(0).isApprox(x.colwise().mean()));
    }
  }
  // Causal plus a padded first key: only query 0 sees nothing.
  Mask causal = padding({true, false, false}, -1e9);
  causal.causal = true;
  const auto r = attention::attend(x, x, x, causal);
  CHECK(r.fully_masked_rows == std::vector<Eigen::Index>{0});
  // Its three cells all hold -1e9, so its weights are uniform (the bug the
  // masking section shows); row 1 sees key 1 alone.
  CHECK((r.weights.row(0).array() == 1.0 / 3).all());
  CHECK(r.weights(1, 1) == 1.0);
}

TEST_CASE("issue 25: the fully masked rows are the first ones, counted in O(m) from the mask's structure") {
  // Against the definition, cell by cell, on every causal and padding
  // pattern of up to 6 keys and 8 queries.
  for (Eigen::Index m = 1; m <= 6; ++m) {
    for (unsigned pattern = 0; pattern < (1u << m); ++pattern) {
      for (bool causal : {false, true}) {
        Mask mask;
        mask.causal = causal;
        for (Eigen::Index j = 0; j < m; ++j) mask.key_padding.push_back((pattern >> j) & 1u);
        for (Eigen::Index n = 1; n <= 8; ++n) {
          std::vector<Eigen::Index> blind;
          for (Eigen::Index i = 0; i < n; ++i) {
            bool sees = false;
            for (Eigen::Index j = 0; j < m; ++j) sees = sees || !mask.hides(i, j);
            if (!sees) blind.push_back(i);
          }
          CHECK(mask.fully_masked_rows(n, m) == blind);
        }
      }
    }
  }
  // From the structure, not the n·m cells: the largest n an index holds
  // (2^63 - 1 natively, 2^31 - 1 on wasm32) over 4 keys takes no time (cell
  // by cell, this never finished; at n = m = 65,536 with padding it took
  // about 20 s).
  const Eigen::Index huge = std::numeric_limits<Eigen::Index>::max();
  Mask mask;
  mask.key_padding = {true, true, true, false};
  CHECK(mask.fully_masked_rows(huge, 4).empty());
  mask.causal = true;
  CHECK(mask.fully_masked_rows(huge, 4) == std::vector<Eigen::Index>{0, 1, 2});
  CHECK(mask.fully_masked_count(huge, 4) == 3);
  mask.key_padding.back() = true;
  CHECK(mask.fully_masked_count(huge, 4) == huge);
}

TEST_CASE("the forward result carries its mask") {
  const MatrixD x = random_matrix(6, 3, 2);
  Mask mask = padding({false, false, true}, -30.0);
  mask.causal = true;
  const auto r = attention::attend(x, x, x, mask);
  CHECK(r.mask.causal);
  CHECK(r.mask.key_padding == mask.key_padding);
  CHECK(r.mask.fill == -30.0);
  for (Eigen::Index i = 0; i < 3; ++i) {
    for (Eigen::Index j = 0; j < 3; ++j) CHECK((r.scaled_scores(i, j) == -30.0) == mask.hides(i, j));
  }
  // The mask_with_zero variant hides the same cells with 0, and says so.
  const auto zero = attention::attend_variant(x, x, x, attention::Variant::mask_with_zero, 2, mask);
  CHECK(zero.mask.fill == 0.0);
  CHECK(zero.scaled_scores(0, 2) == 0.0);
  CHECK(zero.fully_masked_rows.empty());
}
