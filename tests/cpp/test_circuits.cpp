// The circuit read from the weights (transformer/circuits.hpp): shapes,
// refusals, two of its matrices found again inside the forward pass of a
// model altered so that the rest of the pass is zero, and, on the shipped
// checkpoint, what the matrices predict about the scores the forward pass
// really computes. numpy/torch recompute all three in tests/oracle/.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "caught.hpp"
#include "transformer/checkpoint.hpp"
#include "transformer/circuits.hpp"
#include "transformer/forward.hpp"

using attention::MatrixD;
using transformer::Config;
using transformer::Model;

namespace {

double max_difference(const MatrixD& a, const MatrixD& b) {
  double worst = 0;
  for (Eigen::Index k = 0; k < a.size(); ++k) {
    const double x = a.data()[k], y = b.data()[k];
    if (std::isinf(x) || std::isinf(y)) {
      if (x != y) return INFINITY;
      continue;
    }
    worst = std::max(worst, std::abs(x - y));
  }
  return worst;
}

}  // namespace

TEST_CASE("circuits: shapes, the causal −∞ above the diagonal, and refusals naming the argument") {
  const Config c{2, 2, 8, 6, 8};
  const Model m = transformer::initial_model(c, 5);
  const transformer::Circuits k = transformer::circuits(m, 2, 1);
  CHECK(k.previous_token.rows() == 8);
  CHECK(k.previous_token.cols() == 8);
  CHECK(k.k_composition.rows() == 6);
  CHECK(k.k_composition.cols() == 6);
  CHECK(k.direct.rows() == 6);
  CHECK(k.direct.cols() == 6);
  CHECK(k.copying.rows() == 6);
  CHECK(k.copying.cols() == 6);
  for (Eigen::Index i = 0; i < 8; ++i) {
    for (Eigen::Index j = 0; j < 8; ++j) CHECK((j > i) == std::isinf(k.previous_token(i, j)));
  }
  CHECK(k.previous_token(0, 1) == -INFINITY);  // the mask's fill, as the masking section draws it
  CHECK(k.k_composition.allFinite());
  CHECK(k.direct.allFinite());
  CHECK(k.copying.allFinite());
  // The heads are different matrices.
  CHECK(max_difference(k.k_composition, transformer::circuits(m, 2, 2).k_composition) > 0);
  CHECK(max_difference(k.previous_token, transformer::circuits(m, 1, 1).previous_token) > 0);

  const Caught one_layer = caught([] { transformer::circuits(transformer::initial_model({1, 1, 8, 6, 8}, 0), 1, 1); });
  CHECK(one_layer.code == "incompatible");
  CHECK(one_layer.argument == "model.config.layers");
  CHECK(one_layer.what.find("needs 2 layers") != std::string::npos);
  const Caught head = caught([&] { transformer::circuits(m, 1, 3); });
  CHECK(head.code == "range");
  CHECK(head.argument == "head2");
  CHECK(head.param("max") == "2");
  CHECK(caught([&] { transformer::circuits(m, 0, 1); }).argument == "head1");
  Model nan = m;
  nan.layers[1].w_o(3, 2) = NAN;
  const Caught not_finite = caught([&] { transformer::circuits(nan, 1, 1); });
  CHECK(not_finite.code == "not_finite");
  CHECK(not_finite.argument == "model.layers[1].WO");
  Model huge = m;
  huge.embedding.setConstant(1e200);
  CHECK(caught([&] { transformer::circuits(huge, 1, 1); }).code == "overflow");
}

