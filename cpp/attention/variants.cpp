#include "attention/variants.hpp"

#include <cmath>
#include <stdexcept>

#include "attention/mask.hpp"
#include "attention/scores.hpp"
#include "attention/softmax.hpp"

namespace attention {

Variant parse_variant(const std::string& name) {
  if (name == "correct") return Variant::correct;
  if (name == "scale-by-d-model") return Variant::scale_by_d_model;
  if (name == "softmax-over-queries") return Variant::softmax_over_queries;
  if (name == "scale-after-softmax") return Variant::scale_after_softmax;
  if (name == "mask-with-zero") return Variant::mask_with_zero;
  throw std::invalid_argument("variant: unknown '" + name +
                              "' (known: correct, scale-by-d-model, softmax-over-queries, scale-after-softmax, "
                              "mask-with-zero)");
}

AttentionResult<double> attend_variant(const MatrixD& q, const MatrixD& k, const MatrixD& v, Variant variant,
                                       Eigen::Index d_model, bool causal) {
  if (variant == Variant::correct) return attend(q, k, v, {causal, {}, kMaskedScore});
  // Validate exactly as the correct path does, then take the wrong turn.
  AttentionResult<double> r = attend(q, k, v, {causal, {}, kMaskedScore});
  const double fill = variant == Variant::mask_with_zero ? 0.0 : kMaskedScore;
  switch (variant) {
    case Variant::scale_by_d_model:
      if (d_model < 1) throw std::invalid_argument("dModel: must be at least 1 for scale-by-d-model");
      r.scaled = apply_mask(scale(r.scores, d_model), causal, {}, fill);
      r.weights = softmax_rows(r.scaled).weights;
      break;
    case Variant::softmax_over_queries: {
      const MatrixD transposed = r.scaled.transpose();
      r.weights = softmax_rows(transposed).weights.transpose();
      break;
    }
    case Variant::scale_after_softmax:
      r.scaled = apply_mask(r.scores, causal, {}, fill);
      r.weights = softmax_rows(r.scaled).weights / std::sqrt(static_cast<double>(q.cols()));
      break;
    case Variant::mask_with_zero:
      r.scaled = apply_mask(scale(r.scores, q.cols()), causal, {}, fill);
      r.weights = softmax_rows(r.scaled).weights;
      break;
    case Variant::correct:
      break;
  }
  r.fully_masked_rows.clear();
  r.output = weighted_sum(r.weights, v);
  return r;
}

}  // namespace attention
