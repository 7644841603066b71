#include "transformer/model.hpp"

#include <cmath>
#include <utility>
#include <cstdio>
#include <string>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/multi_head.hpp"
#include "numpy/legacy_random.hpp"

namespace transformer {
namespace {

using attention::ErrorCode;
using attention::InputError;


MatrixD normal(numpy::RandomState& rng, std::int64_t rows, std::int64_t cols, double scale) {
  const std::vector<double> v = rng.randn(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  return Eigen::Map<const MatrixD>(v.data(), rows, cols) * scale;
}

}  // namespace

void require_config(const Config& c) {
  attention::limits::require_size(c.layers, kMaxLayers, "layers");
  attention::limits::require_size(c.heads, kMaxHeads, "heads");
  attention::limits::require_size(c.d_model, kMaxDModel, "dModel");
  attention::limits::require_size(c.vocab, kMaxVocab, "vocab");
  attention::limits::require_size(c.context, kMaxContext, "context");
  attention::require_head_split(c.heads, c.d_model);
  if (c.context < kMinContext || c.context % 2 != 0) {
    throw InputError(ErrorCode::range, "context",
                     "must be even and at least " + std::to_string(kMinContext) +
                         " (a probe is two thirds of it: a half and its repeat), got " + std::to_string(c.context),
                     {{"min", static_cast<double>(kMinContext)}, {"got", static_cast<double>(c.context)}});
  }
  if (c.vocab < c.half()) {
    throw InputError(ErrorCode::incompatible, "vocab",
                     "too small for the sequence: a repeated segment holds up to " + std::to_string(c.half()) +
                         " distinct tokens, so vocab must be at least context / 2 = " + std::to_string(c.half()) +
                         ", got " + std::to_string(c.vocab),
                     {{"min", static_cast<double>(c.half())}, {"got", static_cast<double>(c.vocab)},
                      {"context", static_cast<double>(c.context)}});
  }
}

Model zeros(const Config& c) {
  Model m;
  m.config = c;
  m.embedding = MatrixD::Zero(c.vocab, c.d_model);
  m.positional = MatrixD::Zero(c.context, c.d_model);
  const MatrixD square = MatrixD::Zero(c.d_model, c.d_model);
  m.layers.assign(static_cast<std::size_t>(c.layers), AttentionLayer{square, square, square, square});
  m.unembedding = MatrixD::Zero(c.d_model, c.vocab);
  return m;
}

Model initial_model(const Config& c, double seed) {
  require_config(c);
  numpy::RandomState rng(seed);
  Model m = zeros(c);
  const double weight_scale = 1 / std::sqrt(static_cast<double>(c.d_model));
  m.embedding = normal(rng, c.vocab, c.d_model, 1);
  m.positional = normal(rng, c.context, c.d_model, 1);
  for (AttentionLayer& layer : m.layers) {
    for (MatrixD* w : {&layer.w_q, &layer.w_k, &layer.w_v, &layer.w_o}) *w = normal(rng, c.d_model, c.d_model, weight_scale);
  }
  m.unembedding = normal(rng, c.d_model, c.vocab, weight_scale);
  return m;
}

std::vector<MatrixD*> parameters(Model& m) {
  std::vector<MatrixD*> list{&m.embedding, &m.positional};
  for (AttentionLayer& l : m.layers) list.insert(list.end(), {&l.w_q, &l.w_k, &l.w_v, &l.w_o});
  list.push_back(&m.unembedding);
  return list;
}

std::vector<const MatrixD*> parameters(const Model& m) {
  std::vector<const MatrixD*> list;
  for (MatrixD* p : parameters(const_cast<Model&>(m))) list.push_back(p);
  return list;
}

std::vector<std::string> parameter_names(const Config& c) {
  std::vector<std::string> names{"embedding", "positional"};
  for (std::int64_t l = 0; l < c.layers; ++l) {
    for (const char* w : {"WQ", "WK", "WV", "WO"}) names.push_back("layers[" + std::to_string(l) + "]." + w);
  }
  names.push_back("unembedding");
  return names;
}

std::int64_t parameter_count(const Config& c) {
  return (c.vocab + c.context) * c.d_model + c.layers * 4 * c.d_model * c.d_model + c.d_model * c.vocab;
}

std::vector<double> flatten(const Model& m) {
  std::vector<double> values;
  values.reserve(static_cast<std::size_t>(parameter_count(m.config)));
  for (const MatrixD* p : parameters(m)) values.insert(values.end(), p->data(), p->data() + p->size());
  return values;
}

void unflatten(const std::vector<double>& values, Model& m) {
  const std::int64_t expected = parameter_count(m.config);
  if (static_cast<std::int64_t>(values.size()) != expected) {
    throw InputError(ErrorCode::shape, "", "expected " + std::to_string(expected) + " parameters, got " +
                                               std::to_string(values.size()),
                     {{"expected", static_cast<double>(expected)}, {"got", static_cast<double>(values.size())}});
  }
  std::size_t at = 0;
  for (MatrixD* p : parameters(m)) {
    std::copy(values.begin() + static_cast<std::ptrdiff_t>(at), values.begin() + static_cast<std::ptrdiff_t>(at + p->size()), p->data());
    at += static_cast<std::size_t>(p->size());
  }
}

namespace {

// Each parameter's (rows, cols), in parameters() order, from the config alone.
std::vector<std::pair<Eigen::Index, Eigen::Index>> parameter_shapes(const Config& c) {
  std::vector<std::pair<Eigen::Index, Eigen::Index>> shapes{{c.vocab, c.d_model}, {c.context, c.d_model}};
  shapes.insert(shapes.end(), static_cast<std::size_t>(4 * c.layers), {c.d_model, c.d_model});
  shapes.emplace_back(c.d_model, c.vocab);
  return shapes;
}

}  // namespace

void require_shapes(const Model& m, const std::string& prefix) {
  require_config(m.config);
  const Config& c = m.config;
  if (static_cast<std::int64_t>(m.layers.size()) != c.layers) {
    throw InputError(ErrorCode::shape, prefix + "layers",
                     "expected one entry per layer (" + std::to_string(c.layers) + "), got " +
                         std::to_string(m.layers.size()),
                     {{"expected", static_cast<double>(c.layers)}, {"got", static_cast<double>(m.layers.size())}});
  }
  const std::vector<const MatrixD*> given = parameters(m);
  const auto wanted = parameter_shapes(c);
  const std::vector<std::string> names = parameter_names(c);
  for (std::size_t i = 0; i < given.size(); ++i) {
    attention::require_shape(*given[i], wanted[i].first, wanted[i].second, prefix + names[i]);
  }
}

void require_model(const Model& m, const std::string& prefix) {
  require_shapes(m, prefix);
  const std::vector<const MatrixD*> given = parameters(m);
  const std::vector<std::string> names = parameter_names(m.config);
  for (std::size_t i = 0; i < given.size(); ++i) attention::require_finite(*given[i], prefix + names[i]);
}

void require_token(const Config& c, double token, std::size_t index, const std::string& argument) {
  if (token >= 0 && token < static_cast<double>(c.vocab)) return;
  char text[32];
  std::snprintf(text, sizeof text, "%.15g", token);
  throw InputError(ErrorCode::range, argument,
                   std::string("token ") + text + " at index " + std::to_string(index) +
                       " is outside the vocabulary 0 … " + std::to_string(c.vocab - 1),
                   {{"index", static_cast<double>(index)}, {"value", attention::number_param(token)},
                    {"min", 0.0}, {"max", static_cast<double>(c.vocab - 1)}});
}

void require_token_count(const Config& c, std::int64_t count, const std::string& argument, std::int64_t least) {
  if (count < least && count >= 1) {
    throw InputError(ErrorCode::range, argument,
                     "needs at least " + std::to_string(least) + " tokens (one prediction), got " + std::to_string(count),
                     {{"min", static_cast<double>(least)}, {"got", static_cast<double>(count)}});
  }
  attention::limits::require_size(count, c.context, argument, "one per position, up to context");
}

void require_tokens(const Config& c, const Tokens& tokens, const std::string& argument, std::int64_t least) {
  require_token_count(c, static_cast<std::int64_t>(tokens.size()), argument, least);
  for (std::size_t i = 0; i < tokens.size(); ++i) require_token(c, static_cast<double>(tokens[i]), i, argument);
}

}  // namespace transformer
