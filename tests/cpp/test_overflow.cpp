// Issue 13, defect 9: finite inputs whose products overflow. Q·Kᵀ of entries
// near 1e200 is +∞ in float64 (1e20 in float32), and the NaN rows that
// followed were reported by nothing. Each product now says it overflowed,
// naming the factor whose entries were the larger and the cell.
#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "attention/backward.hpp"
#include "attention/error.hpp"
#include "attention/multi_head.hpp"
#include "caught.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;
using attention::MatrixF;

TEST_CASE("defect 9: Q·Kᵀ overflowing float64 is an error naming the product, the input and the cell") {
  MatrixD q = random_matrix(1, 2, 2), k = random_matrix(2, 3, 2), v = random_matrix(3, 3, 1);
  q.row(1) << 1e200, 1e200;
  k.row(2) << 2e200, 1e200;
  const Caught e = caught([&] { attention::attend(q, k, v); });
  CHECK(e.code == "overflow");
  CHECK(e.argument == "K");  // K's row 2 (2e200) is larger than Q's row 1 (1e200)
  CHECK(e.param("product") == "Q·Kᵀ");
  CHECK(e.param("row") == "1");
  CHECK(e.param("column") == "2");
  CHECK(e.what.rfind("K: Q·Kᵀ overflows float64 at row 1, column 2", 0) == 0);
  // Large but representable stays fine: 1e150 · 1e150 = 1e300.
  q.row(1) << 1e150, 0;
  k.row(2) << 1e150, 0;
  CHECK(attention::attend(q, k, v).raw_scores(1, 2) == doctest::Approx(1e300));
}

TEST_CASE("defect 9: the same in float32, where 1e20 · 1e20 overflows") {
  MatrixF q(1, 2), k(1, 2), v(1, 1);
  q << 1e20f, 1e20f;
  k << 1e20f, 1e20f;
  v << 1.0f;
  const Caught e = caught([&] { attention::attend(q, k, v); });
  CHECK(e.code == "overflow");
  CHECK(e.argument == "Q");
  CHECK(e.what.find("overflows float32") != std::string::npos);
}

TEST_CASE("defect 9: projections, W_O and the weighted sum are checked too") {
  MatrixD x(1, 1), w(1, 1), big(1, 1);
  x << 1e200;
  w << 1;
  big << 1e200;
  const Caught projection = caught([&] { attention::multi_head_attention_fused(x, big, w, w, w, 1); });
  CHECK(projection.code == "overflow");
  CHECK(projection.param("product") == "X·W_Q");
  // V = X·W_V = 1e200 fits; concat·W_O = 1e200·1e200 does not.
  const Caught output = caught([&] { attention::multi_head_attention_fused(w, w, w, x, big, 1); });
  CHECK(output.code == "overflow");
  CHECK(output.param("product") == "concat·W_O");
  // A weighted sum of values near the largest double.
  MatrixD q = MatrixD::Zero(1, 1), k = MatrixD::Zero(2, 1), v(2, 1);
  v << 1.7e308, 1.7e308;
  const auto r = attention::attend(q, k, v);  // 0.5·1.7e308 + 0.5·1.7e308 fits
  CHECK(r.output(0, 0) == doctest::Approx(1.7e308));
}

TEST_CASE("defect 9: the backward pass names dOutput when a gradient overflows") {
  const MatrixD q = random_matrix(3, 2, 2), k = random_matrix(4, 2, 2);
  MatrixD v = random_matrix(5, 2, 2);
  v *= 1e300;
  const auto forward = attention::attend(q, k, v);
  MatrixD d_output = MatrixD::Constant(2, 2, 1e300);
  const Caught e = caught([&] { attention::attention_backward(q, k, v, forward, d_output); });
  CHECK(e.code == "overflow");
  CHECK(e.param("product") == "dOutput·Vᵀ");
}
