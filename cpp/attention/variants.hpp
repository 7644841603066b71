// Attention as it goes wrong in real code: each variant is one common bug, so
// the page can show what it does to the numbers next to the correct version.
#pragma once

#include <string>

#include "attention/attention.hpp"
#include "attention/backward.hpp"

namespace attention {

enum class Variant {
  correct,
  scale_by_d_model,     // divides by √d_model instead of √d_k (multi-head code that forgot the split)
  softmax_over_queries, // softmax along axis 0: columns sum to 1, rows don't
  scale_after_softmax,  // softmax(Q·Kᵀ)/√d_k: rows sum to 1/√d_k and saturation is not prevented
  mask_with_zero,       // causal mask that writes 0 instead of −∞: the future leaks in
  mask_after_softmax,   // softmax of the unmasked scores, then hidden weights set to 0: rows sum to less than 1
};

// Parses "correct", "scale-by-d-model", "softmax-over-queries",
// "scale-after-softmax", "mask-with-zero", "mask-after-softmax"; throws
// naming `variant` otherwise.
Variant parse_variant(const std::string& name);

// Q (n, d_k), K (m, d_k), V (m, d_v). `d_model` (1 to limits::kMaxWidth)
// is used only by scale_by_d_model; `mask` applies to every variant, and
// mask_with_zero replaces its fill by 0. Validates as attend() does.
AttentionResult<double> attend_variant(const MatrixD& q, const MatrixD& k, const MatrixD& v, Variant variant,
                                       Eigen::Index d_model, const Mask& mask = {});

// The backward pass of `correct` (attention_backward) or of
// `mask_after_softmax`, for the page's "gradient through the mask": there
// the hidden weights are zeroed after the softmax, so the softmax saw every
// score and its Jacobian hands a hidden key's score the gradient
// −p_ij·Σ_k keep_ik·dW_ik·p_ik, not 0. Other variants throw InputError
// naming `variant`. d_output is (n, d_v).
struct VariantGradients {
  AttentionResult<double> forward;  // attend_variant's
  AttentionGradients gradients;
};
VariantGradients variant_backward(const MatrixD& q, const MatrixD& k, const MatrixD& v, Variant variant,
                                  const Mask& mask, const MatrixD& d_output);

}  // namespace attention
