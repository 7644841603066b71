// The forward pass: tokens → residual stream → logits, keeping every
// layer's input and every head's attention for the backward pass and the page.
#pragma once

#include <vector>

#include "attention/multi_head.hpp"
#include "transformer/model.hpp"

namespace transformer {

// The causal mask every layer uses: position i sees positions 0 … i.
attention::Mask causal();

struct ForwardPass {
  std::vector<MatrixD> residual;  // L + 1 of (n, d_model): residual[l] enters layer l, residual[L] is final
  std::vector<attention::MultiHeadResult<double>> layers;  // each layer's heads, concat and W_O output
  MatrixD logits;                 // (n, vocab) = residual[L] · U
};

// Checks the model's shapes and the tokens itself (require_shapes,
// require_tokens: 1 … context tokens, each in [0, vocab)) and throws
// InputError naming them; the weights' finiteness is the entry points' check
// (require_model), made once rather than on every pass of a training step.
ForwardPass forward(const Model& model, const Tokens& tokens);

}  // namespace transformer
