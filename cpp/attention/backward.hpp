// The backward pass of attention: given dL/dOutput, the gradient of a loss L
// with respect to every input and weight, in double precision.
//
// Forward (one head), with the names the page uses:
//   Q = X·W_Q, K = X·W_K, V = X·W_V
//   rawScores = Q·Kᵀ, scaledScores = mask(rawScores / √d_k), P = softmax_rows(scaledScores)
//   output = P·V           and, for several heads, Y = concat(outputs)·W_O
// Backward, read bottom to top:
//   dV = Pᵀ·dOutput, dP = dOutput·Vᵀ
//   dScaledScores = P ⊙ (dP − rowsum(dP ⊙ P))   (the softmax Jacobian, row by row),
//                   then 0 in every hidden cell: the mask replaced its score by
//                   a constant fill, so nothing flows back through it, whatever
//                   the fill (with −∞, P = 0 there anyway; with −1e9 or 0, not)
//   dRawScores = dScaledScores / √d_k
//   dQ = dRawScores·K, dK = dRawScoresᵀ·Q
//   dW_Q = Xᵀ·dQ, dW_K = Xᵀ·dK, dW_V = Xᵀ·dV, dX = dQ·W_Qᵀ + dK·W_Kᵀ + dV·W_Vᵀ
#pragma once

#include <string>
#include <vector>

#include "attention/attention.hpp"
#include "attention/multi_head.hpp"
#include "attention/projection.hpp"

namespace attention {

// Through softmax, row by row: P (n, m) and dL/dP (n, m) → dL/dZ (n, m).
MatrixD softmax_backward(const MatrixD& weights, const MatrixD& d_weights);

struct AttentionGradients {
  MatrixD d_v;              // (m, d_v)
  MatrixD d_weights;        // (n, m)  dL/dP
  MatrixD d_scaled_scores;  // (n, m)  dL/d(scaled scores): the softmax input
  MatrixD d_raw_scores;     // (n, m)  dL/d(Q·Kᵀ) = d_scaled_scores / √d_k
  MatrixD d_q;              // (n, d_k)
  MatrixD d_k;              // (m, d_k)
};

// `forward` must be attend(q, k, v, mask) for the same inputs: its mask says
// which cells are hidden. d_output is (n, d_v). Throws InputError naming a
// mis-shaped or non-finite argument, or "overflow" for a gradient that does
// not fit in a double.
AttentionGradients attention_backward(const MatrixD& q, const MatrixD& k, const MatrixD& v,
                                      const AttentionResult<double>& forward, const MatrixD& d_output);

// One self-attention head from X, forward and backward in one call.
struct HeadGradients {
  Projections<double> projections;
  AttentionResult<double> forward;
  AttentionGradients attention;
  MatrixD d_w_q, d_w_k, d_w_v;  // (d_model, d_k), (d_model, d_k), (d_model, d_v)
  MatrixD d_x;                  // (n, d_model)
};
HeadGradients self_attention_backward(const MatrixD& x, const MatrixD& w_q, const MatrixD& w_k, const MatrixD& w_v,
                                      const Mask& mask, const MatrixD& d_output);

// Multi-head in the fused layout of multi_head_attention_fused: W_Q, W_K
// (d_model, h·d_k), W_V (d_model, h·d_v), W_O (h·d_v, d_model); d_output is
// (n, d_model), the gradient of the layer's final output.
struct MultiHeadGradients {
  std::vector<HeadGradients> heads;
  MatrixD concat;    // (n, h·d_v)
  MatrixD output;    // (n, d_model)
  MatrixD d_concat;  // (n, h·d_v) = d_output · W_Oᵀ
  MatrixD d_w_q, d_w_k, d_w_v, d_w_o, d_x;
};
MultiHeadGradients multi_head_backward(const MatrixD& x, const MatrixD& w_q, const MatrixD& w_k, const MatrixD& w_v,
                                       const MatrixD& w_o, Eigen::Index heads, const Mask& mask,
                                       const MatrixD& d_output);

// A central finite-difference check of one parameter: numeric(i, j) =
// (L(θ + h·e_ij) − L(θ − h·e_ij)) / 2h with L = Σ output ⊙ d_output, so the
// analytic gradient of L is exactly what the backward pass returns.
struct GradientCheck {
  std::string name;  // "Q", "WQ", ...
  MatrixD analytic, numeric;
  double max_abs_error = 0;
  // ‖analytic − numeric‖_F / max(‖analytic‖_F, ‖numeric‖_F): scale-free, and
  // meaningful even where single entries are 0 (masked keys).
  double relative_error = 0;
};

// Each checked entry costs two forward passes: the checks refuse more than
// this many entries in all, so a page request cannot freeze the tab.
constexpr std::int64_t kMaxGradientCheckCells = 4096;

// Checks Q, K and V of one attention call.
std::vector<GradientCheck> check_attention_gradients(const MatrixD& q, const MatrixD& k, const MatrixD& v,
                                                     const Mask& mask, const MatrixD& d_output,
                                                     double step);
// Checks X, W_Q, W_K, W_V and W_O of a multi-head layer.
std::vector<GradientCheck> check_multi_head_gradients(const MatrixD& x, const MatrixD& w_q, const MatrixD& w_k,
                                                      const MatrixD& w_v, const MatrixD& w_o, Eigen::Index heads,
                                                      const Mask& mask, const MatrixD& d_output,
                                                      double step);

}  // namespace attention
