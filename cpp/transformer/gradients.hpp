// The backward pass of the whole model, read bottom to top of model.hpp's
// forward formulas:
//   dLogits from the loss (loss.hpp)
//   dU = x_Lᵀ·dLogits,   dx_L = dLogits·Uᵀ
//   per layer, last first: x_{l+1} = x_l + MultiHead_l(x_l), so
//     dx_l = dx_{l+1} + (dX of attention::multi_head_backward with dOutput = dx_{l+1}),
//     and dW_Q, dW_K, dW_V, dW_O of that layer come from the same call
//   dE[token_i] += dx₀[i],   dP[i] = dx₀[i]
#pragma once

#include <vector>

#include "transformer/forward.hpp"
#include "transformer/loss.hpp"

namespace transformer {

struct SequenceGradients {
  ForwardPass forward;
  NextTokenLoss loss;
  Model gradient;  // dLoss/dθ for every parameter, shaped like the model
};

// Checks the tokens as forward does, and that there are at least 2 (one
// prediction); the weights' finiteness is the caller's (require_model).
SequenceGradients sequence_gradients(const Model& model, const Tokens& tokens);

}  // namespace transformer
