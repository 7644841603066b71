// The Embind surface. Each function reads its JS arguments, calls the core and
// copies the results into fresh JS objects. Failures come back as {error}
// objects that api.post.js turns into thrown Errors: no C++ exception crosses
// into JS (Embind would show it as a bare number) and no Embind handle is ever
// handed to the caller.
#include <emscripten/bind.h>

#include <cmath>
#include <new>

#include "attention/attention.hpp"
#include "attention/counts.hpp"
#include "attention/explain.hpp"
#include "attention/matmul.hpp"
#include "attention/limits.hpp"
#include "attention/multi_head.hpp"
#include "attention/saturation.hpp"
#include "attention/variants.hpp"
#include "bindings/convert.hpp"
#include "numpy/legacy_random.hpp"
#include "numpy/printing.hpp"
#include "walkthrough/walkthrough.hpp"

namespace bindings {
namespace {

namespace limits = attention::limits;
using attention::MatrixD;
using attention::MatrixF;

template <class T>
val attention_to_js(const attention::AttentionResult<T>& r) {
  val out = val::object();
  out.set("rawScores", to_js(r.raw_scores));
  out.set("scaledScores", to_js(r.scaled_scores));
  out.set("weights", to_js(r.weights));
  out.set("output", to_js(r.output));
  out.set("fullyMaskedRows", to_js(r.fully_masked_rows));
  const MatrixD weights = r.weights.template cast<double>();
  out.set("rowSums", to_js(attention::row_sums(weights)));
  out.set("columnSums", to_js(attention::column_sums(weights)));
  return out;
}

val shape_to_js(const attention::SoftmaxShape& shape) {
  val out = val::object();
  out.set("maxWeight", shape.max_weight);
  out.set("entropy", shape.entropy);
  out.set("jacobianNorm", shape.jacobian_norm);
  return out;
}

bool is_float32(const val& options) {
  return attention::require_choice(string_field(options, "precision", "float64"), {"float64", "float32"},
                                   "precision") == 1;
}

val random_matrix(const val& seed, const val& rows, const val& cols, bool normal) {
  return guarded([&] {
    const std::int64_t r = integer_value(rows, "rows"), c = integer_value(cols, "cols");
    for (auto [size, name] : {std::pair{r, "rows"}, {c, "cols"}}) {
      if (size < 0) {
        throw attention::InputError(attention::ErrorCode::range, name,
                                    "must not be negative, got " + std::to_string(size),
                                    {{"min", 0.0}, {"got", static_cast<double>(size)}});
      }
    }
    limits::require_cells(r, c, limits::kMaxMatrixCells, "rows x cols");
    numpy::RandomState rng(number_value(seed, "seed"));
    const auto n = static_cast<std::size_t>(r), m = static_cast<std::size_t>(c);
    return to_js(normal ? rng.randn(n, m) : rng.rand(n, m));
  });
}

val random_normal(val seed, val rows, val cols) { return random_matrix(seed, rows, cols, true); }
val random_uniform(val seed, val rows, val cols) { return random_matrix(seed, rows, cols, false); }

walkthrough::Inputs walkthrough_inputs(const val& options) {
  walkthrough::Inputs in = walkthrough::default_inputs();
  in.seed = number_field(options, "seed", in.seed);
  in.d_k = integer_field(options, "dK", in.d_k);
  in.d_v = integer_field(options, "dV", in.d_v);
  if (has_field(options, "tokens")) in.tokens = string_list_field(options, "tokens");
  if (has_field(options, "X")) {
    const std::int64_t n = static_cast<std::int64_t>(in.tokens.size());
    const std::int64_t d_model = integer_field(options, "dModel");
    walkthrough::require_sizes(n, d_model);  // before X is allocated
    in.x = matrix_field(options, "X", n, d_model);
  } else if (has_field(options, "dModel")) {
    throw attention::InputError(attention::ErrorCode::incompatible, "dModel", "only meaningful together with X");
  }
  return in;
}

val walkthrough_run(val options) {
  return guarded([&] {
    require_options(options, "walkthrough", {"seed", "dK", "dV", "tokens", "X", "dModel"});
    const walkthrough::Result r = walkthrough::run(walkthrough_inputs(options));
    val out = val::object();
    out.set("seed", r.inputs.seed);
    out.set("dK", static_cast<double>(r.inputs.d_k));
    out.set("dV", static_cast<double>(r.inputs.d_v));
    out.set("n", static_cast<double>(r.inputs.x.rows()));
    out.set("dModel", static_cast<double>(r.inputs.x.cols()));
    out.set("tokens", to_js(r.inputs.tokens));
    out.set("X", to_js(r.inputs.x));
    for (auto [name, m] : {std::pair{"WQ", &r.w_q}, {"WK", &r.w_k}, {"WV", &r.w_v}, {"Q", &r.q}, {"K", &r.k},
                           {"V", &r.v}, {"scaledScores", &r.scaled_scores}, {"weights", &r.weights},
                           {"output", &r.output}}) {
      out.set(name, to_js(*m));
    }
    out.set("python", r.python);
    out.set("transcript", r.transcript);
    return out;
  });
}

template <class T>
val attend_as(const MatrixD& q, const MatrixD& k, const MatrixD& v, const attention::AttentionOptions& opt) {
  return attention_to_js(attention::attend<T>(q.cast<T>(), k.cast<T>(), v.cast<T>(), opt));
}

val attention_run(val options) {
  return guarded([&] {
    require_options(options, "attention",
                    {"Q", "K", "V", "n", "m", "dK", "dV", "causal", "keyPadding", "maskFill", "precision"});
    const AttentionInputs in = read_attention_inputs(options);
    const attention::AttentionOptions opt = mask_options(options, in.m);
    return is_float32(options) ? attend_as<float>(in.q, in.k, in.v, opt) : attend_as<double>(in.q, in.k, in.v, opt);
  });
}

attention::LayerShape layer_shape(const val& options) {
  attention::LayerShape shape;
  shape.d_model = integer_field(options, "dModel");
  shape.heads = integer_field(options, "heads", 1);
  shape.d_k = integer_field(options, "dK", 0);
  shape.d_v = integer_field(options, "dV", 0);
  limits::require_size(shape.heads, limits::kMaxHeads, "heads");
  return attention::resolve(shape);
}

val multi_head_run(val options) {
  return guarded([&] {
    require_options(options, "multiHeadAttention",
                    {"X", "n", "dModel", "heads", "dK", "dV", "WQ", "WK", "WV", "WO", "causal", "keyPadding",
                     "maskFill"});
    const attention::LayerShape s = layer_shape(options);
    const std::int64_t n = integer_field(options, "n");
    limits::require_size(n, limits::kMaxSequence, "n");
    limits::require_size(s.d_model, limits::kMaxWidth, "dModel");
    limits::require_cells(n, n * s.heads, limits::kMaxScoreCells, "n x n x heads scores");
    limits::require_cells(s.d_model, s.heads * std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "weights");
    const attention::AttentionOptions opt = mask_options(options, n);
    const MatrixD x = matrix_field(options, "X", n, s.d_model);
    const MatrixD w_q = matrix_field(options, "WQ", s.d_model, s.heads * s.d_k);
    const MatrixD w_k = matrix_field(options, "WK", s.d_model, s.heads * s.d_k);
    const MatrixD w_v = matrix_field(options, "WV", s.d_model, s.heads * s.d_v);
    const MatrixD w_o = matrix_field(options, "WO", s.heads * s.d_v, s.d_model);
    attention::require_finite(w_q, "WQ");
    attention::require_finite(w_k, "WK");
    attention::require_finite(w_v, "WV");
    attention::require_finite(w_o, "WO");
    const auto r = attention::multi_head_attention_fused(x, w_q, w_k, w_v, w_o, s.heads, opt);
    val heads = val::array();
    for (const auto& head : r.heads) heads.call<void>("push", attention_to_js(head));
    val out = val::object();
    out.set("heads", heads);
    out.set("concat", to_js(r.concat));
    out.set("output", to_js(r.output));
    out.set("dK", static_cast<double>(s.d_k));
    out.set("dV", static_cast<double>(s.d_v));
    return out;
  });
}

val attention_params(val options) {
  return guarded([&] {
    require_options(options, "attentionParams", {"dModel", "heads", "dK", "dV", "bias"});
    const attention::LayerShape s = layer_shape(options);
    const attention::ParameterCount c = attention::count_parameters(s, bool_field(options, "bias", false));
    val out = val::object();
    for (auto [name, value] : {std::pair{"WQ", c.w_q}, {"WK", c.w_k}, {"WV", c.w_v}, {"WO", c.w_o},
                               {"biases", c.biases}, {"total", c.total}, {"dK", s.d_k}, {"dV", s.d_v}}) {
      out.set(name, static_cast<double>(value));
    }
    return out;
  });
}

val attention_flops(val options) {
  return guarded([&] {
    require_options(options, "attentionFlops", {"n", "m", "dModel", "heads", "dK", "dV"});
    const attention::LayerShape s = layer_shape(options);
    const std::int64_t n = integer_field(options, "n"), m = integer_field(options, "m", n);
    const attention::FlopCount f = attention::count_flops(s, n, m);
    val out = val::object();
    for (auto [name, value] : {std::pair{"projections", f.projections}, {"rawScores", f.raw_scores},
                               {"scaling", f.scaling}, {"softmax", f.softmax}, {"weightedSum", f.weighted_sum},
                               {"outputProjection", f.output_projection}, {"total", f.total}}) {
      out.set(name, static_cast<double>(value));
    }
    return out;
  });
}

template <class T>
val softmax_as(const MatrixD& logits, attention::SoftmaxForm form) {
  const attention::Matrix<T> input = logits.cast<T>();
  attention::require_logits(input, "logits");
  const auto r = attention::softmax_rows<T>(input, form);
  const MatrixD weights = r.weights.template cast<double>();
  val out = val::object();
  out.set("logits", to_js(MatrixD(input.template cast<double>())));
  out.set("weights", to_js(weights));
  out.set("fullyMaskedRows", to_js(r.fully_masked_rows));
  out.set("rowSums", to_js(attention::row_sums(weights)));
  val rows = val::array();
  for (Eigen::Index i = 0; i < weights.rows(); ++i) {
    rows.call<void>("push", shape_to_js(attention::describe_softmax(weights.row(i).data(), weights.cols())));
  }
  out.set("rows", rows);
  return out;
}

val softmax_run(val options) {
  return guarded([&] {
    require_options(options, "softmax", {"logits", "rows", "cols", "form", "precision", "scale"});
    const std::int64_t cols = integer_field(options, "cols"), rows = integer_field(options, "rows", 1);
    limits::require_size(rows, limits::kMaxSequence, "rows");
    limits::require_size(cols, limits::kMaxSequence, "cols");
    const std::size_t form_index =
        attention::require_choice(string_field(options, "form", "stable"), {"stable", "naive"}, "form");
    const auto form = form_index == 1 ? attention::SoftmaxForm::naive : attention::SoftmaxForm::stable;
    const double scale = number_field(options, "scale", 1.0);
    attention::require_positive(scale, "scale");
    const MatrixD logits = matrix_field(options, "logits", rows, cols) * scale;
    return is_float32(options) ? softmax_as<float>(logits, form) : softmax_as<double>(logits, form);
  });
}

val dot_products(val options) {
  return guarded([&] {
    require_options(options, "dotProducts", {"seed", "dK", "count"});
    const attention::DotProductSample s = attention::sample_dot_products(
        number_field(options, "seed", 0), integer_field(options, "dK"), integer_field(options, "count", 2000));
    val out = val::object();
    out.set("values", to_js(s.values));
    out.set("mean", s.mean);
    out.set("variance", s.variance);
    return out;
  });
}

val saturation(val options) {
  return guarded([&] {
    require_options(options, "saturation", {"seed", "dK", "keys", "queries"});
    const attention::Saturation s =
        attention::measure_saturation(number_field(options, "seed", 0), integer_field(options, "dK"),
                                      integer_field(options, "keys", 16), integer_field(options, "queries", 64));
    val out = val::object();
    out.set("unscaled", shape_to_js(s.unscaled));
    out.set("scaled", shape_to_js(s.scaled));
    return out;
  });
}

val attention_variant(val options) {
  return guarded([&] {
    require_options(options, "attentionVariant", {"Q", "K", "V", "n", "m", "dK", "dV", "dModel", "variant", "causal"});
    const AttentionInputs in = read_attention_inputs(options);
    const auto variant = attention::parse_variant(string_field(options, "variant", "correct"));
    const std::int64_t d_model = integer_field(options, "dModel", in.d_k);
    limits::require_size(d_model, limits::kMaxWidth, "dModel");
    return attention_to_js(
        attention::attend_variant(in.q, in.k, in.v, variant, d_model, bool_field(options, "causal", false)));
  });
}

// Reads n, m (default n) and one width, with the limits every call shares.
struct Sizes {
  std::int64_t n, m, width;
};
Sizes read_sizes(const val& options, const char* width_name) {
  Sizes s{integer_field(options, "n"), 0, integer_field(options, width_name)};
  s.m = integer_field(options, "m", s.n);
  limits::require_size(s.n, limits::kMaxSequence, "n");
  limits::require_size(s.m, limits::kMaxSequence, "m");
  limits::require_size(s.width, limits::kMaxWidth, width_name);
  limits::require_cells(s.n, s.m, limits::kMaxScoreCells, "n x m scores");
  return s;
}

val matmul_run(val options) {
  return guarded([&] {
    require_options(options, "matmul", {"A", "B", "rows", "inner", "cols"});
    const std::int64_t rows = integer_field(options, "rows"), inner = integer_field(options, "inner"),
                       cols = integer_field(options, "cols");
    for (auto [name, size] : {std::pair{"rows", rows}, {"inner", inner}, {"cols", cols}}) {
      limits::require_size(size, limits::kMaxWidth, name);
    }
    limits::require_cells(rows, cols, limits::kMaxMatrixCells, "rows x cols");
    const MatrixD a = matrix_field(options, "A", rows, inner), b = matrix_field(options, "B", inner, cols);
    attention::require_finite(a, "A");
    attention::require_finite(b, "B");
    return to_js(attention::matmul(a, b));
  });
}

val dot_terms(val options) {
  return guarded([&] {
    require_options(options, "dotTerms", {"Q", "K", "n", "m", "dK", "i", "j"});
    const Sizes s = read_sizes(options, "dK");
    const MatrixD q = matrix_field(options, "Q", s.n, s.width), k = matrix_field(options, "K", s.m, s.width);
    const attention::DotTerms t = attention::dot_terms(q, k, integer_field(options, "i"), integer_field(options, "j"));
    val out = val::object();
    out.set("terms", to_js(t.terms));
    out.set("sum", t.sum);
    return out;
  });
}

val weighted_sum_terms(val options) {
  return guarded([&] {
    require_options(options, "weightedSumTerms", {"weights", "V", "n", "m", "dV", "row"});
    const Sizes s = read_sizes(options, "dV");
    const MatrixD weights = matrix_field(options, "weights", s.n, s.m), v = matrix_field(options, "V", s.m, s.width);
    attention::require_finite(weights, "weights");
    attention::require_finite(v, "V");
    const attention::WeightedTerms t = attention::weighted_sum_terms(weights, v, integer_field(options, "row"));
    val out = val::object();
    out.set("contributions", to_js(t.contributions));
    out.set("output", to_js(t.output));
    return out;
  });
}

val histogram_run(val options) {
  return guarded([&] {
    require_options(options, "histogram", {"values", "bins", "low", "high"});
    const attention::Histogram h =
        attention::histogram(list_value(options["values"], "values"), integer_field(options, "bins"),
                             number_field(options, "low", 0), number_field(options, "high", 1));
    val out = val::object();
    out.set("counts", to_js(h.counts));
    out.set("edges", to_js(h.edges));
    out.set("clipped", static_cast<double>(h.clipped));
    return out;
  });
}

val shapes(val options) {
  return guarded([&] {
    require_options(options, "shapes", {"n", "m", "dModel", "dK", "dV"});
    const std::int64_t n = integer_field(options, "n");
    val out = val::array();
    for (const auto& s : attention::attention_shapes(n, integer_field(options, "m", n), integer_field(options, "dModel"),
                                                     integer_field(options, "dK"), integer_field(options, "dV"))) {
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

// The sizes every call accepts, so pages validate with the core's numbers
// instead of copies of them.
val limits_table() {
  using Limits = walkthrough::Limits;
  val walk = val::object();
  walk.set("maxSeed", static_cast<double>(numpy::kMaxSeed));
  walk.set("maxTokens", Limits::kMaxTokens);
  walk.set("maxModelWidth", Limits::kMaxModelWidth);
  walk.set("maxHeadWidth", Limits::kMaxHeadWidth);
  walk.set("maxTokenLength", static_cast<double>(Limits::kMaxTokenLength));
  val attend = val::object();
  attend.set("maxSequence", static_cast<double>(limits::kMaxSequence));
  attend.set("maxWidth", static_cast<double>(limits::kMaxWidth));
  attend.set("maxHeads", static_cast<double>(limits::kMaxHeads));
  attend.set("maxScoreCells", static_cast<double>(limits::kMaxScoreCells));
  attend.set("maxMatrixCells", static_cast<double>(limits::kMaxMatrixCells));
  val out = val::object();
  out.set("walkthrough", walk);
  out.set("attention", attend);
  return out;
}

val numpy_str(val values) {
  return guarded([&] {
    return val(numpy::array_str(list_value(values, "values")));
  });
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
  emscripten::function("_matmul", &matmul_run);
  emscripten::function("_dotTerms", &dot_terms);
  emscripten::function("_weightedSumTerms", &weighted_sum_terms);
  emscripten::function("_histogram", &histogram_run);
  emscripten::function("_shapes", &shapes);
  emscripten::function("_saturation", &saturation);
  emscripten::function("_attentionVariant", &attention_variant);
}
