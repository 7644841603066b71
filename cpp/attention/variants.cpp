#include "attention/variants.hpp"

#include <cmath>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/mask.hpp"
#include "attention/matmul.hpp"
#include "attention/scores.hpp"
#include "attention/softmax.hpp"

namespace attention {
namespace {

// `weights` with every cell the mask hides set to 0 (weights ⊙ keep).
MatrixD masked_after(MatrixD weights, const Mask& mask) {
  for (Eigen::Index i = 0; i < weights.rows(); ++i) {
    for (Eigen::Index j = 0; j < weights.cols(); ++j) {
      if (mask.hides(i, j)) weights(i, j) = 0.0;
    }
  }
  return weights;
}

}  // namespace

Variant parse_variant(const std::string& name) {
  // In the enum's order.
  return static_cast<Variant>(require_choice(
      name, {"correct", "scale-by-d-model", "softmax-over-queries", "scale-after-softmax", "mask-with-zero",
                "mask-after-softmax"},
      "variant"));
}

AttentionResult<double> attend_variant(const MatrixD& q, const MatrixD& k, const MatrixD& v, Variant variant,
                                       Eigen::Index d_model, const Mask& mask) {
  limits::require_width(d_model, "dModel");
  // Validate exactly as the correct path does, then take the wrong turn.
  AttentionResult<double> r = attend(q, k, v, mask);
  Mask zero_fill = mask;
  zero_fill.fill = 0.0;
  switch (variant) {
    case Variant::correct:
      return r;
    case Variant::scale_by_d_model:
      r.scaled_scores = apply_mask(scale(r.raw_scores, d_model, "dModel"), mask);
      r.weights = softmax_rows(r.scaled_scores).weights;
      break;
    case Variant::softmax_over_queries: {
      const MatrixD transposed = r.scaled_scores.transpose();
      r.weights = softmax_rows(transposed).weights.transpose();
      break;
    }
    case Variant::scale_after_softmax:
      r.scaled_scores = apply_mask(r.raw_scores, mask);
      r.weights = softmax_rows(r.scaled_scores).weights / std::sqrt(static_cast<double>(q.cols()));
      break;
    case Variant::mask_with_zero:
      r.scaled_scores = apply_mask(scale(r.raw_scores, q.cols()), zero_fill);
      r.weights = softmax_rows(r.scaled_scores).weights;
      r.mask = zero_fill;
      break;
    case Variant::mask_after_softmax:
      r.scaled_scores = scale(r.raw_scores, q.cols());  // nothing hidden: the softmax sees every score
      r.weights = masked_after(softmax_rows(r.scaled_scores).weights, mask);
      r.mask = Mask{};  // nothing was hidden in the scores
      break;
  }
  r.output = weighted_sum(r.weights, v);
  return r;
}

VariantGradients variant_backward(const MatrixD& q, const MatrixD& k, const MatrixD& v, Variant variant,
                                  const Mask& mask, const MatrixD& d_output) {
  if (variant != Variant::correct && variant != Variant::mask_after_softmax) {
    throw InputError(ErrorCode::range, "variant", "only 'correct' and 'mask-after-softmax' have a backward pass here");
  }
  AttentionResult<double> forward = attend_variant(q, k, v, variant, q.cols(), mask);
  if (variant == Variant::correct) {
    AttentionGradients gradients = attention_backward(q, k, v, forward, d_output);
    return {std::move(forward), std::move(gradients)};
  }
  require_shape(d_output, q.rows(), v.cols(), "dOutput");
  require_finite(d_output, "dOutput");
  // Forward: W = softmax(Z) ⊙ keep, Z unmasked. Backward: dW = dO·Vᵀ, then
  // through ⊙ keep (dP = dW ⊙ keep), then through the softmax of every score.
  const MatrixD all_weights = softmax_rows(forward.scaled_scores).weights;
  AttentionGradients g;
  g.d_v = checked_matmul(MatrixD(forward.weights.transpose()), d_output, {"weightsᵀ·dOutput", "dOutput", "dOutput"});
  g.d_weights = checked_matmul_transposed(d_output, v, {"dOutput·Vᵀ", "dOutput", "V"});
  g.d_scaled_scores = softmax_backward(all_weights, masked_after(g.d_weights, mask));
  g.d_raw_scores = g.d_scaled_scores / std::sqrt(static_cast<double>(q.cols()));
  g.d_q = checked_matmul(g.d_raw_scores, k, {"dRawScores·K", "dOutput", "K"});
  g.d_k = checked_matmul(MatrixD(g.d_raw_scores.transpose()), q, {"dRawScoresᵀ·Q", "dOutput", "Q"});
  return {std::move(forward), std::move(g)};
}

}  // namespace attention
