#include "attention/attention.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/matmul.hpp"
#include "attention/scores.hpp"

namespace attention {
namespace {

// Sizes, shapes, the mask, then the values: the order the fast path checks
// them in too (fast_attention.cpp), so both refuse a request with the same
// error.
template <class T>
void require_inputs(const Matrix<T>& q, const Matrix<T>& k, const Matrix<T>& v, const Mask& mask) {
  require_attention_sizes(q.rows(), k.rows(), q.cols(), v.cols());
  require_shape(k, k.rows(), q.cols(), "K");
  require_shape(v, k.rows(), v.cols(), "V");
  mask.validate<T>(k.rows());
  require_finite(q, "Q");
  require_finite(k, "K");
  require_finite(v, "V");
}

}  // namespace

void require_score_sizes(std::int64_t n, std::int64_t m) {
  limits::require_sequence(n, "n");
  limits::require_sequence(m, "m");
  limits::require_cells(n, m, limits::kMaxScoreCells, "n x m scores");
}

void require_attention_sizes(std::int64_t n, std::int64_t m, std::int64_t d_k, std::int64_t d_v) {
  require_score_sizes(n, m);
  limits::require_width(d_k, "dK");
  limits::require_width(d_v, "dV");
}

template <class T>
Matrix<T> weighted_sum(const Matrix<T>& weights, const Matrix<T>& v) {
  return checked_matmul(weights, v, {"weights·V", "V", "V"});
}

template <class T>
AttentionResult<T> attend(const Matrix<T>& q, const Matrix<T>& k, const Matrix<T>& v, const Mask& mask) {
  require_inputs(q, k, v, mask);
  AttentionResult<T> result;
  result.raw_scores = raw_scores(q, k, mask);  // a hidden cell is never refused
  result.scaled_scores = apply_mask(scale(result.raw_scores, q.cols()), mask);
  // The stable softmax gives an all −∞ row zero weights; a row of equal
  // finite fills comes out uniform (see Mask::fully_masked_rows).
  result.weights = softmax_rows(result.scaled_scores, SoftmaxForm::stable).weights;
  result.output = weighted_sum(result.weights, v);
  result.mask = mask;
  result.fully_masked_rows = mask.fully_masked_rows(q.rows(), k.rows());
  return result;
}

template MatrixD weighted_sum(const MatrixD&, const MatrixD&);
template MatrixF weighted_sum(const MatrixF&, const MatrixF&);
template AttentionResult<double> attend(const MatrixD&, const MatrixD&, const MatrixD&, const Mask&);
template AttentionResult<float> attend(const MatrixF&, const MatrixF&, const MatrixF&, const Mask&);

}  // namespace attention
