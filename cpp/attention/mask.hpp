// Step 4 (optional): masking, by overwriting forbidden scores before softmax.
#pragma once

#include <cstddef>
#include <limits>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

// The value written into masked cells. −∞ makes exp() exactly 0. The page
// also shows −1e9 (what much real code uses: tiny but nonzero weight, and it
// overflows float16) and 0 (a bug: a masked cell then scores like a neutral key).
constexpr double kMaskedScore = -std::numeric_limits<double>::infinity();

// Which keys each query may not see, and what their scores become. One value
// for every path (forward, backward, the fast kernel, multi-head), carried in
// the forward result, so that the backward pass and the list of fully masked
// rows read the mask itself instead of guessing it from the scores: a fill of
// −1e9 or 0 leaves finite numbers in the masked cells, indistinguishable by
// value from real scores.
struct Mask {
  bool causal = false;            // query i may not see key j > i (top-left aligned)
  std::vector<bool> key_padding;  // empty, or one entry per key: true = hidden from every query
  double fill = kMaskedScore;     // what a hidden cell's scaled score is set to

  bool hides(Eigen::Index i, Eigen::Index j) const {
    return (causal && j > i) || (!key_padding.empty() && key_padding[static_cast<std::size_t>(j)]);
  }
  bool empty() const;  // hides nothing, for any n and m
  // Queries (of n) that may see none of the m keys, whatever the fill. What
  // such a row's weights become depends on the fill: with −∞ every logit is
  // −∞, and attention defines the row as all-zero weights and a zero output
  // (the textbook formula gives 0/0 = NaN); with a finite fill every logit is
  // the same number, so softmax makes the row uniform, 1/m for each key: the
  // query averages every value, hidden or not.
  std::vector<Eigen::Index> fully_masked_rows(Eigen::Index n, Eigen::Index m) const;
  // How many they are. They are always the first rows: a query that sees no
  // key is one whose causal window (keys 0 … i) holds no unpadded key, that
  // is i < f for f the first unpadded key; without the causal mask, every
  // row when all keys are padded and none otherwise. So the count is
  // min(n, f) or 0, read in O(m) from the mask's structure, never by
  // looking at n·m cells (20 s at n = m = 65,536 with padding).
  Eigen::Index fully_masked_count(Eigen::Index n, Eigen::Index m) const;
  // Throws InputError: key_padding of the wrong length, or a NaN or +∞ fill.
  // For scores of type T = float, also a finite fill beyond float32's range:
  // −1e300 would silently become −∞, which changes what a fully masked row gets.
  template <class T = double>
  void validate(Eigen::Index m) const;
};

// n × m, true where query i may NOT look at key j: j > i (top-left aligned,
// as PyTorch's is_causal). Decoders need it; encoders don't.
Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> causal_mask(Eigen::Index n, Eigen::Index m);

// Sets scores(i, j) = mask.fill wherever mask.hides(i, j): above the
// diagonal when causal, and in every column whose key is padding. Validates
// the mask against the number of keys (scores.cols()) first.
template <class T>
Matrix<T> apply_mask(const Matrix<T>& scores, const Mask& mask);

}  // namespace attention
