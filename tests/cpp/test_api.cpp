// The API's entry points in C++ (cpp/api): the rules a JS caller meets are
// the core's, so a C++ caller and the fuzzers meet the same ones. Each
// request is what a binding builds from JS options; nothing is checked
// before these functions.
#include <doctest/doctest.h>

#include <functional>
#include <limits>
#include <string>
#include <variant>

#include "api/api.hpp"
#include "api/fast.hpp"
#include "api/learning.hpp"
#include "attention/error.hpp"
#include "caught.hpp"

using api::Values;
using attention::ErrorCode;
using attention::InputError;

namespace {


// Values as a JS Array holding one entry that is not a number.
Values with_junk(std::int64_t count, std::int64_t bad, const char* got) {
  return Values(count, [count, bad, got](double* out) -> std::optional<api::WrongItem> {
    for (std::int64_t i = 0; i < count; ++i) out[i] = 1.0;
    return api::WrongItem{bad, got};
  });
}

// Values that must never be read: the count is wrong, or the sizes are.
Values unreadable(std::int64_t count) {
  return Values(count, [](double*) -> std::optional<api::WrongItem> {
    FAIL("read before its count was checked");
    return std::nullopt;
  });
}

api::AttentionRequest request(std::int64_t n, std::int64_t m, std::int64_t d) {
  api::AttentionRequest r;
  r.inputs = {n, m, d, d, Values(std::vector<double>(n * d, 0.5)), Values(std::vector<double>(m * d, 0.25)),
              Values(std::vector<double>(m * d, 1.0))};
  return r;
}

}  // namespace

TEST_CASE("sizes are checked before any matrix is read, then counts, then entries") {
  api::AttentionRequest r = request(2, 2, 2);
  r.inputs.n = 5000;
  r.inputs.q = unreadable(10000);
  const Caught n = caught([&] { api::run_attention(r); });
  CHECK(n.code == "limit");
  CHECK(n.argument == "n");
  r = request(4096, 4096, 1);
  r.inputs.q = r.inputs.k = r.inputs.v = unreadable(4096);
  CHECK(caught([&] { api::run_attention(r); }).what.rfind("n x m scores: 4096 x 4096 = 16777216 cells", 0) == 0);
  r = request(2, 2, 2);
  r.inputs.k = unreadable(3);
  const Caught count = caught([&] { api::run_attention(r); });
  CHECK(count.code == "shape");
  CHECK(count.argument == "K");
  CHECK(count.param("expected") == "4");
  r = request(2, 2, 2);
  r.inputs.n.reset();
  CHECK(caught([&] { api::run_attention(r); }).what == "n: is required");
}

TEST_CASE("defect 5: an entry that is not a number is refused by argument and position") {
  api::AttentionRequest r = request(2, 2, 2);
  r.inputs.q = with_junk(4, 1, "null");
  const Caught e = caught([&] { api::run_attention(r); });
  CHECK(e.code == "type");
  CHECK(e.argument == "Q");
  CHECK(e.what == "Q: expected a number at row 0, column 1, got null");
  CHECK(e.param("index") == "1");
  const Caught list = caught([] { api::numpy_str(with_junk(2, 0, "string '1'")); });
  CHECK(list.what == "values: expected a number at index 0, got string '1'");
  CHECK(list.param("index") == "0");
}

TEST_CASE("a C++ caller of the core meets the JS caller's limits") {
  const attention::MatrixD q = attention::MatrixD::Zero(5000, 1), k = attention::MatrixD::Zero(1, 1);
  const Caught direct = caught([&] { attention::attend(q, k, k); });
  api::AttentionRequest r = request(5000, 1, 1);
  const Caught via_api = caught([&] { api::run_attention(r); });
  CHECK(direct.what == "n: must be an integer from 1 to 4096, got 5000");
  CHECK(via_api.what == direct.what);
}

TEST_CASE("defect 6: randn's rows x cols is checked without wrapping") {
  const Caught e = caught([] { api::random_matrix(0, (std::int64_t{1} << 40) + 1, 1 << 24, api::Distribution::normal); });
  CHECK(e.code == "limit");
  CHECK(e.argument == "");
  CHECK(api::random_matrix(0, 0, 5, api::Distribution::uniform).empty());
}

TEST_CASE("defect 9: float32 inputs that do not fit a float are an overflow, not an Infinity") {
  api::AttentionRequest r = request(1, 1, 1);
  r.inputs.q = Values(std::vector<double>{1e39});
  r.precision = "float32";
  const Caught cast = caught([&] { api::run_attention(r); });
  CHECK(cast.code == "overflow");
  CHECK(cast.argument == "Q");
  r = request(1, 1, 2);
  r.inputs.q = r.inputs.k = Values(std::vector<double>{1e20, 1e20});
  r.precision = "float32";
  const Caught product = caught([&] { api::run_attention(r); });
  CHECK(product.code == "overflow");
  CHECK(product.param("product") == "Q·Kᵀ");
  r.precision.reset();
  CHECK(api::run_attention(r).output(0, 0) == 1.0);  // 2e40 is fine in float64
  api::SoftmaxRequest s;
  s.cols = 1;
  s.logits = Values(std::vector<double>{1e300});
  s.scale = 1e10;
  CHECK(caught([&] { api::run_softmax(s); }).code == "overflow");
}

