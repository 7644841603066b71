// Step 4 (optional): masking, by overwriting forbidden scores before softmax.
#pragma once

#include <limits>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

// The value written into masked cells. −∞ makes exp() exactly 0. The page
// also shows −1e9 (what much real code uses: tiny but nonzero weight, and it
// overflows float16) and 0 (a bug: a masked cell then scores like a neutral key).
constexpr double kMaskedScore = -std::numeric_limits<double>::infinity();

// n × m, true where query i may NOT look at key j: j > i (top-left aligned,
// as PyTorch's is_causal). Decoders need it; encoders don't.
Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> causal_mask(Eigen::Index n, Eigen::Index m);

// Sets scores(i, j) = fill wherever query i may not see key j: above the
// diagonal when `causal`, and in every column whose key_valid entry is false
// (padding). key_valid may be empty (no padding mask) or have one entry per key.
template <class T>
Matrix<T> apply_mask(const Matrix<T>& scores, bool causal, const std::vector<bool>& key_valid,
                     double fill = kMaskedScore);

}  // namespace attention
