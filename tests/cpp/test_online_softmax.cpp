// The chunk-by-chunk online softmax against the full attention reference.
#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/fast_attention.hpp"
#include "attention/online_softmax.hpp"
#include "caught.hpp"
#include "random_matrix.hpp"

using attention::MatrixD;

namespace {

double max_abs_diff(const MatrixD& a, const MatrixD& b) { return (a - b).cwiseAbs().maxCoeff(); }

}  // namespace

TEST_CASE("online softmax ends equal to the full softmax, for every chunk size, on random cases") {
  numpy::RandomState rng(2024);
  for (int trial = 0; trial < 40; ++trial) {
    const Eigen::Index n = 1 + trial % 7, m = 1 + (trial * 5) % 23, dk = 1 + trial % 9, dv = 1 + trial % 4;
    const double spread = 1.0 + trial % 5 * 10.0;  // up to scores of a few hundred: rescaling matters
    const MatrixD q = random_matrix(rng, n, dk) * spread, k = random_matrix(rng, m, dk), v = random_matrix(rng, m, dv);
    const MatrixD reference = attention::attend(q, k, v).output;
    for (Eigen::Index chunk : {Eigen::Index{1}, Eigen::Index{2}, Eigen::Index{3}, m, m + 4}) {
      const auto trace = attention::online_softmax_trace(q, k, v, chunk);
      CHECK(trace.steps.size() == static_cast<std::size_t>((m + chunk - 1) / chunk));
      CHECK(max_abs_diff(trace.steps.back().output, reference) < 1e-12);
      CHECK(max_abs_diff(trace.reference, reference) == 0.0);
      CHECK(trace.final_difference == max_abs_diff(trace.steps.back().output, reference));
    }
  }
}

TEST_CASE("each step holds the softmax over the keys seen so far, with the running max and sum") {
  const MatrixD q = random_matrix(5, 3, 4) * 4.0, k = random_matrix(6, 7, 4), v = random_matrix(7, 7, 2);
  const auto trace = attention::online_softmax_trace(q, k, v, 3);
  REQUIRE(trace.steps.size() == 3);
  for (const auto& step : trace.steps) {
    const Eigen::Index seen = step.key_end;
    const MatrixD prefix = attention::attend(q, MatrixD(k.topRows(seen)), MatrixD(v.topRows(seen))).output;
    CHECK(max_abs_diff(step.output, prefix) < 1e-12);
    const MatrixD scaled = (q * k.topRows(seen).transpose()) / 2.0;  // √d_k = 2
    for (Eigen::Index i = 0; i < 3; ++i) {
      CHECK(step.running_max[i] == doctest::Approx(scaled.row(i).maxCoeff()).epsilon(1e-15));
      double sum = 0;  // std::exp, not Eigen's .exp(): GCC 12 warns falsely inside Eigen's AVX-512 exp
      for (Eigen::Index j = 0; j < seen; ++j) sum += std::exp(scaled(i, j) - step.running_max[i]);
      CHECK(step.running_sum[i] == doctest::Approx(sum).epsilon(1e-13));
      CHECK(step.running_sum[i] >= 1.0);  // the max's own term is e^0 = 1
    }
  }
  CHECK(trace.steps[0].rescale[0] == 0.0);  // nothing to rescale before the first chunk
  CHECK(trace.steps[0].key_begin == 0);
  CHECK(trace.steps[2].key_begin == 6);
  CHECK(trace.steps[2].key_end == 7);
}

TEST_CASE("a new larger max rescales the old sum by e^(mu - mu_new)") {
  MatrixD q(1, 1), k(2, 1), v(2, 1);
  q << 1.0;
  k << 1.0, 3.0;
  v << 10.0, 20.0;
  const auto trace = attention::online_softmax_trace(q, k, v, 1);
  CHECK(trace.steps[1].running_max[0] == 3.0);
  CHECK(trace.steps[1].rescale[0] == doctest::Approx(std::exp(1.0 - 3.0)));
  CHECK(trace.steps[1].running_sum[0] == doctest::Approx(std::exp(-2.0) + 1.0));
  const double w0 = std::exp(-2.0) / (std::exp(-2.0) + 1.0);
  CHECK(trace.steps[1].output(0, 0) == doctest::Approx(w0 * 10.0 + (1 - w0) * 20.0));
}

