#include "transformer/forward.hpp"

#include "attention/matmul.hpp"

namespace transformer {

attention::Mask causal() {
  attention::Mask mask;
  mask.causal = true;
  return mask;
}

ForwardPass forward(const Model& model, const Tokens& tokens) {
  // Trusts no caller: a token outside the vocabulary, or a matrix of the
  // wrong shape, would index past the embedding.
  require_shapes(model);
  require_tokens(model.config, tokens, "tokens");
  const auto n = static_cast<Eigen::Index>(tokens.size());
  MatrixD x(n, model.config.d_model);
  for (Eigen::Index i = 0; i < n; ++i) x.row(i) = model.embedding.row(tokens[i]) + model.positional.row(i);
  ForwardPass pass;
  pass.residual.push_back(x);
  for (const AttentionLayer& layer : model.layers) {
    pass.layers.push_back(attention::multi_head_attention_fused(pass.residual.back(), layer.w_q, layer.w_k, layer.w_v,
                                                                layer.w_o, model.config.heads, causal()));
    // The layer adds its output to the stream; it does not replace it.
    pass.residual.push_back(pass.residual.back() + pass.layers.back().output);
  }
  pass.logits = attention::checked_matmul(pass.residual.back(), model.unembedding, {"x·U", "model.embedding", "model.unembedding"});
  return pass;
}

}  // namespace transformer
