// The option groups several calls share, as table rows for any request type
// that holds them at `path`: Q, K, V with their sizes (attention,
// attentionVariant, onlineSoftmax, fastAttention, attentionBackward) and a
// multi-head layer (multiHeadAttention, multiHeadBackward); and the results
// several calls return (registered once, in api.cpp).
#pragma once

#include <vector>

#include "api/api.hpp"
#include "bindings/convert.hpp"

namespace bindings {

// Q, K, V, n, m, dK, dV of the api::AttentionInputs at `path`.
template <class R, class... Members>
std::vector<Option<R>> attention_options(Members... path) {
  using In = api::AttentionInputs;
  return {option<R>(arg::Q, path..., &In::q),   option<R>(arg::K, path..., &In::k),
          option<R>(arg::V, path..., &In::v),   option<R>(arg::n, path..., &In::n),
          option<R>(arg::m, path..., &In::m),   option<R>(arg::dK, path..., &In::d_k),
          option<R>(arg::dV, path..., &In::d_v)};
}

// X, n, dModel, heads, dK, dV, WQ, WK, WV, WO of the api::LayerInputs at `path`.
template <class R, class... Members>
std::vector<Option<R>> layer_options(Members... path) {
  using In = api::LayerInputs;
  return {option<R>(arg::X, path..., &In::x),          option<R>(arg::n, path..., &In::n),
          option<R>(arg::dModel, path..., &In::d_model), option<R>(arg::heads, path..., &In::heads),
          option<R>(arg::dK, path..., &In::d_k),       option<R>(arg::dV, path..., &In::d_v),
          option<R>(arg::WQ, path..., &In::w_q),       option<R>(arg::WK, path..., &In::w_k),
          option<R>(arg::WV, path..., &In::w_v),       option<R>(arg::WO, path..., &In::w_o)};
}

// am.limits, and am.fastAttentionLimits() (its fastAttention entry).
val limits_to_js();
val fast_attention_limits_to_js();

}  // namespace bindings
