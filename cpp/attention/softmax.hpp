// Step 5: row-wise softmax, turning each row of scores into a probability
// distribution over keys.
#pragma once

#include <string>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

enum class SoftmaxForm {
  // exp(z - max z) / Σ exp(z - max z): the largest exponent is exp(0) = 1,
  // so nothing overflows, and the result is mathematically unchanged.
  stable,
  // exp(z) / Σ exp(z), the textbook formula. Overflows to inf (then
  // inf/inf = NaN) once z > ~709 in double or ~88.7 in float. Kept for the
  // page's numerics demo, never used by attention().
  naive,
};

template <class T>
struct SoftmaxResult {
  Matrix<T> weights;
  // Rows whose every entry was −∞. The naive formula gives 0/0 = NaN there;
  // the stable form here returns a row of zeros instead, and lists it. (The
  // softmax call has no mask, so values are all it can go by; attend() lists
  // its fully masked rows from its Mask, since a finite fill leaves no −∞.)
  std::vector<Eigen::Index> fully_masked_rows;
};

// Softmax accepts finite logits and −∞ (a masked cell); throws InputError
// "not_finite" for argument `what`, with the cell, for NaN or +∞.
template <class T>
void require_logits(const Matrix<T>& logits, const std::string& what);

template <class T>
SoftmaxResult<T> softmax_rows(const Matrix<T>& scores, SoftmaxForm form = SoftmaxForm::stable);

// Σ_j m(i, j) per row (numpy's pairwise order) and Σ_i m(i, j) per column:
// the page shows both to prove which axis a softmax normalised.
std::vector<double> row_sums(const Matrix<double>& m);
std::vector<double> column_sums(const Matrix<double>& m);

}  // namespace attention
