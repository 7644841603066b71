#include "walkthrough/walkthrough.hpp"

#include <string>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/projection.hpp"
#include "numpy/legacy_random.hpp"

namespace walkthrough {
namespace {

using attention::ErrorCode;
using attention::InputError;

void require_token(const std::string& token, std::size_t index) {
  const std::string where = "token " + std::to_string(index);
  const attention::ErrorParams at = {{"index", static_cast<double>(index)}};
  if (token.empty()) throw InputError(ErrorCode::required, "tokens", where + " must not be empty", at);
  if (token.size() > Limits::kMaxTokenLength) {
    attention::ErrorParams params = at;
    params.emplace_back("max", static_cast<double>(Limits::kMaxTokenLength));
    params.emplace_back("got", static_cast<double>(token.size()));
    throw InputError(ErrorCode::limit, "tokens",
                     where + " has more than " + std::to_string(Limits::kMaxTokenLength) + " bytes", params);
  }
  for (unsigned char c : token) {
    // Control characters would break the script's string literals and the
    // transcript's one-line-per-token layout.
    if (c < 0x20 || c == 0x7f) {
      throw InputError(ErrorCode::type, "tokens", where + " holds a control character; they are not allowed", at);
    }
  }
}

// W = randn(d_model, d) * 0.5, drawn in numpy's C order.
MatrixD random_projection(numpy::RandomState& rng, Eigen::Index d_model, std::int64_t d) {
  const std::vector<double> draws = rng.randn(static_cast<std::size_t>(d_model), static_cast<std::size_t>(d));
  MatrixD w(d_model, d);
  for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = draws[static_cast<std::size_t>(i)] * 0.5;
  return w;
}

}  // namespace

Inputs default_inputs() {
  Inputs in;
  in.tokens = {"The", "cat", "sat", "down"};
  in.x.resize(4, 6);
  in.x << 0.1, 0.8, 0.3, 0.5, 0.2, 0.9,  //
      0.9, 0.1, 0.7, 0.2, 0.8, 0.3,      //
      0.5, 0.5, 0.5, 0.5, 0.5, 0.5,      //
      0.3, 0.7, 0.2, 0.9, 0.1, 0.6;
  return in;
}

void require_token_count(std::int64_t tokens) {
  attention::limits::require_size(tokens, Limits::kMaxTokens, "tokens", "one per row of X");
}

void require_sizes(std::int64_t tokens, std::int64_t d_model) {
  require_token_count(tokens);
  attention::limits::require_size(d_model, Limits::kMaxModelWidth, "dModel");
}

void validate(const Inputs& in) {
  numpy::checked_seed(in.seed);
  attention::limits::require_size(in.d_k, Limits::kMaxHeadWidth, "dK");
  attention::limits::require_size(in.d_v, Limits::kMaxHeadWidth, "dV");
  require_sizes(in.x.rows(), in.x.cols());
  if (in.tokens.size() != static_cast<std::size_t>(in.x.rows())) {
    throw InputError(ErrorCode::shape, "tokens",
                     "expected one token per row of X (" + std::to_string(in.x.rows()) + "), got " +
                         std::to_string(in.tokens.size()),
                     {{"expected", static_cast<double>(in.x.rows())}, {"got", static_cast<double>(in.tokens.size())}});
  }
  for (std::size_t i = 0; i < in.tokens.size(); ++i) require_token(in.tokens[i], i);
  attention::require_finite(in.x, "X");
}

Result run(const Inputs& in) {
  validate(in);
  Result r;
  r.inputs = in;
  numpy::RandomState rng(in.seed);
  r.w_q = random_projection(rng, in.x.cols(), in.d_k);
  r.w_k = random_projection(rng, in.x.cols(), in.d_k);
  r.w_v = random_projection(rng, in.x.cols(), in.d_v);
  attention::Projections<double> p = attention::project(in.x, r.w_q, r.w_k, r.w_v);
  attention::AttentionResult<double> a = attention::attend(p.q, p.k, p.v);
  r.q = std::move(p.q);
  r.k = std::move(p.k);
  r.v = std::move(p.v);
  r.scaled_scores = std::move(a.scaled_scores);
  r.weights = std::move(a.weights);
  r.output = std::move(a.output);
  r.python = python_script(in);
  r.transcript = transcript(r);
  return r;
}

}  // namespace walkthrough
