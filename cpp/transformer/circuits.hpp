// The induction circuit read straight from the weights (Elhage et al. 2021):
// the three moves of "The circuit, derived", each as one matrix, with no
// sequence run through the model. The model has no layer norm, so each is an
// exact term of the scores or logits the forward pass computes.
//
// For head h of a layer, W_Q^h, W_K^h, W_V^h are its columns of W_Q, W_K, W_V
// and W_O^h its rows of W_O (the fused layout, model.hpp); d_k = d_model / heads;
// e(t) is token t's embedding, p_i position i's, W_U the unembedding.
//
//   previous token (layer 1's positional QK), context × context:
//     P1[i][j] = p_i W_Q1 (p_j W_K1)ᵀ / √d_k           for j ≤ i; −∞ above the diagonal,
//     where the causal mask puts it (the page draws −∞ as a masked cell)
//   K-composition, vocab × vocab:
//     K[a][b]  = e(a) W_Q2 (u(b) W_K2)ᵀ / √d_k,  u(b) = e(b) W_V1 W_O1
//     u(b) is what layer 1 writes at position j when all its weight is on
//     j − 1 and j − 1 holds b; the query at i holds a
//   direct (layer 2's token-token QK, the only QK term a 1-layer head has), vocab × vocab:
//     D[a][b]  = e(a) W_Q2 (e(b) W_K2)ᵀ / √d_k
//     the query letter a against the key's own letter b, with nothing layer 1 wrote;
//     drawn beside K-composition as the comparison
//   copying (layer 2's OV), vocab × vocab:
//     C[a][b]  = e(a) W_V2 W_O2 W_U[:, b]
//     the logit layer 2 adds for next token b when it attends to a token a
#pragma once

#include <cstdint>

#include "transformer/model.hpp"

namespace transformer {

struct Circuits {
  MatrixD previous_token;  // (context, context), row = query position, column = key position
  MatrixD k_composition;   // (vocab, vocab), row = query token a, column = previous token b
  MatrixD direct;          // (vocab, vocab), row = query token a, column = the key's own token b
  MatrixD copying;         // (vocab, vocab), row = token attended a, column = next token b
};

// head1: the layer-1 head, head2: the layer-2 head, both from 1 as
// head_scores numbers them. Checks the model (require_model); a 1-layer
// model is refused (InputError "incompatible", "model.config.layers"), and a
// head outside 1 … heads (InputError "range", "head1" or "head2").
Circuits circuits(const Model& model, std::int64_t head1, std::int64_t head2);

}  // namespace transformer
