#include "transformer/head_scores.hpp"

#include "attention/limits.hpp"
#include "transformer/data.hpp"
#include "transformer/forward.hpp"
#include "transformer/loss.hpp"

namespace transformer {
namespace {

// The mean of A(i, i − offset) over queries i = first … n − 1.
double mean_at_offset(const MatrixD& a, Eigen::Index first, Eigen::Index offset) {
  double sum = 0;
  for (Eigen::Index i = first; i < a.rows(); ++i) sum += a(i, i - offset);
  return sum / static_cast<double>(a.rows() - first);
}

}  // namespace

Evaluation evaluate(const Model& model, const std::vector<Sequence>& sequences) {
  const Config& c = model.config;
  Evaluation e;
  for (std::int64_t l = 0; l < c.layers; ++l) {
    for (std::int64_t h = 0; h < c.heads; ++h) e.heads.push_back({l + 1, h + 1, 0, 0, 0});
  }
  const double share = 1 / static_cast<double>(sequences.size());
  for (const Sequence& s : sequences) {
    const ForwardPass pass = forward(model, s.tokens);
    const NextTokenLoss loss = next_token_loss(pass.logits, s.tokens);
    e.loss += share * loss.mean;
    e.first_half_loss += share * first_half_loss(loss, s.start, s.period);
    e.repeated_half_loss += share * repeated_half_loss(loss, s.start, s.period);
    for (HeadScore& score : e.heads) {
      const auto& layer = pass.layers[static_cast<std::size_t>(score.layer - 1)];
      const MatrixD& a = layer.heads[static_cast<std::size_t>(score.head - 1)].weights;
      const Eigen::Index half = s.period;  // the probe: the repeat starts at `half`
      score.previous_token += share * mean_at_offset(a, 1, 1);
      score.duplicate_token += share * mean_at_offset(a, half, half);
      score.induction += share * mean_at_offset(a, half, half - 1);
    }
  }
  return e;
}

Evaluation head_scores(const Model& model, double seed, std::int64_t count) {
  require_model(model);
  attention::limits::require_size(count, kMaxScoringSequences, "sequences");
  return evaluate(model, repeated_sequences(model.config, scoring_seed(seed), count));
}

}  // namespace transformer