TEST_CASE("circuits: P1 is layer 1's score with no tokens; C is what layer 2 adds to the logits of a lone token") {
  for (std::int64_t heads : {1, 2}) {
    const Config c{2, heads, 8, 6, 8};
    const Model m = transformer::initial_model(c, 17);
    for (std::int64_t h = 1; h <= heads; ++h) {
      const transformer::Circuits k = transformer::circuits(m, h, h);
      INFO("heads " << heads << ", head " << h);
      // With every token embedding 0, layer 1 sees positions only: its scores are P1.
      Model positions = m;
      positions.embedding.setZero();
      const auto pass = transformer::forward(positions, {0, 1, 2, 3, 4, 5, 0, 1});
      CHECK(max_difference(pass.layers[0].heads[static_cast<std::size_t>(h - 1)].scaled_scores, k.previous_token) < 1e-12);
      // One token a, no positional embedding, layer 1 writing nothing, layer 2
      // only head h: layer 2 attends to a (weight 1) and adds e(a) W_V W_O; the
      // logits are the direct path e(a) W_U plus row a of C.
      Model lone = m;
      lone.positional.setZero();
      lone.layers[0].w_o.setZero();
      const std::int64_t d_k = c.d_head();
      for (std::int64_t other = 0; other < heads; ++other) {
        if (other != h - 1) lone.layers[1].w_o.middleRows(other * d_k, d_k).setZero();
      }
      // The same model reads D in layer 2's scores: query token a against key token b.
      const transformer::Tokens letters = {0, 1, 2, 3, 4, 5};
      const MatrixD s2 = transformer::forward(lone, letters).layers[1].heads[static_cast<std::size_t>(h - 1)].scaled_scores;
      for (Eigen::Index i = 0; i < c.vocab; ++i) {
        for (Eigen::Index j = 0; j <= i; ++j) CHECK(std::abs(s2(i, j) - k.direct(letters[i], letters[j])) < 1e-12);
      }
      for (Eigen::Index a = 0; a < c.vocab; ++a) {
        const MatrixD logits = transformer::forward(lone, {a}).logits;
        const MatrixD direct = m.embedding.row(a) * m.unembedding;
        CHECK(max_difference(logits - direct, k.copying.row(a)) < 1e-12);
      }
    }
  }
}