TEST_CASE("multi-head calls share one reading of the layer: dK and dV default to dModel / heads") {
  api::MultiHeadRequest r;
  r.layer = {2, 4, 3, std::nullopt, std::nullopt, unreadable(8), unreadable(0), unreadable(0), unreadable(0),
             unreadable(0)};
  const Caught e = caught([&] { api::run_multi_head(r); });
  CHECK(e.code == "incompatible");
  CHECK(e.argument == "heads");
  api::MultiHeadBackwardRequest b;
  b.layer = r.layer;
  CHECK(caught([&] { api::run_multi_head_backward(b); }).what == e.what);
}

TEST_CASE("defect 7: trainerStart takes the last seed numpy accepts") {
  api::TrainerRequest r;
  r.seed = 4294967295.0;
  const api::TrainerAnswer a = api::run_trainer_start(r);
  CHECK(a.state.step == 0);
  CHECK(a.evaluation.total_rows > 0);
  r.seed = 4294967296.0;
  CHECK(caught([&] { api::run_trainer_start(r); }).argument == "seed");
}

TEST_CASE("defects 1 and 2 through the API: the issue's repros") {
  api::AttentionBackwardRequest r;
  r.inputs = {1, 2, 1, 1, Values(std::vector<double>{1}), Values(std::vector<double>{0.5, -0.5}),
              Values(std::vector<double>{1, 2})};
  r.d_output = Values(std::vector<double>{1});
  r.mask.key_padding = {false, true};
  r.mask.fill = 0;
  const api::AttentionBackwardAnswer a = api::run_attention_backward(r);
  CHECK(a.gradients.d_q(0, 0) == doctest::Approx(-0.1175018561).epsilon(1e-9));
  CHECK(a.gradients.d_k(1, 0) == 0.0);
  api::AttentionRequest f;
  f.inputs = r.inputs;
  f.mask.key_padding = {true, true};
  f.mask.fill = -1e9;
  CHECK(api::run_attention(f).fully_masked_rows == std::vector<Eigen::Index>{0});
}

TEST_CASE("fastAttention reads its options with the same rules: sizes and path first, then counts, then entries") {
  api::FastAttentionRequest r;
  r.inputs = request(4, 3, 2).inputs;
  r.inputs.d_v.reset();  // dV defaults to dK
  r.heads = 2;
  r.inputs.q = unreadable(16);
  r.inputs.k = unreadable(11);
  r.inputs.v = unreadable(12);
  r.precision = "float16";
  CHECK(caught([&] { api::run_fast_attention(r); }).what == "precision: expected 'float64' or 'float32', got 'float16'");
  r.precision = "float32";
  r.path = "flash";
  const Caught path = caught([&] { api::run_fast_attention(r); });
  CHECK((path.code == "range" && path.argument == "path" && path.param("known") == "auto, materialised, tiled"));
  r.path = "tiled";
  r.weights = true;
  CHECK(caught([&] { api::run_fast_attention(r); }).argument == "weights");
  r.weights = false;
  r.heads = 65;
  CHECK(caught([&] { api::run_fast_attention(r); }).what == "heads: must be an integer from 1 to 64, got 65");
  r.heads = 2;
  r.inputs.q = Values(std::vector<double>(16, 0.5));  // (heads·n) × dK = 8 × 2
  const Caught count = caught([&] { api::run_fast_attention(r); });
  CHECK((count.code == "shape" && count.argument == "K" && count.param("expected") == "12" && count.param("got") == "11"));
  r.inputs.k = with_junk(12, 7, "true");
  const Caught junk = caught([&] { api::run_fast_attention(r); });
  CHECK(junk.what == "K: expected a number at row 3, column 1, got true");
  CHECK((junk.code == "type" && junk.param("index") == "7"));
  r.inputs.k = Values(std::vector<double>(12, 1e39));  // does not fit float32
  const Caught cast = caught([&] { api::run_fast_attention(r); });
  CHECK((cast.code == "overflow" && cast.argument == "K" && cast.param("precision") == "float32"));
  r.inputs.k = Values(std::vector<double>(12, 0.25));
  r.inputs.v = Values(std::vector<double>(12, 1.0));
  const api::FastAttentionAnswer a = api::run_fast_attention(r);
  CHECK(a.path == attention::fast::Path::tiled);
  const auto& result = std::get<api::FastResult<float>>(a.result);
  CHECK((result.output.rows() == 8 && result.output.cols() == 2 && result.output(7, 1) == 1.0f));
}

TEST_CASE("onlineSoftmax checks its sizes before reading Q, K and V") {
  api::OnlineSoftmaxRequest r;
  r.inputs = {2, 3, 2, 1, unreadable(4), unreadable(6), unreadable(3)};
  CHECK(caught([&] { api::run_online_softmax(r); }).what == "chunk: is required");
  r.chunk = 0;
  const Caught e = caught([&] { api::run_online_softmax(r); });
  CHECK((e.code == "range" && e.argument == "chunk"));
}
