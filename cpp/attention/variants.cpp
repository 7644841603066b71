#include "attention/variants.hpp"

#include <cmath>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/mask.hpp"
#include "attention/scores.hpp"
#include "attention/softmax.hpp"

namespace attention {

Variant parse_variant(const std::string& name) {
  // In the enum's order.
  return static_cast<Variant>(require_choice(
      name, {"correct", "scale-by-d-model", "softmax-over-queries", "scale-after-softmax", "mask-with-zero"},
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
  }
  r.output = weighted_sum(r.weights, v);
  return r;
}

}  // namespace attention
