// The Embind surface of the forward calls: for each call, a table of its
// options (JS name → request field, converted by the field's type), the
// core's entry point (cpp/api/api.hpp, which checks everything), and its
// result, declared once as a Result. Failures come back as {error} objects
// that api.post.js turns into thrown Errors: no C++ exception crosses into JS
// (Embind would show it as a bare number) and no Embind handle is ever
// handed to the caller.
#include <emscripten/bind.h>

#include <string>
#include <utility>
#include <vector>

#include "api/api.hpp"
#include "api/learning.hpp"
#include "api/transformer.hpp"
#include "attention/limits.hpp"
#include "attention/parse.hpp"
#include "attention/plane.hpp"
#include "bindings/convert.hpp"
#include "bindings/tables.hpp"
#include "numpy/legacy_random.hpp"
#include "transformer/head_scores.hpp"
#include "transformer/model.hpp"
#include "transformer/training.hpp"

namespace bindings {
namespace {

namespace limits = attention::limits;
using attention::MatrixD;

// ---------------------------------------------------------------- option tables

using Shape = api::ShapeRequest;

const OptionTable<api::WalkthroughRequest> kWalkthrough = [] {
  using R = api::WalkthroughRequest;
  return OptionTable<R>("walkthrough", {option<R>(arg::seed, &R::seed), option<R>(arg::dK, &R::d_k),
                                        option<R>(arg::dV, &R::d_v), option<R>(arg::tokens, &R::tokens),
                                        option<R>(arg::X, &R::x), option<R>(arg::dModel, &R::d_model)});
}();

const OptionTable<api::AttentionRequest> kAttention = [] {
  using R = api::AttentionRequest;
  return OptionTable<R>("attention", attention_options<R>(&R::inputs) + mask_options<R>(&R::mask) +
                                         std::vector<Option<R>>{option<R>(arg::precision, &R::precision)});
}();

const OptionTable<api::MultiHeadRequest> kMultiHead = [] {
  using R = api::MultiHeadRequest;
  return OptionTable<R>("multiHeadAttention", layer_options<R>(&R::layer) + mask_options<R>(&R::mask));
}();

// attentionParams' and attentionFlops' requests: a layer's shape, with bias
// or with n and m.
struct ParamsRequest {
  Shape shape;
  bool bias = false;
};
struct FlopsRequest {
  Shape shape;
  std::optional<std::int64_t> n, m;
};
template <class R>
std::vector<Option<R>> shape_options() {
  return {option<R>(arg::dModel, &R::shape, &Shape::d_model), option<R>(arg::heads, &R::shape, &Shape::heads),
          option<R>(arg::dK, &R::shape, &Shape::d_k), option<R>(arg::dV, &R::shape, &Shape::d_v)};
}
const OptionTable<ParamsRequest> kParams("attentionParams", shape_options<ParamsRequest>() +
                                                                std::vector<Option<ParamsRequest>>{
                                                                    option<ParamsRequest>(arg::bias, &ParamsRequest::bias)});
const OptionTable<FlopsRequest> kFlops("attentionFlops",
                                       std::vector<Option<FlopsRequest>>{option<FlopsRequest>(arg::n, &FlopsRequest::n),
                                                                         option<FlopsRequest>(arg::m, &FlopsRequest::m)} +
                                           shape_options<FlopsRequest>());

const OptionTable<api::SoftmaxRequest> kSoftmax = [] {
  using R = api::SoftmaxRequest;
  return OptionTable<R>("softmax", {option<R>(arg::logits, &R::logits), option<R>(arg::rows, &R::rows),
                                    option<R>(arg::cols, &R::cols), option<R>(arg::form, &R::form),
                                    option<R>(arg::precision, &R::precision), option<R>(arg::scale, &R::scale)});
}();

const OptionTable<api::DotProductsRequest> kDotProducts = [] {
  using R = api::DotProductsRequest;
  return OptionTable<R>("dotProducts",
                        {option<R>(arg::seed, &R::seed), option<R>(arg::dK, &R::d_k), option<R>(arg::count, &R::count)});
}();

const OptionTable<api::SaturationRequest> kSaturation = [] {
  using R = api::SaturationRequest;
  return OptionTable<R>("saturation", {option<R>(arg::seed, &R::seed), option<R>(arg::dK, &R::d_k),
                                       option<R>(arg::keys, &R::keys), option<R>(arg::queries, &R::queries)});
}();

const OptionTable<api::VariantRequest> kVariant = [] {
  using R = api::VariantRequest;
  return OptionTable<R>("attentionVariant",
                        attention_options<R>(&R::inputs) +
                            std::vector<Option<R>>{option<R>(arg::dModel, &R::d_model),
                                                   option<R>(arg::variant, &R::variant), option<R>(arg::causal, &R::causal)});
}();

const OptionTable<api::MatmulRequest> kMatmul = [] {
  using R = api::MatmulRequest;
  return OptionTable<R>("matmul", {option<R>(arg::A, &R::a), option<R>(arg::B, &R::b), option<R>(arg::rows, &R::rows),
                                   option<R>(arg::inner, &R::inner), option<R>(arg::cols, &R::cols)});
}();

const OptionTable<api::DotTermsRequest> kDotTerms = [] {
  using R = api::DotTermsRequest;
  return OptionTable<R>("dotTerms", {option<R>(arg::Q, &R::q), option<R>(arg::K, &R::k), option<R>(arg::n, &R::n),
                                     option<R>(arg::m, &R::m), option<R>(arg::dK, &R::d_k), option<R>(arg::i, &R::i),
                                     option<R>(arg::j, &R::j)});
}();

const OptionTable<api::WeightedTermsRequest> kWeightedTerms = [] {
  using R = api::WeightedTermsRequest;
  return OptionTable<R>("weightedSumTerms",
                        {option<R>(arg::weights, &R::weights), option<R>(arg::V, &R::v), option<R>(arg::n, &R::n),
                         option<R>(arg::m, &R::m), option<R>(arg::dV, &R::d_v), option<R>(arg::row, &R::row)});
}();

const OptionTable<api::PlaneRequest> kPlane = [] {
  using R = api::PlaneRequest;
  return OptionTable<R>("principalPlane",
                        {option<R>(arg::values, &R::values), option<R>(arg::rows, &R::rows), option<R>(arg::cols, &R::cols)});
}();

const OptionTable<api::HistogramRequest> kHistogram = [] {
  using R = api::HistogramRequest;
  return OptionTable<R>("histogram", {option<R>(arg::values, &R::values), option<R>(arg::bins, &R::bins),
                                      option<R>(arg::low, &R::low), option<R>(arg::high, &R::high)});
}();

const OptionTable<api::ShapesRequest> kShapes = [] {
  using R = api::ShapesRequest;
  return OptionTable<R>("shapes", {option<R>(arg::n, &R::n), option<R>(arg::m, &R::m), option<R>(arg::dModel, &R::d_model),
                                   option<R>(arg::dK, &R::d_k), option<R>(arg::dV, &R::d_v)});
}();

// ---------------------------------------------------------------- calls

template <class R, class Run>
val run(const OptionTable<R>& table, const val& options, Run&& compute) {
  return guarded([&] {
    R request;
    table.read(options, request);
    return result_to_js(compute(request));
  });
}

val random_matrix(const val& seed, const val& rows, const val& cols, api::Distribution distribution) {
  return guarded([&] {
    return to_js(api::random_matrix(number_value(seed, arg::seed), integer_value(rows, arg::rows),
                                    integer_value(cols, arg::cols), distribution));
  });
}

val random_normal(val seed, val rows, val cols) { return random_matrix(seed, rows, cols, api::Distribution::normal); }
val random_uniform(val seed, val rows, val cols) { return random_matrix(seed, rows, cols, api::Distribution::uniform); }

val walkthrough_run(val options) { return run(kWalkthrough, options, api::run_walkthrough); }
val attention_run(val options) { return run(kAttention, options, api::run_attention); }
val multi_head_run(val options) { return run(kMultiHead, options, api::run_multi_head); }
val attention_params(val options) {
  return run(kParams, options, [](const ParamsRequest& r) { return api::run_params(r.shape, r.bias); });
}
val attention_flops(val options) {
  return run(kFlops, options, [](const FlopsRequest& r) { return api::run_flops(r.shape, r.n, r.m); });
}
val softmax_run(val options) { return run(kSoftmax, options, api::run_softmax); }
val dot_products(val options) { return run(kDotProducts, options, api::run_dot_products); }
val saturation(val options) { return run(kSaturation, options, api::run_saturation); }
val attention_variant(val options) { return run(kVariant, options, api::run_variant); }
val matmul_run(val options) {
  return guarded([&] {
    api::MatmulRequest r;
    kMatmul.read(options, r);
    return to_js(api::run_matmul(r));
  });
}
val dot_terms(val options) { return run(kDotTerms, options, api::run_dot_terms); }
val weighted_sum_terms(val options) { return run(kWeightedTerms, options, api::run_weighted_sum_terms); }
val principal_plane(val options) { return run(kPlane, options, api::run_principal_plane); }
val histogram_run(val options) { return run(kHistogram, options, api::run_histogram); }
val shapes(val options) {
  return guarded([&] {
    api::ShapesRequest r;
    kShapes.read(options, r);
    return list_to_js(api::run_shapes(r));
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
  out.set("principalPlane", numbers_to_js({{"maxCells", d(attention::kMaxPlaneCells)}}));
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
  return guarded([&] { return val(api::numpy_str(values_value(values, arg::values))); });
}

// ---------------------------------------------------------------- results

void register_results() {
  using attention::AttentionResult;
  Result<AttentionResult<double>>("AttentionResult")
      .field("rawScores", &AttentionResult<double>::raw_scores)
      .field("scaledScores", &AttentionResult<double>::scaled_scores)
      .field("weights", &AttentionResult<double>::weights)
      .field("output", &AttentionResult<double>::output)
      .field("fullyMaskedRows", &AttentionResult<double>::fully_masked_rows)
      .field("rowSums", [](const AttentionResult<double>& r) { return to_js(attention::row_sums(r.weights)); })
      .field("columnSums", [](const AttentionResult<double>& r) { return to_js(attention::column_sums(r.weights)); });

  using walkthrough::Result;
  bindings::Result<Result>("WalkthroughResult")
      .field("seed", [](const Result& w) { return val(w.inputs.seed); })
      .field("dK", [](const Result& w) { return val(static_cast<double>(w.inputs.d_k)); })
      .field("dV", [](const Result& w) { return val(static_cast<double>(w.inputs.d_v)); })
      .field("n", [](const Result& w) { return val(static_cast<double>(w.inputs.x.rows())); })
      .field("dModel", [](const Result& w) { return val(static_cast<double>(w.inputs.x.cols())); })
      .field("tokens", [](const Result& w) { return to_js(w.inputs.tokens); })
      .field("X", [](const Result& w) { return to_js(w.inputs.x); })
      .field("WQ", &Result::w_q).field("WK", &Result::w_k).field("WV", &Result::w_v)
      .field("Q", &Result::q).field("K", &Result::k).field("V", &Result::v)
      .field("scaledScores", &Result::scaled_scores).field("weights", &Result::weights).field("output", &Result::output)
      .field("python", &Result::python).field("transcript", &Result::transcript);

  using Heads = api::MultiHeadAnswer;
  bindings::Result<Heads>("MultiHeadResult")
      .field("heads", [](const Heads& a) { return list_to_js(a.result.heads); })
      .field("concat", [](const Heads& a) { return to_js(a.result.concat); })
      .field("output", [](const Heads& a) { return to_js(a.result.output); })
      .field("dK", [](const Heads& a) { return val(static_cast<double>(a.shape.d_k)); })
      .field("dV", [](const Heads& a) { return val(static_cast<double>(a.shape.d_v)); });

  using Params = api::ParamsAnswer;
  bindings::Result<Params>("ParamsResult")
      .field("WQ", [](const Params& a) { return val(static_cast<double>(a.count.w_q)); })
      .field("WK", [](const Params& a) { return val(static_cast<double>(a.count.w_k)); })
      .field("WV", [](const Params& a) { return val(static_cast<double>(a.count.w_v)); })
      .field("WO", [](const Params& a) { return val(static_cast<double>(a.count.w_o)); })
      .field("biases", [](const Params& a) { return val(static_cast<double>(a.count.biases)); })
      .field("total", [](const Params& a) { return val(static_cast<double>(a.count.total)); })
      .field("dK", [](const Params& a) { return val(static_cast<double>(a.shape.d_k)); })
      .field("dV", [](const Params& a) { return val(static_cast<double>(a.shape.d_v)); });

  using attention::FlopCount;
  bindings::Result<FlopCount>("FlopsResult")
      .field("projections", &FlopCount::projections).field("rawScores", &FlopCount::raw_scores)
      .field("scaling", &FlopCount::scaling).field("softmax", &FlopCount::softmax)
      .field("weightedSum", &FlopCount::weighted_sum).field("outputProjection", &FlopCount::output_projection)
      .field("total", &FlopCount::total);

  using attention::SoftmaxShape;
  bindings::Result<SoftmaxShape>("SoftmaxShape")
      .field("maxWeight", &SoftmaxShape::max_weight)
      .field("entropy", &SoftmaxShape::entropy)
      .field("jacobianNorm", &SoftmaxShape::jacobian_norm);

  using Softmax = api::SoftmaxAnswer;
  bindings::Result<Softmax>("SoftmaxResult")
      .field("logits", &Softmax::logits)
      .field("weights", &Softmax::weights)
      .field("fullyMaskedRows", &Softmax::fully_masked_rows)
      .field("rowSums", [](const Softmax& a) { return to_js(attention::row_sums(a.weights)); })
      .field("rows", [](const Softmax& a) { return list_to_js(a.rows); });

  using attention::DotProductSample;
  bindings::Result<DotProductSample>("DotProductsResult")
      .field("values", &DotProductSample::values)
      .field("mean", &DotProductSample::mean)
      .field("variance", &DotProductSample::variance);

  using attention::Saturation;
  bindings::Result<Saturation>("SaturationResult")
      .field("unscaled", [](const Saturation& s) { return result_to_js(s.unscaled); })
      .field("scaled", [](const Saturation& s) { return result_to_js(s.scaled); });

  using attention::DotTerms;
  bindings::Result<DotTerms>("DotTermsResult").field("terms", &DotTerms::terms).field("sum", &DotTerms::sum);

  using attention::WeightedTerms;
  bindings::Result<WeightedTerms>("WeightedSumTermsResult")
      .field("contributions", &WeightedTerms::contributions)
      .field("output", &WeightedTerms::output);

  using attention::Plane;
  bindings::Result<Plane>("PrincipalPlaneResult")
      .field("basis", &Plane::basis)
      .field("coordinates", &Plane::coordinates)
      .field("singularValues", &Plane::singular_values)
      .field("kept", &Plane::kept);

  using attention::Histogram;
  bindings::Result<Histogram>("HistogramResult")
      .field("counts", &Histogram::counts)
      .field("edges", &Histogram::edges)
      .field("clipped", &Histogram::clipped);

  using attention::NamedShape;
  bindings::Result<NamedShape>("ShapeEntry")
      .field("name", &NamedShape::name)
      .field("rows", &NamedShape::rows)
      .field("cols", &NamedShape::cols)
      .field("note", &NamedShape::note)
      .field("noteKey", &NamedShape::note_key)
      .field("noteParams", [](const NamedShape& s) {
        val params = val::object();
        for (const auto& [name, value] : s.note_params) params.set(name, value);
        return params;
      });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(attention_math) {
  using namespace bindings;
  register_results();
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
  emscripten::function("_principalPlane", &principal_plane);
  emscripten::function("_shapes", &shapes);
  emscripten::function("_saturation", &saturation);
  emscripten::function("_attentionVariant", &attention_variant);
}
