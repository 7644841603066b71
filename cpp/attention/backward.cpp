#include "attention/backward.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <string>
#include <utility>

#include "attention/error.hpp"
#include "attention/matmul.hpp"

namespace attention {
namespace {

// A sum of finite products can still pass the largest double.
void require_finite_gradient(const MatrixD& gradient, const char* name) {
  if (gradient.allFinite()) return;
  throw InputError(ErrorCode::overflow, "dOutput",
                   std::string(name) + " overflows float64: the entries of dOutput (or the weights) are too large",
                   {{"product", name}, {"precision", "float64"}});
}

void require_same_shape(const MatrixD& m, const MatrixD& like, const std::string& what) {
  require_shape(m, like.rows(), like.cols(), what);
}

// Relative error as documented in the header; two zero matrices agree exactly.
double relative_error(const MatrixD& analytic, const MatrixD& numeric) {
  const double scale = std::max(analytic.norm(), numeric.norm());
  return scale == 0 ? 0 : (analytic - numeric).norm() / scale;
}

// L(θ) = Σ output ⊙ d_output, perturbing one entry of `parameter` at a time.
GradientCheck check_parameter(const std::string& name, MatrixD& parameter, const MatrixD& analytic, double step,
                              const std::function<double()>& loss) {
  require_positive(step, "step");
  GradientCheck check;
  check.name = name;
  check.analytic = analytic;
  check.numeric.resizeLike(parameter);
  for (Eigen::Index i = 0; i < parameter.rows(); ++i) {
    for (Eigen::Index j = 0; j < parameter.cols(); ++j) {
      const double saved = parameter(i, j);
      parameter(i, j) = saved + step;
      const double up = loss();
      parameter(i, j) = saved - step;
      const double down = loss();
      parameter(i, j) = saved;
      check.numeric(i, j) = (up - down) / (2 * step);
    }
  }
  check.max_abs_error = (analytic - check.numeric).cwiseAbs().maxCoeff();
  check.relative_error = relative_error(analytic, check.numeric);
  return check;
}

// A hidden cell's score was replaced by a constant: its gradient is 0.
void zero_hidden(MatrixD& d_scores, const Mask& mask) {
  if (mask.empty()) return;
  for (Eigen::Index i = 0; i < d_scores.rows(); ++i) {
    for (Eigen::Index j = 0; j < d_scores.cols(); ++j) {
      if (mask.hides(i, j)) d_scores(i, j) = 0;
    }
  }
}

void require_check_size(std::initializer_list<const MatrixD*> parameters) {
  std::int64_t cells = 0;
  for (const MatrixD* p : parameters) cells += p->size();
  if (cells > kMaxGradientCheckCells) {
    throw InputError(ErrorCode::limit, "",
                     "gradient check: " + std::to_string(cells) + " entries is more than the limit of " +
                         std::to_string(kMaxGradientCheckCells),
                     {{"cells", static_cast<double>(cells)}, {"max", static_cast<double>(kMaxGradientCheckCells)}});
  }
}

}  // namespace

MatrixD softmax_backward(const MatrixD& weights, const MatrixD& d_weights) {
  require_same_shape(d_weights, weights, "dWeights");
  MatrixD d_logits(weights.rows(), weights.cols());
  for (Eigen::Index i = 0; i < weights.rows(); ++i) {
    // Σ_j dP_ij·P_ij: how much the whole row's loss moves when every logit
    // rises together, which softmax ignores, so it is subtracted.
    const double row_dot = weights.row(i).dot(d_weights.row(i));
    d_logits.row(i) = weights.row(i).array() * (d_weights.row(i).array() - row_dot);
  }
  return d_logits;
}

AttentionGradients attention_backward(const MatrixD& q, const MatrixD& k, const MatrixD& v,
                                      const AttentionResult<double>& forward, const MatrixD& d_output) {
  require_shape(k, k.rows(), q.cols(), "K");
  require_shape(v, k.rows(), v.cols(), "V");
  require_shape(forward.weights, q.rows(), k.rows(), "weights");
  forward.mask.validate(k.rows());
  require_shape(d_output, q.rows(), v.cols(), "dOutput");
  require_finite(d_output, "dOutput");
  AttentionGradients g;
  // dOutput scales every gradient: an overflow is named after it, or after
  // the input whose entries are the larger factor.
  g.d_v = checked_matmul(MatrixD(forward.weights.transpose()), d_output, {"weightsᵀ·dOutput", "dOutput", "dOutput"});
  g.d_weights = checked_matmul_transposed(d_output, v, {"dOutput·Vᵀ", "dOutput", "V"});
  g.d_scaled_scores = softmax_backward(forward.weights, g.d_weights);
  zero_hidden(g.d_scaled_scores, forward.mask);
  require_finite_gradient(g.d_scaled_scores, "dScaledScores");
  // The forward pass divided by √d_k (scale()); the chain rule divides again.
  g.d_raw_scores = g.d_scaled_scores / std::sqrt(static_cast<double>(q.cols()));
  g.d_q = checked_matmul(g.d_raw_scores, k, {"dRawScores·K", "dOutput", "K"});
  g.d_k = checked_matmul(MatrixD(g.d_raw_scores.transpose()), q, {"dRawScoresᵀ·Q", "dOutput", "Q"});
  return g;
}

HeadGradients self_attention_backward(const MatrixD& x, const MatrixD& w_q, const MatrixD& w_k, const MatrixD& w_v,
                                      const Mask& mask, const MatrixD& d_output) {
  HeadGradients h;
  h.projections = project(x, w_q, w_k, w_v);
  h.forward = attend(h.projections.q, h.projections.k, h.projections.v, mask);
  h.attention = attention_backward(h.projections.q, h.projections.k, h.projections.v, h.forward, d_output);
  const MatrixD x_t = x.transpose();
  h.d_w_q = checked_matmul(x_t, h.attention.d_q, {"Xᵀ·dQ", "X", "dOutput"});
  h.d_w_k = checked_matmul(x_t, h.attention.d_k, {"Xᵀ·dK", "X", "dOutput"});
  h.d_w_v = checked_matmul(x_t, h.attention.d_v, {"Xᵀ·dV", "X", "dOutput"});
  // X feeds all three projections, so its gradient is the sum of three paths.
  h.d_x = checked_matmul_transposed(h.attention.d_q, w_q, {"dQ·W_Qᵀ", "dOutput", "WQ"}) +
          checked_matmul_transposed(h.attention.d_k, w_k, {"dK·W_Kᵀ", "dOutput", "WK"}) +
          checked_matmul_transposed(h.attention.d_v, w_v, {"dV·W_Vᵀ", "dOutput", "WV"});
  require_finite_gradient(h.d_x, "dX");
  return h;
}

MultiHeadGradients multi_head_backward(const MatrixD& x, const MatrixD& w_q, const MatrixD& w_k, const MatrixD& w_v,
                                       const MatrixD& w_o, Eigen::Index heads, const Mask& mask,
                                       const MatrixD& d_output) {
  require_head_split(heads, w_q.cols());
  require_head_split(heads, w_v.cols());
  require_layer_sizes(x.rows(), x.cols(), heads, w_q.cols() / heads, w_v.cols() / heads);
  require_shape(w_k, x.cols(), w_q.cols(), "WK");
  require_shape(w_q, x.cols(), w_q.cols(), "WQ");
  require_shape(w_v, x.cols(), w_v.cols(), "WV");
  require_shape(w_o, w_v.cols(), x.cols(), "WO");
  require_shape(d_output, x.rows(), x.cols(), "dOutput");
  require_finite(d_output, "dOutput");
  for (auto [w, name] : {std::pair{&x, "X"}, {&w_q, "WQ"}, {&w_k, "WK"}, {&w_v, "WV"}, {&w_o, "WO"}}) {
    require_finite(*w, name);
  }
  const Eigen::Index d_k = w_q.cols() / heads, d_v = w_v.cols() / heads;
  MultiHeadGradients g;
  g.d_concat = checked_matmul_transposed(d_output, w_o, {"dOutput·W_Oᵀ", "dOutput", "WO"});
  g.d_w_q.resizeLike(w_q);
  g.d_w_k.resizeLike(w_k);
  g.d_w_v.resizeLike(w_v);
  g.d_x = MatrixD::Zero(x.rows(), x.cols());
  std::vector<MatrixD> outputs;
  for (Eigen::Index h = 0; h < heads; ++h) {
    // Head h owns a block of columns of each weight, so its gradients fill
    // the same block; the heads only meet again in X.
    HeadGradients head = self_attention_backward(
        x, w_q.middleCols(h * d_k, d_k), w_k.middleCols(h * d_k, d_k), w_v.middleCols(h * d_v, d_v), mask,
        g.d_concat.middleCols(h * d_v, d_v));
    g.d_w_q.middleCols(h * d_k, d_k) = head.d_w_q;
    g.d_w_k.middleCols(h * d_k, d_k) = head.d_w_k;
    g.d_w_v.middleCols(h * d_v, d_v) = head.d_w_v;
    g.d_x += head.d_x;
    outputs.push_back(head.forward.output);
    g.heads.push_back(std::move(head));
  }
  require_finite_gradient(g.d_x, "dX");
  g.concat = concat_heads(outputs);
  g.output = checked_matmul(g.concat, w_o, {"concat·W_O", "WV", "WO"});
  g.d_w_o = checked_matmul(MatrixD(g.concat.transpose()), d_output, {"concatᵀ·dOutput", "WV", "dOutput"});
  return g;
}

std::vector<GradientCheck> check_attention_gradients(const MatrixD& q, const MatrixD& k, const MatrixD& v,
                                                     const Mask& mask, const MatrixD& d_output,
                                                     double step) {
  require_check_size({&q, &k, &v});
  const AttentionResult<double> forward = attend(q, k, v, mask);
  const AttentionGradients g = attention_backward(q, k, v, forward, d_output);
  MatrixD q_var = q, k_var = k, v_var = v;
  const auto loss = [&] { return attend(q_var, k_var, v_var, mask).output.cwiseProduct(d_output).sum(); };
  return {check_parameter("Q", q_var, g.d_q, step, loss), check_parameter("K", k_var, g.d_k, step, loss),
          check_parameter("V", v_var, g.d_v, step, loss)};
}

std::vector<GradientCheck> check_multi_head_gradients(const MatrixD& x, const MatrixD& w_q, const MatrixD& w_k,
                                                      const MatrixD& w_v, const MatrixD& w_o, Eigen::Index heads,
                                                      const Mask& mask, const MatrixD& d_output,
                                                      double step) {
  require_check_size({&x, &w_q, &w_k, &w_v, &w_o});
  const MultiHeadGradients g = multi_head_backward(x, w_q, w_k, w_v, w_o, heads, mask, d_output);
  MatrixD x_var = x, q_var = w_q, k_var = w_k, v_var = w_v, o_var = w_o;
  const auto loss = [&] {
    return multi_head_attention_fused(x_var, q_var, k_var, v_var, o_var, heads, mask)
        .output.cwiseProduct(d_output)
        .sum();
  };
  return {check_parameter("X", x_var, g.d_x, step, loss), check_parameter("WQ", q_var, g.d_w_q, step, loss),
          check_parameter("WK", k_var, g.d_w_k, step, loss), check_parameter("WV", v_var, g.d_w_v, step, loss),
          check_parameter("WO", o_var, g.d_w_o, step, loss)};
}

}  // namespace attention
