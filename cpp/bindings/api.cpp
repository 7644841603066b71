// The Embind surface of the forward calls: for each call, a table of its
// options (JS name → request field, converted by the field's type), the
// core's entry point (cpp/api/api.hpp, which checks everything), and the
// result copied into fresh JS objects. Failures come back as {error} objects
// that api.post.js turns into thrown Errors: no C++ exception crosses into JS
// (Embind would show it as a bare number) and no Embind handle is ever
// handed to the caller.
#include <emscripten/bind.h>

#include "api/api.hpp"
#include "api/learning.hpp"
#include "api/transformer.hpp"
#include "attention/parse.hpp"
#include "transformer/head_scores.hpp"
#include "transformer/model.hpp"
#include "transformer/training.hpp"
#include "attention/limits.hpp"
#include "bindings/convert.hpp"
#include "bindings/tables.hpp"
#include "numpy/legacy_random.hpp"

namespace bindings {
namespace {

namespace limits = attention::limits;
using attention::MatrixD;

// ---------------------------------------------------------------- results

val attention_to_js(const attention::AttentionResult<double>& r) {
  val out = val::object();
  out.set("rawScores", to_js(r.raw_scores));
  out.set("scaledScores", to_js(r.scaled_scores));
  out.set("weights", to_js(r.weights));
  out.set("output", to_js(r.output));
  out.set("fullyMaskedRows", to_js(r.fully_masked_rows));
  out.set("rowSums", to_js(attention::row_sums(r.weights)));
  out.set("columnSums", to_js(attention::column_sums(r.weights)));
  return out;
}

val shape_to_js(const attention::SoftmaxShape& shape) {
  val out = val::object();
  out.set("maxWeight", shape.max_weight);
  out.set("entropy", shape.entropy);
  out.set("jacobianNorm", shape.jacobian_norm);
  return out;
}

template <class Count>
val counts_to_js(std::initializer_list<std::pair<const char*, Count>> counts) {
  val out = val::object();
  for (const auto& [name, value] : counts) out.set(name, static_cast<double>(value));
  return out;
}

// ---------------------------------------------------------------- tables

Fields shape_fields(api::ShapeRequest& s) {
  return {field("dModel", s.d_model), field("heads", s.heads), field("dK", s.d_k), field("dV", s.d_v)};
}

// ---------------------------------------------------------------- calls

val random_matrix(const val& seed, const val& rows, const val& cols, api::Distribution distribution) {
  return guarded([&] {
    return to_js(api::random_matrix(number_value(seed, "seed"), integer_value(rows, "rows"),
                                    integer_value(cols, "cols"), distribution));
  });
}

val random_normal(val seed, val rows, val cols) { return random_matrix(seed, rows, cols, api::Distribution::normal); }
val random_uniform(val seed, val rows, val cols) { return random_matrix(seed, rows, cols, api::Distribution::uniform); }

val walkthrough_run(val options) {
  return guarded([&] {
    api::WalkthroughRequest r;
    read_options(options, "walkthrough",
                 {field("seed", r.seed), field("dK", r.d_k), field("dV", r.d_v), field("tokens", r.tokens),
                  field("X", r.x), field("dModel", r.d_model)});
    const walkthrough::Result w = api::run_walkthrough(r);
    val out = val::object();
    out.set("seed", w.inputs.seed);
    out.set("dK", static_cast<double>(w.inputs.d_k));
    out.set("dV", static_cast<double>(w.inputs.d_v));
    out.set("n", static_cast<double>(w.inputs.x.rows()));
    out.set("dModel", static_cast<double>(w.inputs.x.cols()));
    out.set("tokens", to_js(w.inputs.tokens));
    out.set("X", to_js(w.inputs.x));
    for (auto [name, m] : {std::pair{"WQ", &w.w_q}, {"WK", &w.w_k}, {"WV", &w.w_v}, {"Q", &w.q}, {"K", &w.k},
                           {"V", &w.v}, {"scaledScores", &w.scaled_scores}, {"weights", &w.weights},
                           {"output", &w.output}}) {
      out.set(name, to_js(*m));
    }
    out.set("python", w.python);
    out.set("transcript", w.transcript);
    return out;
  });
}

val attention_run(val options) {
  return guarded([&] {
    api::AttentionRequest r;
    read_options(options, "attention",
                 attention_fields(r.inputs) + mask_fields(r.mask) + Fields{field("precision", r.precision)});
    return attention_to_js(api::run_attention(r));
  });
}

val multi_head_run(val options) {
  return guarded([&] {
    api::MultiHeadRequest r;
    read_options(options, "multiHeadAttention", layer_fields(r.layer) + mask_fields(r.mask));
    const api::MultiHeadAnswer a = api::run_multi_head(r);
    val heads = val::array();
    for (const auto& head : a.result.heads) heads.call<void>("push", attention_to_js(head));
    val out = val::object();
    out.set("heads", heads);
    out.set("concat", to_js(a.result.concat));
    out.set("output", to_js(a.result.output));
    out.set("dK", static_cast<double>(a.shape.d_k));
    out.set("dV", static_cast<double>(a.shape.d_v));
    return out;
  });
}

val attention_params(val options) {
  return guarded([&] {
    api::ShapeRequest s;
    bool bias = false;
    read_options(options, "attentionParams", shape_fields(s) + Fields{field("bias", bias)});
    const api::ParamsAnswer a = api::run_params(s, bias);
    const attention::ParameterCount& c = a.count;
    return counts_to_js<std::int64_t>({{"WQ", c.w_q}, {"WK", c.w_k}, {"WV", c.w_v}, {"WO", c.w_o},
                                       {"biases", c.biases}, {"total", c.total}, {"dK", a.shape.d_k},
                                       {"dV", a.shape.d_v}});
  });
}

val attention_flops(val options) {
  return guarded([&] {
    api::ShapeRequest s;
    std::optional<std::int64_t> n, m;
    read_options(options, "attentionFlops", Fields{field("n", n), field("m", m)} + shape_fields(s));
    const attention::FlopCount f = api::run_flops(s, n, m);
    return counts_to_js<std::int64_t>({{"projections", f.projections}, {"rawScores", f.raw_scores},
                                       {"scaling", f.scaling}, {"softmax", f.softmax},
                                       {"weightedSum", f.weighted_sum}, {"outputProjection", f.output_projection},
                                       {"total", f.total}});
  });
}

val softmax_run(val options) {
  return guarded([&] {
    api::SoftmaxRequest r;
    read_options(options, "softmax",
                 {field("logits", r.logits), field("rows", r.rows), field("cols", r.cols), field("form", r.form),
                  field("precision", r.precision), field("scale", r.scale)});
    const api::SoftmaxAnswer a = api::run_softmax(r);
    val out = val::object();
    out.set("logits", to_js(a.logits));
    out.set("weights", to_js(a.weights));
    out.set("fullyMaskedRows", to_js(a.fully_masked_rows));
    out.set("rowSums", to_js(attention::row_sums(a.weights)));
    val rows = val::array();
    for (const auto& row : a.rows) rows.call<void>("push", shape_to_js(row));
    out.set("rows", rows);
    return out;
  });
}

val dot_products(val options) {
  return guarded([&] {
    api::DotProductsRequest r;
    read_options(options, "dotProducts", {field("seed", r.seed), field("dK", r.d_k), field("count", r.count)});
    const attention::DotProductSample s = api::run_dot_products(r);
    val out = val::object();
    out.set("values", to_js(s.values));
    out.set("mean", s.mean);
    out.set("variance", s.variance);
    return out;
  });
}

val saturation(val options) {
  return guarded([&] {
    api::SaturationRequest r;
    read_options(options, "saturation",
                 {field("seed", r.seed), field("dK", r.d_k), field("keys", r.keys), field("queries", r.queries)});
    const attention::Saturation s = api::run_saturation(r);
    val out = val::object();
    out.set("unscaled", shape_to_js(s.unscaled));
    out.set("scaled", shape_to_js(s.scaled));
    return out;
  });
}

val attention_variant(val options) {
  return guarded([&] {
    api::VariantRequest r;
    read_options(options, "attentionVariant",
                 attention_fields(r.inputs) + Fields{field("dModel", r.d_model), field("variant", r.variant),
                                                     field("causal", r.causal)});
    return attention_to_js(api::run_variant(r));
  });
}

val matmul_run(val options) {
  return guarded([&] {
    api::MatmulRequest r;
    read_options(options, "matmul",
                 {field("A", r.a), field("B", r.b), field("rows", r.rows), field("inner", r.inner),
                  field("cols", r.cols)});
    return to_js(api::run_matmul(r));
  });
}

val dot_terms(val options) {
  return guarded([&] {
    api::DotTermsRequest r;
    read_options(options, "dotTerms",
                 {field("Q", r.q), field("K", r.k), field("n", r.n), field("m", r.m), field("dK", r.d_k),
                  field("i", r.i), field("j", r.j)});
    const attention::DotTerms t = api::run_dot_terms(r);
    val out = val::object();
    out.set("terms", to_js(t.terms));
    out.set("sum", t.sum);
    return out;
  });
}

val weighted_sum_terms(val options) {
  return guarded([&] {
    api::WeightedTermsRequest r;
    read_options(options, "weightedSumTerms",
                 {field("weights", r.weights), field("V", r.v), field("n", r.n), field("m", r.m),
                  field("dV", r.d_v), field("row", r.row)});
    const attention::WeightedTerms t = api::run_weighted_sum_terms(r);
    val out = val::object();
    out.set("contributions", to_js(t.contributions));
    out.set("output", to_js(t.output));
    return out;
  });
}

val histogram_run(val options) {
  return guarded([&] {
    api::HistogramRequest r;
    read_options(options, "histogram",
                 {field("values", r.values), field("bins", r.bins), field("low", r.low), field("high", r.high)});
    const attention::Histogram h = api::run_histogram(r);
    val out = val::object();
    out.set("counts", to_js(h.counts));
    out.set("edges", to_js(h.edges));
    out.set("clipped", static_cast<double>(h.clipped));
    return out;
  });
}

val shapes(val options) {
  return guarded([&] {
    api::ShapesRequest r;
    read_options(options, "shapes",
                 {field("n", r.n), field("m", r.m), field("dModel", r.d_model), field("dK", r.d_k),
                  field("dV", r.d_v)});
    val out = val::array();
    for (const auto& s : api::run_shapes(r)) {
      val entry = val::object();
      entry.set("name", s.name);
      entry.set("rows", static_cast<double>(s.rows));
      entry.set("cols", static_cast<double>(s.cols));
      entry.set("note", s.note);
      entry.set("noteKey", s.note_key);
      val params = val::object();
      for (const auto& [name, value] : s.note_params) params.set(name, value);
      entry.set("noteParams", params);
      out.call<void>("push", entry);
    }
    return out;
  });
}

val numbers_to_js(std::initializer_list<std::pair<const char*, double>> numbers) {
  val out = val::object();
  for (const auto& [name, value] : numbers) out.set(name, value);
  return out;
}

}  // namespace

// The sizes every call accepts, so pages validate with the core's numbers
// instead of copies of them: every limit of every call, by call.
val limits_to_js() {
  using Walk = walkthrough::Limits;
  auto d = [](auto x) { return static_cast<double>(x); };
  val out = val::object();
  out.set("walkthrough", numbers_to_js({{"maxSeed", d(numpy::kMaxSeed)}, {"maxTokens", d(Walk::kMaxTokens)},
                                        {"maxModelWidth", d(Walk::kMaxModelWidth)},
                                        {"maxHeadWidth", d(Walk::kMaxHeadWidth)},
                                        {"maxTokenLength", d(Walk::kMaxTokenLength)}}));
  out.set("attention", numbers_to_js({{"maxSequence", d(limits::kMaxSequence)}, {"maxWidth", d(limits::kMaxWidth)},
                                      {"maxHeads", d(limits::kMaxHeads)}, {"maxScoreCells", d(limits::kMaxScoreCells)},
                                      {"maxMatrixCells", d(limits::kMaxMatrixCells)}}));
  out.set("counts", numbers_to_js({{"maxDimension", d(attention::kMaxDimension)}, {"maxHeads", d(limits::kMaxHeads)},
                                   {"maxExactCount", d(limits::kMaxExactCount)}}));
  out.set("fastAttention", fast_attention_limits_to_js());
  out.set("random", numbers_to_js({{"maxSeed", d(numpy::kMaxSeed)}, {"maxCells", d(limits::kMaxMatrixCells)}}));
  out.set("parseMatrix", numbers_to_js({{"maxBytes", d(attention::kMaxParseBytes)},
                                        {"maxNumbers", d(attention::kMaxParseCells)}}));
  out.set("samples", numbers_to_js({{"maxDotProducts", d(attention::kMaxDotProducts)},
                                    {"maxSaturationQueries", d(attention::kMaxSaturationQueries)},
                                    {"maxHistogramBins", d(attention::kMaxHistogramBins)}}));
  out.set("learning", numbers_to_js({{"maxGradientCheckEntries", d(attention::kMaxGradientCheckCells)},
                                     {"maxTrainerSteps", d(api::kMaxTrainerSteps)}}));
  out.set("transformer", numbers_to_js({{"maxLayers", d(transformer::kMaxLayers)}, {"maxHeads", d(transformer::kMaxHeads)},
                                        {"maxModelWidth", d(transformer::kMaxDModel)},
                                        {"maxVocab", d(transformer::kMaxVocab)},
                                        {"minContext", d(transformer::kMinContext)},
                                        {"maxContext", d(transformer::kMaxContext)},
                                        {"maxSteps", d(api::kMaxTransformerSteps)}, {"maxBatch", d(transformer::kMaxBatch)},
                                        {"maxSequences", d(transformer::kMaxScoringSequences)}}));
  return out;
}

namespace {

val limits_table() { return limits_to_js(); }

std::string version() { return AM_VERSION; }

val numpy_str(val values) {
  return guarded([&] { return val(api::numpy_str(values_value(values, "values"))); });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(attention_math) {
  using namespace bindings;
  emscripten::function("_randn", &random_normal);
  emscripten::function("_rand", &random_uniform);
  emscripten::function("_walkthrough", &walkthrough_run);
  emscripten::function("_attention", &attention_run);
  emscripten::function("_multiHeadAttention", &multi_head_run);
  emscripten::function("_attentionParams", &attention_params);
  emscripten::function("_attentionFlops", &attention_flops);
  emscripten::function("_softmax", &softmax_run);
  emscripten::function("_numpyStr", &numpy_str);
  emscripten::function("_dotProducts", &dot_products);
  emscripten::function("_limits", &limits_table);
  emscripten::function("_version", &version);
  emscripten::function("_matmul", &matmul_run);
  emscripten::function("_dotTerms", &dot_terms);
  emscripten::function("_weightedSumTerms", &weighted_sum_terms);
  emscripten::function("_histogram", &histogram_run);
  emscripten::function("_shapes", &shapes);
  emscripten::function("_saturation", &saturation);
  emscripten::function("_attentionVariant", &attention_variant);
}
