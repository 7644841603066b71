// What an attention layer costs: its parameters and the FLOPs of each step.
#pragma once

#include <cstdint>

namespace attention {

struct LayerShape {
  std::int64_t d_model = 0;
  std::int64_t heads = 1;
  std::int64_t d_k = 0;  // per head; 0 means d_model / heads
  std::int64_t d_v = 0;  // per head; 0 means d_model / heads
};

struct ParameterCount {
  std::int64_t w_q, w_k, w_v, w_o;  // weight matrices (all heads)
  std::int64_t biases;              // b_Q, b_K, b_V (h·d_k, h·d_k, h·d_v) and b_O (d_model), or 0
  std::int64_t total;
};

// GPT-2 small (d_model 768, 12 heads): 4 · 768² = 2,359,296 weights, plus
// 3 · 768 + 768 = 3,072 biases. Every count is exact (below 2^53, so a JS
// number holds it) or refused: InputError "limit" naming the count.
ParameterCount count_parameters(const LayerShape& shape, bool with_bias);

// A multiply-add counts as 2 FLOPs; softmax counts 5 per score (max, subtract,
// exp, add, divide) and scaling 1 per score.
struct FlopCount {
  std::int64_t projections;        // X·W_Q, X·W_K, X·W_V
  std::int64_t raw_scores;         // Q·Kᵀ for every head
  std::int64_t scaling;            // / √d_k
  std::int64_t softmax;
  std::int64_t weighted_sum;       // weights · V
  std::int64_t output_projection;  // concat · W_O
  std::int64_t total;
};

// n queries attending over m keys (m = n for self-attention), each from 1 to
// 2^20. Exact below 2^53 or refused, as count_parameters.
FlopCount count_flops(const LayerShape& shape, std::int64_t n, std::int64_t m);

// The sizes counted (n, m, d_model, d_k, d_v): up to 2^20, far past what
// attention computes, since a count is only arithmetic.
constexpr std::int64_t kMaxDimension = std::int64_t{1} << 20;

// Fills d_k and d_v from d_model / heads and checks the shape (d_model, d_k,
// d_v from 1 to kMaxDimension, heads from 1 to limits::kMaxHeads); throws
// InputError naming the bad field.
LayerShape resolve(const LayerShape& shape);

}  // namespace attention
