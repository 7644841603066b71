// The FlashAttention recurrence, one chunk of keys at a time, recorded step
// by step for the page's online-softmax section. For each query row it keeps
// the running maximum m, the running sum ℓ = Σ e^{z - m} and the unnormalised
// output accumulator o = Σ e^{z - m}·v; a new chunk with a larger maximum
// rescales ℓ and o by e^{m_old − m_new}. After the last chunk o/ℓ is the
// softmax-weighted sum of V, without the n×m weight matrix ever existing.
#pragma once

#include <vector>

#include "attention/matrix.hpp"

namespace attention {

// The state after one chunk, for every query row.
struct OnlineSoftmaxStep {
  Eigen::Index key_begin = 0;     // the chunk covers keys [key_begin, key_end)
  Eigen::Index key_end = 0;
  std::vector<double> running_max;  // m per row, after this chunk
  std::vector<double> running_sum;  // ℓ per row, relative to that m
  std::vector<double> rescale;      // e^{m_old − m_new} applied this step: 1 if the max held, 0 on the first chunk
  MatrixD output;                   // o / ℓ so far: attention over the keys seen (n × d_v)
};

struct OnlineSoftmaxTrace {
  std::vector<OnlineSoftmaxStep> steps;
  MatrixD reference;  // the full softmax(QKᵀ/√d_k)·V, for comparison
  double final_difference = 0.0;  // max |last step's output − reference|
};

// Q is n×d_k, K m×d_k, V m×d_v; chunk is the number of keys per step (≥ 1).
// Throws std::invalid_argument naming the argument on bad shapes or values.
OnlineSoftmaxTrace online_softmax_trace(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk);

}  // namespace attention
