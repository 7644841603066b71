#include "transformer/gradients.hpp"

#include "attention/backward.hpp"
#include "attention/matmul.hpp"

namespace transformer {

SequenceGradients sequence_gradients(const Model& model, const Tokens& tokens) {
  require_tokens(model.config, tokens, "tokens", 2);  // a loss needs a next token
  SequenceGradients g{forward(model, tokens), {}, zeros(model.config)};
  g.loss = next_token_loss(g.forward.logits, tokens);
  const std::vector<MatrixD>& x = g.forward.residual;
  g.gradient.unembedding = x.back().transpose() * g.loss.d_logits;
  MatrixD d_x = g.loss.d_logits * model.unembedding.transpose();
  for (std::size_t l = model.layers.size(); l-- > 0;) {
    const AttentionLayer& w = model.layers[l];
    const attention::MultiHeadGradients head =
        attention::multi_head_backward(x[l], w.w_q, w.w_k, w.w_v, w.w_o, model.config.heads, causal(), d_x);
    g.gradient.layers[l] = {head.d_w_q, head.d_w_k, head.d_w_v, head.d_w_o};
    // The residual path carries dx through unchanged; attention adds its own.
    d_x += head.d_x;
  }
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const auto row = static_cast<Eigen::Index>(i);
    g.gradient.embedding.row(tokens[i]) += d_x.row(row);
    g.gradient.positional.row(row) = d_x.row(row);
  }
  return g;
}

}  // namespace transformer
