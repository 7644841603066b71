#include "walkthrough/walkthrough.hpp"

#include <stdexcept>

#include "attention/attention.hpp"
#include "attention/projection.hpp"
#include "numpy/legacy_random.hpp"

namespace walkthrough {
namespace {

void require_range(std::int64_t value, std::int64_t low, std::int64_t high, const char* name) {
  if (value < low || value > high) {
    throw std::invalid_argument(std::string(name) + ": must be an integer from " + std::to_string(low) + " to " +
                                std::to_string(high) + ", got " + std::to_string(value));
  }
}

void require_token(const std::string& token, std::size_t index) {
  const std::string where = "tokens[" + std::to_string(index) + "]";
  if (token.empty()) throw std::invalid_argument(where + ": must not be empty");
  if (token.size() > Limits::kMaxTokenLength) {
    throw std::invalid_argument(where + ": at most " + std::to_string(Limits::kMaxTokenLength) + " bytes");
  }
  for (unsigned char c : token) {
    // Control characters would break the script's string literals and the
    // transcript's one-line-per-token layout.
    if (c < 0x20 || c == 0x7f) throw std::invalid_argument(where + ": control characters are not allowed");
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

void validate(const Inputs& in) {
  numpy::checked_seed(in.seed);
  require_range(in.d_k, 1, Limits::kMaxHeadWidth, "dK");
  require_range(in.d_v, 1, Limits::kMaxHeadWidth, "dV");
  require_range(in.x.rows(), 1, Limits::kMaxTokens, "X rows (tokens)");
  require_range(in.x.cols(), 1, Limits::kMaxModelWidth, "X columns (d_model)");
  if (in.tokens.size() != static_cast<std::size_t>(in.x.rows())) {
    throw std::invalid_argument("tokens: expected one token per row of X (" + std::to_string(in.x.rows()) +
                                "), got " + std::to_string(in.tokens.size()));
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
  r.scores = std::move(a.scaled);
  r.weights = std::move(a.weights);
  r.output = std::move(a.output);
  r.python = python_script(in);
  r.transcript = transcript(r);
  return r;
}

}  // namespace walkthrough
