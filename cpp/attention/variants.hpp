// Attention as it goes wrong in real code: each variant is one common bug, so
// the page can show what it does to the numbers next to the correct version.
#pragma once

#include <string>

#include "attention/attention.hpp"

namespace attention {

enum class Variant {
  correct,
  scale_by_d_model,     // divides by √d_model instead of √d_k (multi-head code that forgot the split)
  softmax_over_queries, // softmax along axis 0: columns sum to 1, rows don't
  scale_after_softmax,  // softmax(Q·Kᵀ)/√d_k: rows sum to 1/√d_k and saturation is not prevented
  mask_with_zero,       // causal mask that writes 0 instead of −∞: the future leaks in
};

// Parses "correct", "scale-by-d-model", "softmax-over-queries",
// "scale-after-softmax", "mask-with-zero"; throws naming `variant` otherwise.
Variant parse_variant(const std::string& name);

// Q (n, d_k), K (m, d_k), V (m, d_v). `d_model` (1 to limits::kMaxWidth)
// is used only by scale_by_d_model; `mask` applies to every variant, and
// mask_with_zero replaces its fill by 0. Validates as attend() does.
AttentionResult<double> attend_variant(const MatrixD& q, const MatrixD& k, const MatrixD& v, Variant variant,
                                       Eigen::Index d_model, const Mask& mask = {});

}  // namespace attention
