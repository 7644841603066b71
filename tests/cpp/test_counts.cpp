// Parameter and FLOP counts of one attention layer.
#include <doctest/doctest.h>

#include <stdexcept>

#include "attention/counts.hpp"

TEST_CASE("GPT-2 small: 2,359,296 weights, 2,362,368 with biases") {
  const attention::LayerShape gpt2{768, 12, 0, 0};
  const auto no_bias = attention::count_parameters(gpt2, false);
  CHECK(no_bias.w_q + no_bias.w_k + no_bias.w_v == 1769472);
  CHECK(no_bias.w_o == 589824);
  CHECK(no_bias.total == 2359296);
  CHECK(attention::count_parameters(gpt2, true).total == 2362368);
}

TEST_CASE("larger GPT-2 sizes follow 4·d_model² (+ 4·d_model biases)") {
  for (std::int64_t d_model : {1024, 1280, 1600}) {
    const auto c = attention::count_parameters({d_model, d_model / 64, 0, 0}, true);
    CHECK(c.total == 4 * d_model * d_model + 4 * d_model);
  }
}

TEST_CASE("h heads of width d_model/h cost the same FLOPs as one head of width d_model") {
  const auto one = attention::count_flops({512, 1, 0, 0}, 128, 128);
  const auto eight = attention::count_flops({512, 8, 0, 0}, 128, 128);
  CHECK(one.projections == eight.projections);
  CHECK(one.raw_scores == eight.raw_scores);
  CHECK(one.weighted_sum == eight.weighted_sum);
  CHECK(one.output_projection == eight.output_projection);
  // Only the per-score steps (scaling, softmax) scale with h: h score matrices.
  CHECK(eight.softmax == 8 * one.softmax);
  CHECK(one.raw_scores == 2 * 128 * 128 * 512);
}

TEST_CASE("shapes that don't divide are rejected by name") {
  CHECK_THROWS_WITH_AS(attention::count_parameters({768, 7, 0, 0}, false), doctest::Contains("heads: 7"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(attention::count_parameters({0, 1, 0, 0}, false), doctest::Contains("dModel"),
                       std::invalid_argument);
  CHECK(attention::count_parameters({768, 7, 64, 64}, false).total == 4 * 768 * 7 * 64);
}
