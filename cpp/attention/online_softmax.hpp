// The FlashAttention recurrence, one chunk of keys at a time, recorded step
// by step for the page's online-softmax section. For each query row it keeps
// the running maximum μ of the scaled scores z, the running sum ℓ = Σ e^{z − μ}
// and the unnormalised output accumulator O = Σ e^{z − μ}·v; a new chunk with
// a larger maximum rescales ℓ and O by e^{μ − μ′}. After the last chunk O/ℓ is
// the softmax-weighted sum of V, without the n×m weight matrix ever existing.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

// The state after one chunk, for every query row.
struct OnlineSoftmaxStep {
  Eigen::Index key_begin = 0;     // the chunk covers keys [key_begin, key_end)
  Eigen::Index key_end = 0;
  std::vector<double> running_max;  // μ per row, after this chunk
  std::vector<double> running_sum;  // ℓ per row, relative to that μ
  std::vector<double> rescale;      // e^{μ − μ′} applied this step: 1 if the max held, 0 on the first chunk
  MatrixD output;                   // O / ℓ so far: attention over the keys seen (n × d_v)
};

struct OnlineSoftmaxTrace {
  std::vector<OnlineSoftmaxStep> steps;
  MatrixD reference;  // the full softmax(QKᵀ/√d_k)·V, for comparison
  double final_difference = 0.0;  // max |last step's output − reference|
  // The bug of forgetting the rescale: the same chunks, but when the maximum
  // rises the old ℓ and O are kept as they are instead of multiplied by
  // e^{μ − μ′}, so keys read before the jump keep weights relative to an
  // older, smaller μ (too large by e^{μ′ − μ}). Its final output (n × d_v)
  // and ℓ per row; equal to the reference on a row whose maximum never rises.
  MatrixD without_rescale;
  std::vector<double> without_rescale_sum;
};

// The trace's limits, checked before anything is read or allocated:
// attention's (require_attention_sizes: n, m, d_k, d_v up to 4096 and n·m
// scores up to 2^22), chunk from 1 to 4096, and one output matrix per step
// in all at most limits::kMaxMatrixCells. Throws InputError.
void require_trace_shape(std::int64_t n, std::int64_t m, std::int64_t d_k, std::int64_t d_v, std::int64_t chunk);

// Q is n×d_k, K m×d_k, V m×d_v; chunk is the number of keys per step (≥ 1).
// Throws InputError naming the argument on bad sizes, shapes or values.
OnlineSoftmaxTrace online_softmax_trace(const MatrixD& q, const MatrixD& k, const MatrixD& v, Eigen::Index chunk);

}  // namespace attention
