#include "transformer/loss.hpp"

#include <cmath>

namespace transformer {
namespace {

// The mean of loss_i over predictions of tokens first … last (prediction i predicts token i + 1).
double mean_over_targets(const NextTokenLoss& loss, std::size_t first, std::size_t last) {
  double sum = 0;
  for (std::size_t t = first; t <= last; ++t) sum += loss.per_position[t - 1];
  return sum / static_cast<double>(last - first + 1);
}

}  // namespace

NextTokenLoss next_token_loss(const MatrixD& logits, const Tokens& tokens) {
  const Eigen::Index n = logits.rows(), predictions = n - 1;
  NextTokenLoss out;
  out.d_logits = MatrixD::Zero(n, logits.cols());
  for (Eigen::Index i = 0; i < predictions; ++i) {
    // The stable log-softmax: subtract the row's maximum before exp.
    const double peak = logits.row(i).maxCoeff();
    const Eigen::RowVectorXd e = (logits.row(i).array() - peak).exp();
    const double total = e.sum();
    const Eigen::Index next = tokens[static_cast<std::size_t>(i + 1)];
    out.per_position.push_back(std::log(total) - (logits(i, next) - peak));
    out.d_logits.row(i) = e / total;
    out.d_logits(i, next) -= 1;
  }
  out.d_logits /= static_cast<double>(predictions);
  for (double l : out.per_position) out.mean += l;
  out.mean /= static_cast<double>(predictions);
  return out;
}

double first_half_loss(const NextTokenLoss& loss, Eigen::Index start, Eigen::Index period) {
  const auto s = static_cast<std::size_t>(start), p = static_cast<std::size_t>(period);
  return mean_over_targets(loss, s + 1, s + p - 1);
}

double repeated_half_loss(const NextTokenLoss& loss, Eigen::Index start, Eigen::Index period) {
  const auto r = static_cast<std::size_t>(start + period), p = static_cast<std::size_t>(period);
  return mean_over_targets(loss, r + 1, r + p - 1);
}

}  // namespace transformer