#ifndef __EMSCRIPTEN__  // the checkpoint trains on first use natively (seconds); wasm links it
TEST_CASE("the checkpoint's circuit: K and C peak on the diagonal, and K's margins show in the forward pass") {
  const Model m = transformer::pretrained_model();
  const transformer::Circuits k = transformer::circuits(m, 1, 1);
  const Eigen::Index v = m.config.vocab;
  double diagonal = 0, off = 0;
  int k_peaks = 0, c_peaks = 0;
  for (Eigen::Index a = 0; a < v; ++a) {
    diagonal += k.k_composition(a, a) / static_cast<double>(v);
    for (Eigen::Index b = 0; b < v; ++b) if (b != a) off += k.k_composition(a, b) / static_cast<double>(v * (v - 1));
    Eigen::Index best_k = 0, best_c = 0;
    k.k_composition.row(a).maxCoeff(&best_k);
    k.copying.row(a).maxCoeff(&best_c);
    k_peaks += best_k == a;
    c_peaks += best_c == a;
  }
  MESSAGE("K diagonal mean " << diagonal << ", off-diagonal mean " << off << "; row maxima on the diagonal: K "
                             << k_peaks << " of " << v << ", C " << c_peaks << " of " << v);
  CHECK(diagonal > 5);
  CHECK(off < 0.5);
  // D, the term a 1-layer head has (the key's own letter): measured, not
  // assumed flat; the page's caption quotes these numbers.
  double d_diagonal = 0, d_off = 0, d_low = INFINITY, d_high = -INFINITY;
  int d_peaks = 0;
  for (Eigen::Index a = 0; a < v; ++a) {
    d_diagonal += k.direct(a, a) / static_cast<double>(v);
    for (Eigen::Index b = 0; b < v; ++b) if (b != a) d_off += k.direct(a, b) / static_cast<double>(v * (v - 1));
    Eigen::Index best = 0;
    k.direct.row(a).maxCoeff(&best);
    d_peaks += best == a;
  }
  d_low = k.direct.minCoeff(), d_high = k.direct.maxCoeff();
  MESSAGE("D diagonal mean " << d_diagonal << ", off-diagonal mean " << d_off << ", range " << d_low << " … " << d_high
                             << "; row maxima on the diagonal " << d_peaks << " of " << v << "; K's range "
                             << k.k_composition.minCoeff() << " … " << k.k_composition.maxCoeff());
  // Measured: D diagonal 0.22, off 0.007, range −1.8 … 1.7, 1 of 12 row maxima on the diagonal (K: 9.7, −0.55, 12 of 12).
  CHECK(d_diagonal < 1);
  CHECK(d_peaks <= 3);
  CHECK(k_peaks >= 10);
  CHECK(c_peaks >= 10);
  // Layer 1's positional scores alone put each query's maximum on the
  // previous position, for the first 16 positions (a probe's length; the page
  // draws 12). Further on, the positional part fades and the tokens' part of
  // the score does more (measured: 16 of 23 queries in all).
  int previous = 0, leading = 0;
  for (Eigen::Index i = 1; i < m.config.context; ++i) {
    Eigen::Index best = 0;
    k.previous_token.row(i).head(i + 1).maxCoeff(&best);
    previous += best == i - 1;
    if (best == i - 1 && leading == i - 1) leading = static_cast<int>(i);
  }
  MESSAGE("P1's row maximum on i − 1 for " << previous << " of " << m.config.context - 1 << " queries, every one of 1 … "
                                           << leading);
  CHECK(leading >= 12);

  // The forward pass's own layer-2 score. A query holding a (the last of 16
  // tokens) against two keys: the position after an earlier a, and the
  // position after an earlier b ≠ a. K says the first wins by K[a][a] − K[a][b].
  // The real difference also has terms K leaves out (the keys' own tokens and
  // positions, layer 1's weight not all on j − 1), so each pair is measured on
  // 20 random sequences: other letters drawn from the rest of the vocabulary,
  // the two earlier letters at random places.
  std::mt19937 random(20261201);
  const int n = 16, trials = 20;
  int pairs = 0, same_sign = 0, trials_right = 0;
  double sum_k = 0, sum_s = 0, sum_kk = 0, sum_ss = 0, sum_ks = 0;
  for (Eigen::Index a = 0; a < v; ++a) {
    for (Eigen::Index b = 0; b < v; ++b) {
      if (a == b) continue;
      double mean = 0;
      for (int t = 0; t < trials; ++t) {
        transformer::Tokens tokens(n);
        std::uniform_int_distribution<Eigen::Index> filler(0, v - 3);
        for (auto& token : tokens) {
          token = filler(random);  // skip a and b
          for (Eigen::Index taken : {std::min(a, b), std::max(a, b)}) if (token >= taken) ++token;
        }
        // p, q in 0 … n − 3, two apart at least, so p + 1 and q + 1 hold other letters.
        std::uniform_int_distribution<int> place(0, n - 3);
        int p = place(random), q = place(random);
        while (std::abs(p - q) < 2) q = place(random);
        tokens[p] = a;
        tokens[q] = b;
        tokens[n - 1] = a;
        // A copy: the forward pass is a temporary, gone at the end of this line.
        const MatrixD s = transformer::forward(m, tokens).layers[1].heads[0].scaled_scores;
        const double difference = s(n - 1, p + 1) - s(n - 1, q + 1);
        mean += difference / trials;
        trials_right += difference > 0;
      }
      const double predicted = k.k_composition(a, a) - k.k_composition(a, b);
      ++pairs;
      same_sign += (mean > 0) == (predicted > 0);
      sum_k += predicted, sum_s += mean, sum_kk += predicted * predicted, sum_ss += mean * mean, sum_ks += predicted * mean;
    }
  }
  const double correlation = (pairs * sum_ks - sum_k * sum_s) /
                             std::sqrt((pairs * sum_kk - sum_k * sum_k) * (pairs * sum_ss - sum_s * sum_s));
  MESSAGE("layer-2 score, after an earlier a minus after an earlier b: mean over pairs " << sum_s / pairs
          << " (K's margin " << sum_k / pairs << "); the same sign as K's margin for " << same_sign << " of " << pairs
          << " pairs, " << trials_right << " of " << pairs * trials << " single sequences; correlation across pairs "
          << correlation);
  // Measured: 132 of 132 pairs, 2627 of 2640 sequences, correlation 0.66,
  // the real difference about 0.9 of K's margin (layer 1's weight on j − 1).
  CHECK(same_sign >= 0.95 * pairs);
  CHECK(trials_right >= 0.9 * pairs * trials);
  CHECK(correlation > 0.4);
}
#endif
