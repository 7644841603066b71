// The core's refusals carry {code, argument, params} beside the message, with
// the argument spelt as the JS API spells it even when C++ calls the core.
// (tests/js/robustness.test.mjs checks every catalogued API error the same way.)
#include <doctest/doctest.h>

#include <functional>
#include <limits>
#include <string>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "caught.hpp"
#include "attention/limits.hpp"
#include "attention/multi_head.hpp"
#include "attention/parse.hpp"
#include "numpy/legacy_random.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;


TEST_CASE("what() is \"argument: message\", and the argument is the JS name") {
  const MatrixD q = random_matrix(1, 3, 4), k = random_matrix(2, 5, 6), v = random_matrix(3, 5, 2);
  const Caught e = caught([&] { attention::attend(q, k, v); });
  CHECK(e.code == "shape");
  CHECK(e.argument == "K");
  CHECK(e.what.rfind("K: ", 0) == 0);
  CHECK(e.param("expected") == "(5, 4)");  // K: m rows of Q's d_k
  CHECK(e.param("got") == "(5, 6)");
}

TEST_CASE("a non-finite cell names its row and column") {
  MatrixD q = random_matrix(1, 3, 4);
  q(2, 1) = std::numeric_limits<double>::quiet_NaN();
  const Caught e = caught([&] { attention::attend(q, q, q); });
  CHECK(e.code == "not_finite");
  CHECK(e.argument == "Q");
  CHECK(e.param("row") == "2");
  CHECK(e.param("column") == "1");
  CHECK(e.param("value") == "NaN");
}

TEST_CASE("sizes: below 1 is out of range, above the maximum is over the limit") {
  namespace limits = attention::limits;
  const Caught low = caught([] { limits::require_size(0, 64, "dK"); });
  CHECK(low.code == "range");
  CHECK(low.argument == "dK");
  CHECK(low.param("min") == "1");
  const Caught high = caught([] { limits::require_size(65, 64, "dK"); });
  CHECK(high.code == "limit");
  CHECK(high.param("max") == "64");
  CHECK(high.param("got") == "65");
}

TEST_CASE("a product of sizes is checked without wrapping") {
  namespace limits = attention::limits;
  // (2^40 + 1) · 2^24 wraps to 2^24 in 64 bits, exactly the limit.
  const Caught e = caught([] { limits::require_cells((std::int64_t{1} << 40) + 1, 1 << 24, 1 << 24, "rows x cols"); });
  CHECK(e.code == "limit");
  CHECK(e.argument == "");
  CHECK(e.what.rfind("rows x cols: 1099511627777 x 16777216 cells is more than the limit", 0) == 0);
  CHECK(caught([] { limits::require_cells(1 << 12, 1 << 12, 1 << 24, "n x m"); }).code == "(no error)");
}

TEST_CASE("masks, heads, seeds and parsed text carry codes") {
  const MatrixD q = random_matrix(1, 2, 2);
  const Caught fill = caught([&] { attention::attend(q, q, q, {false, {}, std::nan("")}); });
  CHECK(fill.code == "range");
  CHECK(fill.argument == "maskFill");
  const Caught padding = caught([&] { attention::attend(q, q, q, {false, {true}, -1e9}); });
  CHECK(padding.code == "shape");
  CHECK(padding.argument == "keyPadding");
  CHECK(padding.param("expected") == "2");

  const Caught heads = caught([] { attention::split_heads(MatrixD(2, 6), 4); });
  CHECK(heads.code == "incompatible");
  CHECK(heads.argument == "heads");

  const Caught seed = caught([] { numpy::RandomState rng(-1); });
  CHECK(seed.code == "range");
  CHECK(seed.argument == "seed");
  CHECK(seed.param("got") == "-1");

  const Caught text = caught([] { attention::parse_matrix("1 2; 3 x"); });
  CHECK(text.code == "type");
  CHECK(text.argument == "text");
  CHECK(text.param("row") == "2");
  CHECK(text.param("column") == "2");
  CHECK(text.param("value") == "x");
}
