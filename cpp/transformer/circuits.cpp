#include "transformer/circuits.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/mask.hpp"
#include "attention/matmul.hpp"
#include "attention/multi_head.hpp"
#include "attention/scores.hpp"
#include "transformer/forward.hpp"

namespace transformer {
namespace {

using attention::ErrorCode;
using attention::InputError;

// One head's share of a layer's fused projections (model.hpp's layout), with
// the names an overflow error gives its factors.
struct Head {
  MatrixD w_q, w_k, w_v;  // (d_model, d_k)
  MatrixD w_o;            // (d_k, d_model)
  std::string name;       // "model.layers[0]."
};

Head head_of(const Model& model, std::int64_t layer, std::int64_t head) {
  const AttentionLayer& l = model.layers[static_cast<std::size_t>(layer)];
  const Eigen::Index heads = model.config.heads, d_k = model.config.d_head(), h = head - 1;
  const auto column = [&](const MatrixD& w) { return attention::split_heads(w, heads)[static_cast<std::size_t>(h)]; };
  return {column(l.w_q), column(l.w_k), column(l.w_v), l.w_o.middleRows(h * d_k, d_k),
          "model.layers[" + std::to_string(layer) + "]."};
}

MatrixD product(const MatrixD& a, const MatrixD& b, const std::string& left, const std::string& right) {
  return attention::checked_matmul(a, b, {"the circuit's product", left.c_str(), right.c_str()});
}

// q · kᵀ / √d_k: the scores of layer `head`'s bilinear form, as the course's steps 2 and 3 compute them.
MatrixD scaled_scores(const MatrixD& q, const MatrixD& k, const Head& head, std::int64_t d_k) {
  const MatrixD raw = attention::checked_matmul_transposed(q, k, {"the circuit's Q·Kᵀ", (head.name + "WQ").c_str(),
                                                                  (head.name + "WK").c_str()});
  return attention::scale(raw, d_k);
}

void require_head(std::int64_t head, std::int64_t heads, const char* argument) {
  if (head >= 1 && head <= heads) return;
  throw InputError(ErrorCode::range, argument,
                   "must be a head from 1 to " + std::to_string(heads) + " (model.config.heads), got " +
                       std::to_string(head),
                   {{"min", 1.0}, {"max", static_cast<double>(heads)}, {"got", static_cast<double>(head)}});
}

}  // namespace

Circuits circuits(const Model& model, std::int64_t head1, std::int64_t head2) {
  require_model(model);
  const Config& c = model.config;
  if (c.layers < 2) {
    throw InputError(ErrorCode::incompatible, "model.config.layers",
                     "the induction circuit needs 2 layers: a 1-layer model has no layer 2 to read layer 1's output "
                     "(K-composition) or to copy, got " + std::to_string(c.layers),
                     {{"expected", 2.0}, {"got", static_cast<double>(c.layers)}});
  }
  require_head(head1, c.heads, "head1");
  require_head(head2, c.heads, "head2");
  const Head one = head_of(model, 0, head1), two = head_of(model, 1, head2);
  const std::int64_t d_k = c.d_head();
  Circuits out;

  // Move 1: positions only. Query i against key j ≤ i, as layer 1's mask allows.
  const MatrixD q1 = product(model.positional, one.w_q, "model.positional", one.name + "WQ");
  const MatrixD k1 = product(model.positional, one.w_k, "model.positional", one.name + "WK");
  out.previous_token = attention::apply_mask(scaled_scores(q1, k1, one, d_k), causal());

  // Move 2: u(b) = e(b) W_V1 W_O1, what layer 1 writes when it attends to a b.
  const MatrixD written = product(product(model.embedding, one.w_v, "model.embedding", one.name + "WV"), one.w_o,
                                  one.name + "WV", one.name + "WO");
  const MatrixD q2 = product(model.embedding, two.w_q, "model.embedding", two.name + "WQ");
  const MatrixD k2 = product(written, two.w_k, one.name + "WO", two.name + "WK");
  out.k_composition = scaled_scores(q2, k2, two, d_k);
  // The same query against the key's own token: all a 1-layer head could match on.
  out.direct = scaled_scores(q2, product(model.embedding, two.w_k, "model.embedding", two.name + "WK"), two, d_k);

  // Move 3: e(a) W_V2 W_O2 W_U, the logits layer 2 adds by copying an a.
  const MatrixD copied = product(product(model.embedding, two.w_v, "model.embedding", two.name + "WV"), two.w_o,
                                 two.name + "WV", two.name + "WO");
  out.copying = product(copied, model.unembedding, two.name + "WO", "model.unembedding");
  return out;
}

}  // namespace transformer
