// Parameter and FLOP counts of one attention layer.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

#include "attention/error.hpp"
#include "attention/limits.hpp"

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

// Issue 13, defect 6: counts are exact in a JS number (below 2^53) or refused.
// Before, 2·h·n·m·d_k wrapped modulo 2^64 (to 0 for 64 heads of 2^20 at
// n = m = 2^20) or came out past 2^53 where a double rounds it.
TEST_CASE("defect 6: FLOP counts past 2^53 are refused, not wrapped or rounded") {
  const std::int64_t big = std::int64_t{1} << 20;
  // 2·64·2^60 = 2^67: wraps past 2^64.
  CHECK_THROWS_WITH_AS(attention::count_flops({big, 64, big, big}, big, big), doctest::Contains("passes 2^53"),
                       attention::InputError);
  // 2·2^60 = 2^61: fits int64, not a double.
  try {
    attention::count_flops({big, 1, 0, 0}, big, big);
    FAIL("no error");
  } catch (const attention::InputError& e) {
    CHECK(e.code() == attention::ErrorCode::limit);
    CHECK(e.argument() == "");
    CHECK(std::string(e.what()).rfind("projections: the count passes 2^53", 0) == 0);
  }
  // Below: n = m = d_model = 2^12 gives 2^37 FLOPs of Q·Kᵀ, every field exact.
  const auto f = attention::count_flops({1 << 12, 1, 0, 0}, 1 << 12, 1 << 12);
  CHECK(f.raw_scores == 2 * (std::int64_t{1} << 36));
  CHECK(f.total < attention::limits::kMaxExactCount);
}

TEST_CASE("limits::Count and limits::product never wrap") {
  using attention::limits::Count;
  const std::int64_t exact = attention::limits::kMaxExactCount;
  CHECK((Count(1 << 26) * (std::int64_t{1} << 27)).value("c") == exact);  // 2^53 itself is exact
  CHECK_THROWS_AS((Count(1 << 26) * (std::int64_t{1} << 27) + 1).value("c"), attention::InputError);
  CHECK_THROWS_AS((Count(std::int64_t{1} << 40) * (std::int64_t{1} << 24)).value("c"), attention::InputError);
  CHECK_THROWS_AS((Count(std::int64_t{1} << 62) * 4 * 0).value("c"), attention::InputError);  // once inexact, stays
  CHECK(attention::limits::product({1 << 12, 1 << 12}, 1 << 24) == (1 << 24));
  CHECK_FALSE(attention::limits::product({(std::int64_t{1} << 40) + 1, 1 << 24}, 1 << 24));  // wraps to 2^24 unchecked
  CHECK_FALSE(attention::limits::product({std::int64_t{1} << 62, 8}, std::numeric_limits<std::int64_t>::max()));
}

TEST_CASE("parameter counts stay exact at the largest shapes counted") {
  const std::int64_t big = std::int64_t{1} << 20;
  const auto c = attention::count_parameters({big, 64, big, big}, true);  // 4·2^46 weights: below 2^53
  CHECK(c.total == 4 * (std::int64_t{1} << 46) + 3 * 64 * big + big);
  CHECK_THROWS_WITH_AS(attention::count_parameters({big, 65, big, big}, false), doctest::Contains("heads"),
                       attention::InputError);
}
