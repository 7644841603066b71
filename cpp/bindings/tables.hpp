// The option tables several calls share: Q, K, V with their sizes (attention,
// attentionVariant, attentionBackward) and a multi-head layer
// (multiHeadAttention, multiHeadBackward).
#pragma once

#include "api/api.hpp"
#include "bindings/convert.hpp"

namespace bindings {

// Q, K, V, n, m, dK, dV
Fields attention_fields(api::AttentionInputs& in);
// X, n, dModel, heads, dK, dV, WQ, WK, WV, WO
Fields layer_fields(api::LayerInputs& in);

// am.limits, and am.fastAttentionLimits() (its fastAttention entry).
val limits_to_js();
val fast_attention_limits_to_js();

}  // namespace bindings
