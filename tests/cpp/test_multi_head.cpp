// Multi-head attention: the per-head and the sliced (fused) forms must agree.
#include <doctest/doctest.h>

#include <stdexcept>

#include "attention/multi_head.hpp"
#include "numpy/legacy_random.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;

namespace {

struct Layer {
  MatrixD x, w_q, w_k, w_v, w_o;
};

Layer random_layer(double seed, Eigen::Index n, Eigen::Index d_model, Eigen::Index heads) {
  numpy::RandomState rng(seed);
  Layer l;
  l.x = random_matrix(rng, n, d_model);
  l.w_q = random_matrix(rng, d_model, d_model);
  l.w_k = random_matrix(rng, d_model, d_model);
  l.w_v = random_matrix(rng, d_model, d_model);
  l.w_o = random_matrix(rng, d_model, d_model);
  (void)heads;
  return l;
}

}  // namespace

TEST_CASE("slicing one d_model x d_model matrix into heads equals separate per-head matrices") {
  for (Eigen::Index heads : {1, 2, 3, 6}) {
    CAPTURE(heads);
    const Layer l = random_layer(static_cast<double>(heads), 5, 12, heads);
    attention::HeadWeights<double> per_head;
    per_head.w_q = attention::split_heads(l.w_q, heads);
    per_head.w_k = attention::split_heads(l.w_k, heads);
    per_head.w_v = attention::split_heads(l.w_v, heads);
    per_head.w_o = l.w_o;
    const auto separate = attention::multi_head_attention(l.x, per_head);
    const auto fused = attention::multi_head_attention_fused(l.x, l.w_q, l.w_k, l.w_v, l.w_o, heads);
    // Same dot products in the same order: equal to the last bit.
    CHECK(separate.output == fused.output);
    CHECK(separate.concat == fused.concat);
    REQUIRE(fused.heads.size() == static_cast<std::size_t>(heads));
    CHECK(fused.output.rows() == 5);
    CHECK(fused.output.cols() == 12);
  }
}

TEST_CASE("one head is plain attention followed by W_O") {
  const Layer l = random_layer(30, 4, 6, 1);
  const auto r = attention::multi_head_attention_fused(l.x, l.w_q, l.w_k, l.w_v, l.w_o, 1);
  const auto single = attention::attend<double>(l.x * l.w_q, l.x * l.w_k, l.x * l.w_v);
  CHECK((r.output - single.output * l.w_o).cwiseAbs().maxCoeff() < 1e-12);
}

TEST_CASE("split_heads and concat_heads are inverse reshapes") {
  numpy::RandomState rng(31);
  const MatrixD m = random_matrix(rng, 3, 8);
  const auto parts = attention::split_heads(m, 4);
  CHECK(parts.size() == 4);
  CHECK(parts[1](2, 0) == m(2, 2));
  CHECK(attention::concat_heads(parts) == m);
  CHECK_THROWS_WITH_AS(attention::split_heads(m, 3), doctest::Contains("heads"), std::invalid_argument);
}

TEST_CASE("W_O must have h·d_v rows") {
  const Layer l = random_layer(32, 4, 6, 2);
  CHECK_THROWS_WITH_AS(attention::multi_head_attention_fused(l.x, l.w_q, l.w_k, l.w_v, MatrixD(5, 6), 2),
                       doctest::Contains("WO"), std::invalid_argument);
}

// Regression for tests/fuzz/regressions/attention/split-heads-of-empty-x: an
// X without rows reached Eigen's block of a null pointer (UBSan) before any
// check; now it is refused by name, and an empty split stays well-defined.
TEST_CASE("an empty X is refused before it is projected") {
  const MatrixD x(0, 4), w(4, 4), w_o(4, 4);
  CHECK_THROWS_WITH_AS(attention::multi_head_attention_fused(x, w, w, w, w_o, 2), doctest::Contains("X: needs"),
                       std::invalid_argument);
  const auto parts = attention::split_heads(MatrixD(0, 6), 3);
  REQUIRE(parts.size() == 3);
  CHECK(parts[1].rows() == 0);
  CHECK(parts[1].cols() == 2);
}
