#include "attention/attention.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/matmul.hpp"
#include "attention/scores.hpp"

namespace attention {
namespace {

template <class T>
void require_inputs(const Matrix<T>& q, const Matrix<T>& k, const Matrix<T>& v) {
  const auto empty = [](const char* argument, const char* message, Eigen::Index rows, Eigen::Index cols) {
    throw InputError(ErrorCode::shape, argument, message, {{"got", shape_str(rows, cols)}});
  };
  if (q.rows() < 1 || q.cols() < 1) empty("Q", "needs at least one row and one column", q.rows(), q.cols());
  if (k.rows() < 1) empty("K", "needs at least one row (key)", k.rows(), k.cols());
  if (v.cols() < 1) empty("V", "needs at least one column (d_v >= 1)", v.rows(), v.cols());
  require_shape(k, k.rows(), q.cols(), "K");
  require_shape(v, k.rows(), v.cols(), "V");
  require_finite(q, "Q");
  require_finite(k, "K");
  require_finite(v, "V");
}

}  // namespace

template <class T>
Matrix<T> weighted_sum(const Matrix<T>& weights, const Matrix<T>& v) {
  return matmul(weights, v);
}

template <class T>
AttentionResult<T> attend(const Matrix<T>& q, const Matrix<T>& k, const Matrix<T>& v,
                          const AttentionOptions& options) {
  require_inputs(q, k, v);
  AttentionResult<T> result;
  result.raw_scores = raw_scores(q, k);
  result.scaled_scores =
      apply_mask(scale(result.raw_scores, q.cols()), options.causal, options.key_valid, options.mask_fill);
  SoftmaxResult<T> softmax = softmax_rows(result.scaled_scores, SoftmaxForm::stable);
  result.weights = std::move(softmax.weights);
  result.fully_masked_rows = std::move(softmax.fully_masked_rows);
  result.output = weighted_sum(result.weights, v);
  return result;
}

template MatrixD weighted_sum(const MatrixD&, const MatrixD&);
template MatrixF weighted_sum(const MatrixF&, const MatrixF&);
template AttentionResult<double> attend(const MatrixD&, const MatrixD&, const MatrixD&, const AttentionOptions&);
template AttentionResult<float> attend(const MatrixF&, const MatrixF&, const MatrixF&, const AttentionOptions&);

}  // namespace attention
