// A small attention-only language model (Elhage et al. 2021), the smallest
// in which an induction head forms:
//   x₀ = E[token] + P[position]                       (embedding, positional)
//   x_{l+1} = x_l + MultiHead_l(x_l), causal mask     (each layer adds to the residual stream)
//   logits = x_L · U                                  (unembedding)
// There is no MLP and no layer norm, so every number the page shows is one
// of the course's own steps: projections, scores, masked softmax, W_O.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attention/matrix.hpp"

namespace transformer {

using attention::MatrixD;
using Tokens = std::vector<Eigen::Index>;

struct Config {
  std::int64_t layers = 2;    // 1 or 2
  std::int64_t heads = 1;     // per layer; divides d_model
  std::int64_t d_model = 32;  // the residual stream's width
  std::int64_t vocab = 12;    // tokens 0 … vocab − 1
  std::int64_t context = 24;  // positions: training sequences are this long, probes two thirds of it

  std::int64_t d_head() const { return d_model / heads; }  // d_k = d_v of each head
  std::int64_t half() const { return context / 2; }  // the longest repeated segment in training
};

// The limits of a model the API builds. Small on purpose: training runs in
// the reader's browser, a few steps per frame.
constexpr std::int64_t kMaxLayers = 2;
constexpr std::int64_t kMaxHeads = 8;
constexpr std::int64_t kMaxDModel = 128;
constexpr std::int64_t kMaxVocab = 256;
constexpr std::int64_t kMaxContext = 64;
constexpr std::int64_t kMinContext = 6;  // and even: a probe is two thirds of it, a half and its repeat

// Throws InputError naming layers, heads, dModel, vocab or context: outside
// its range, heads not dividing dModel, an odd context or one below 6, or a
// vocabulary with fewer tokens than half the context (a repeated segment of
// up to context / 2 distinct tokens).
void require_config(const Config& config);

// One layer's four projections, (d_model, d_model) each, in the fused layout
// of attention::multi_head_attention_fused: head i owns columns (of W_Q, W_K,
// W_V) and rows (of W_O) [i·d_head, (i+1)·d_head).
struct AttentionLayer {
  MatrixD w_q, w_k, w_v, w_o;
};

struct Model {
  Config config;
  MatrixD embedding;    // (vocab, d_model): row t is token t's vector
  MatrixD positional;   // (context, d_model): row i is added at position i
  std::vector<AttentionLayer> layers;
  MatrixD unembedding;  // (d_model, vocab)
};

// Every matrix zero (the shape of gradients and of Adam's moments).
Model zeros(const Config& config);

// Weights ~ N(0, 1/d_model), embeddings ~ N(0, 1), from numpy's generator
// seeded with `seed` (0 … 2³² − 1; InputError "seed" otherwise).
Model initial_model(const Config& config, double seed);

// The parameters in one fixed order, which flat copies (Adam's moments in
// JS, the checkpoint) follow: embedding, positional, then per layer W_Q, W_K,
// W_V, W_O, then unembedding.
std::vector<MatrixD*> parameters(Model& model);
std::vector<const MatrixD*> parameters(const Model& model);
// Their names, as the JS API spells them: "embedding", "layers[0].WQ", ...
std::vector<std::string> parameter_names(const Config& config);
std::int64_t parameter_count(const Config& config);

// Flat row-major copies, in parameters() order, and back.
std::vector<double> flatten(const Model& model);
void unflatten(const std::vector<double>& values, Model& model);

// Checks the config and every matrix's shape: what indexing into the model
// needs (forward checks it on every call); names the matrix with `prefix`
// ("model." gives "model.layers[1].WK").
void require_shapes(const Model& model, const std::string& prefix = "model.");
// require_shapes, and that every weight is finite (the entry points' rule).
void require_model(const Model& model, const std::string& prefix = "model.");

// The token rules, all of them, here: `least` … context tokens (1 for a
// forward pass, 2 where a next token is predicted), each in [0, vocab).
void require_token_count(const Config& config, std::int64_t count, const std::string& argument,
                         std::int64_t least = 1);
void require_tokens(const Config& config, const Tokens& tokens, const std::string& argument,
                    std::int64_t least = 1);
// One token (as the caller gave it, any number) at `index`: InputError "range" outside [0, vocab).
void require_token(const Config& config, double token, std::size_t index, const std::string& argument);

}  // namespace transformer
