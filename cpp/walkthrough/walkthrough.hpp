// The seed's worked example, "The cat sat down", for any seed, d_k and d_v:
// every array, the runnable numpy script that computes them, and the exact
// text that script prints.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attention/matrix.hpp"

namespace walkthrough {

using attention::MatrixD;

// What the page and the API accept; checked before anything is allocated.
struct Limits {
  static constexpr int kMaxTokens = 16;
  static constexpr int kMaxModelWidth = 32;
  static constexpr int kMaxHeadWidth = 64;  // d_k and d_v
  static constexpr std::size_t kMaxTokenLength = 24;
};

struct Inputs {
  double seed = 42;  // np.random.seed argument: an integer in [0, 2**32 - 1]
  std::int64_t d_k = 3;
  std::int64_t d_v = 3;
  std::vector<std::string> tokens;  // one per row of x
  MatrixD x;                        // (n, d_model) token embeddings
};

// The seed's tokens and 4×6 embeddings.
Inputs default_inputs();

struct Result {
  Inputs inputs;
  MatrixD w_q, w_k, w_v;        // (d_model, d_k), (d_model, d_k), (d_model, d_v)
  MatrixD q, k, v;              // (n, d_k), (n, d_k), (n, d_v)
  MatrixD scaled_scores;        // (n, n) Q·Kᵀ/√d_k, before softmax (the script's `scores`)
  MatrixD weights;              // (n, n) row-wise softmax
  MatrixD output;               // (n, d_v)
  std::string python;           // a runnable script computing all of the above
  std::string transcript;       // exactly what `python3` prints running it
};

// Throws attention::InputError naming the bad input (seed, dK, dV, tokens, dModel, X).
Result run(const Inputs& inputs);

// Checks inputs against Limits and numpy's seed range without computing.
void validate(const Inputs& inputs);

// The size rules alone (tokens = rows of X, d_model = its columns), for a
// caller that must check them before it reads the tokens or X.
void require_token_count(std::int64_t tokens);
void require_sizes(std::int64_t tokens, std::int64_t d_model);

// The Python source and its stdout, for a finished computation.
std::string python_script(const Inputs& inputs);
std::string transcript(const Result& result);

}  // namespace walkthrough
