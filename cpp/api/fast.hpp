// The core's entry points for the JS API's fast path: fastAttention and the
// online softmax's trace (api.hpp has the forward calls and the conventions:
// every option is checked here or in the core, the bindings only convert).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

#include "api/api.hpp"
#include "attention/fast_attention.hpp"
#include "attention/online_softmax.hpp"

namespace api {

// fastAttention({Q, K, V, n, m, dK, dV, heads, causal, keyPadding, maskFill,
// precision, path, weights}): m defaults to n, dV to dK, heads to 1. Q is
// (heads·n) × dK, the heads one after another; K (heads·m) × dK; V (heads·m) × dV.
struct FastAttentionRequest {
  AttentionInputs inputs;
  std::optional<std::int64_t> heads;
  Mask mask;                             // one for every head
  std::optional<std::string> precision;  // 'float64' (default) or 'float32'
  std::optional<std::string> path;       // 'auto' (default), 'materialised' or 'tiled'
  bool weights = false;                  // also return the weights (materialised only)
};
// The output, (heads·n) × dV, and the weights, (heads·n) × m or empty, in
// the precision asked for.
template <class T>
struct FastResult {
  attention::Matrix<T> output, weights;
};
struct FastAttentionAnswer {
  attention::fast::Path path;  // the one that ran: materialised or tiled
  std::variant<FastResult<double>, FastResult<float>> result;
};
FastAttentionAnswer run_fast_attention(const FastAttentionRequest& request);

// onlineSoftmax({Q, K, V, n, m, dK, dV, chunk}): the tiled recurrence step by
// step (attention/online_softmax.hpp); m defaults to n, dV to dK.
struct OnlineSoftmaxRequest {
  AttentionInputs inputs;
  std::optional<std::int64_t> chunk;
};
attention::OnlineSoftmaxTrace run_online_softmax(const OnlineSoftmaxRequest& request);

}  // namespace api