TEST_CASE("online softmax rejects bad shapes, values and chunk sizes with InputErrors naming the argument") {
  const MatrixD q = random_matrix(1, 2, 3), k = random_matrix(2, 4, 3), v = random_matrix(3, 4, 2);
  Caught e = caught([&] { attention::online_softmax_trace(q, k, v, 0); });
  CHECK((e.code == "range" && e.argument == "chunk" && e.param("min") == "1"));
  e = caught([&] { attention::online_softmax_trace(q, k, v, 5000); });
  CHECK((e.code == "limit" && e.argument == "chunk" && e.param("max") == "4096"));
  e = caught([] { attention::require_trace_shape(4097, 4, 3, 2, 1); });
  CHECK((e.code == "limit" && e.argument == "n"));
  // The reference is attend()'s, so its n·m limit holds before anything is read.
  e = caught([] { attention::require_trace_shape(4096, 4096, 3, 1, 1); });
  CHECK((e.code == "limit" && e.argument.empty() && e.param("max") == "4194304"));
  e = caught([] { attention::require_trace_shape(2048, 2048, 3, 8, 1); });  // 2048 steps × 2048 rows × 8
  CHECK((e.code == "limit" && e.argument.empty() && e.param("rows") == "4194304"));
  CHECK_NOTHROW(attention::require_trace_shape(2048, 2048, 3, 1, 1));
  e = caught([&] { attention::online_softmax_trace(q, MatrixD(random_matrix(4, 4, 2)), v, 2); });
  CHECK((e.code == "shape" && e.argument == "K"));
  e = caught([&] { attention::online_softmax_trace(q, k, MatrixD(random_matrix(5, 3, 2)), 2); });
  CHECK((e.code == "shape" && e.argument == "V"));
  MatrixD bad = q;
  bad(1, 2) = std::nan("");
  e = caught([&] { attention::online_softmax_trace(bad, k, v, 2); });
  CHECK((e.code == "not_finite" && e.argument == "Q" && e.param("row") == "1" && e.param("column") == "2" &&
         e.param("value") == "NaN"));
}

TEST_CASE("issue 25: blocks larger than the problem are cut to n and m, and the tile is a checked size") {
  // 65,536 × 65,536 blocks over a 3 × 5 problem: the scratch size wrapped on
  // wasm32 (2^32 cells) to a tiny buffer, and the answer came out wrong;
  // natively it asked for 32 GiB.
  numpy::RandomState rng(25);
  const MatrixD q = random_matrix(rng, 3, 4), k = random_matrix(rng, 5, 4), v = random_matrix(rng, 5, 2);
  attention::fast::Problem<double> problem{{3, 5, 4, 2, 1}, q.data(), k.data(), v.data(), {}};
  MatrixD out(3, 2);
  attention::fast::attend_tiled(problem, out.data(), 65536, 65536);
  CHECK((out - attention::attend(q, k, v).output).cwiseAbs().maxCoeff() < 1e-15);
  // A tile that stays large after the cut is refused by its cells, not wrapped.
  const std::vector<double> one(65536, 0.5);
  attention::fast::Problem<double> long_rows{{65536, 65536, 1, 1, 1}, one.data(), one.data(), one.data(), {}};
  std::vector<double> long_out(65536);
  const Caught e = caught([&] { attention::fast::attend_tiled(long_rows, long_out.data(), 65536, 65536); });
  CHECK(e.code == "limit");
  CHECK(e.what.rfind("queryBlock x keyBlock score tile: 65536 x 65536", 0) == 0);
}

// The forgotten rescale, restated here as sums over keys: key j of chunk c
// is weighted e^{z_j − μ_c}, μ_c the running maximum after chunk c, and the
// output is Σ w_j v_j / Σ w_j. A row whose maximum sits in the first chunk
// is never rescaled and comes out right; a row whose maximum rises does not.
TEST_CASE("the forgotten rescale: right while the maximum holds, wrong once it rises") {
  MatrixD q(2, 1), k(4, 1), v(4, 1);
  q << 1.0, -1.0;        // d_k = 1: z = q·k
  k << 0.0, 1.0, 3.0, 2.0;
  v << 1.0, 2.0, 3.0, 4.0;
  const auto trace = attention::online_softmax_trace(q, k, v, 2);
  // Row 0: z = 0, 1 | 3, 2; μ rises from 1 to 3. Row 1: z = 0, −1 | −3, −2; μ holds at 0.
  const double w[4] = {std::exp(0.0 - 1.0), std::exp(1.0 - 1.0), std::exp(3.0 - 3.0), std::exp(2.0 - 3.0)};
  const double l = w[0] + w[1] + w[2] + w[3];
  CHECK(trace.without_rescale_sum[0] == doctest::Approx(l).epsilon(1e-15));
  CHECK(trace.without_rescale(0, 0) == doctest::Approx((w[0] + 2 * w[1] + 3 * w[2] + 4 * w[3]) / l).epsilon(1e-15));
  CHECK(std::fabs(trace.without_rescale(0, 0) - trace.reference(0, 0)) > 0.1);
  CHECK(trace.without_rescale(1, 0) == doctest::Approx(trace.reference(1, 0)).epsilon(1e-14));
  // One chunk holding every key: nothing to forget.
  const auto whole = attention::online_softmax_trace(q, k, v, 4);
  CHECK(max_abs_diff(whole.without_rescale, whole.reference) < 1e-14);
}
