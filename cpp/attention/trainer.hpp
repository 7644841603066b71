// A tiny trainer: Adam on W_Q and W_K of one attention head, on toy tasks
// whose ideal attention pattern is known, so the page can show the weights
// moving from random to that pattern.
//
// Every token is x = onehot(position) ⊕ onehot(identity), so d_model =
// length + vocab. Values are the tokens themselves (W_V = I, not trained):
// the output of query i is Σ_j P_ij·x_j, and the loss asks it to equal the
// embedding of the token the task names, ½‖output_i − x_target(i)‖² averaged
// over tokens and sequences. The pattern is never given to the model; only the
// output it should produce is, and P_i,target(i) → 1 is the only way to get it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attention/adam.hpp"
#include "attention/matrix.hpp"

namespace attention {

enum class LearningTask {
  previous_token,  // token i attends to token i − 1 (token 0 to itself): needs positions
  same_identity,   // token i attends to the other token with its identity: needs identities
};

// Throws InputError ("task", range) for a name other than "previous" or "same".
LearningTask learning_task_from_name(const std::string& name);

struct TaskData {
  LearningTask task;
  Eigen::Index length = 6, vocab = 3, d_model = 9, d_k = 6;
  std::vector<std::vector<Eigen::Index>> identities;  // per sequence, per token
  std::vector<MatrixD> inputs;                        // per sequence (length, d_model)
  std::vector<std::vector<Eigen::Index>> targets;     // per sequence: the key each query should pick
  std::vector<MatrixD> target_weights;                // per sequence: one-hot rows of the ideal pattern
};

// The same seed gives the same sequences, bit for bit (numpy's legacy
// generator); the first sequence is the one the page draws.
TaskData make_task(LearningTask task, double seed);

struct TrainerState {
  MatrixD w_q, w_k;                  // (d_model, d_k)
  MatrixD m_q, v_q, m_k, v_k;        // Adam's first and second moments
  std::int64_t step = 0;             // Adam's t: steps taken so far
};

// The seed of the weights' stream: (seed + 1) mod 2^32, so every seed numpy
// accepts (0 ... 2^32 − 1) has one, and 2^32 − 1 wraps to 0. Throws
// InputError ("seed") for a seed numpy refuses.
std::uint32_t weight_seed(double seed);

// W_Q and W_K ~ N(0, 0.5²) from numpy's generator seeded with
// weight_seed(seed) (the task's draws use `seed` itself), moments zero.
TrainerState initial_state(const TaskData& data, double seed);

struct TaskEvaluation {
  double loss = 0;
  std::vector<MatrixD> weights;   // the attention pattern of each sequence
  std::int64_t correct_rows = 0;  // rows whose argmax is the target key
  std::int64_t total_rows = 0;
  MatrixD d_w_q, d_w_k;           // dLoss/dW_Q, dLoss/dW_K
  // (d_model, d_model) W_Q·W_Kᵀ/√d_k: score(i, j) = x_i · bilinear · x_j, so
  // cell (a, b) is what embedding entry a of a query adds for entry b of a
  // key. One-hot tokens make the learned rule readable here.
  MatrixD bilinear;
};
TaskEvaluation evaluate(const TaskData& data, const MatrixD& w_q, const MatrixD& w_k);

// Takes `steps` Adam steps from `state`, in place. Returns the loss measured
// before each step (the loss the step's gradient belongs to).
std::vector<double> train(const TaskData& data, TrainerState& state, const AdamSettings& adam, std::int64_t steps);

// Throws InputError naming the state field that is wrong, as the JS caller
// spells it ("state.WQ").
void require_state(const TaskData& data, const TrainerState& state);

}  // namespace attention
