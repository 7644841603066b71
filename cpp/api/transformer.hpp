// The core's entry points for the JS API's transformer calls (issue 15):
// transformerInit, transformerTrain, transformerForward, transformerPretrained,
// headScores and transformerCircuits. A model travels as plain values, never a handle: its
// config, every weight matrix and Adam's state (so training resumes where
// the last call stopped), all checked here before any is used.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "api/values.hpp"
#include "transformer/circuits.hpp"
#include "transformer/gradients.hpp"
#include "transformer/head_scores.hpp"
#include "transformer/training.hpp"

namespace api {

// A model as the caller passes it: model.config.{layers, heads, dModel,
// vocab, context}, model.embedding, model.positional, model.layers[l].{WQ,
// WK, WV, WO}, model.unembedding, model.step, model.adamM, model.adamV (the
// moments of every parameter, flat, in transformer::parameters() order).
struct TransformerConfigRequest {
  bool given = false;
  std::optional<std::int64_t> layers, heads, d_model, vocab, context;
};
struct TransformerLayerRequest {
  Values w_q, w_k, w_v, w_o;
};
struct TransformerModelRequest {
  bool given = false;
  TransformerConfigRequest config;
  Values embedding, positional, unembedding;
  std::optional<std::vector<TransformerLayerRequest>> layers;
  std::optional<std::int64_t> step;
  Values adam_m, adam_v;
};

// The length of model.layers, before its entries are read: 1 … kMaxLayers.
void require_layer_list(std::int64_t count, const std::string& argument);

struct TransformerState {
  transformer::Model model;
  transformer::AdamState adam;
};
// Throws InputError naming the field ("model.config.vocab", "model.layers[1].WK").
TransformerState read_model(const TransformerModelRequest& request);

// transformerInit({layers = 2, heads = 1, dModel = 32, vocab = 12, context = 16, seed = 0})
struct TransformerInitRequest {
  std::optional<std::int64_t> layers, heads, d_model, vocab, context;
  std::optional<double> seed;
};
TransformerState run_transformer_init(const TransformerInitRequest& request);

// transformerTrain({model, steps = 1, learningRate = 0.01, batch = 16, seed = 0})
struct TransformerTrainRequest {
  TransformerModelRequest model;
  std::optional<std::int64_t> steps, batch;
  std::optional<double> learning_rate, seed;
};
struct TransformerTrainAnswer {
  TransformerState state;
  transformer::TrainingLog log;
};
// Steps per call: the page's Worker asks for a few at a time.
constexpr std::int64_t kMaxTransformerSteps = 10000;
TransformerTrainAnswer run_transformer_train(const TransformerTrainRequest& request);

// transformerForward({model, tokens}): tokens are integers in [0, vocab), 1 … context of them.
struct TransformerForwardRequest {
  TransformerModelRequest model;
  Values tokens;
};
struct TransformerForwardAnswer {
  transformer::Config config;
  transformer::ForwardPass pass;
  std::vector<double> losses;  // n − 1 next-token losses (none for one token)
};
TransformerForwardAnswer run_transformer_forward(const TransformerForwardRequest& request);

// transformerPretrained(): the shipped checkpoint, with fresh Adam moments.
TransformerState run_transformer_pretrained();
// transformerControl(): the shipped one-layer control (the same recipe, one layer).
TransformerState run_transformer_control();

// headScores({model, seed = 0, sequences = 64})
struct HeadScoresRequest {
  TransformerModelRequest model;
  std::optional<double> seed;
  std::optional<std::int64_t> sequences;
};
transformer::Evaluation run_head_scores(const HeadScoresRequest& request);

// transformerCircuits({model, head1 = 1, head2 = 1}): the three moves of the
// induction circuit read from the weights (transformer/circuits.hpp).
struct TransformerCircuitsRequest {
  TransformerModelRequest model;
  std::optional<std::int64_t> head1, head2;
};
transformer::Circuits run_transformer_circuits(const TransformerCircuitsRequest& request);

// For the torch oracle (the test module's _transformerGradients): the loss and
// every gradient of one sequence of 2 … context tokens.
transformer::SequenceGradients run_transformer_gradients(const TransformerForwardRequest& request);

}  // namespace api
