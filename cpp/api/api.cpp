#include "api/api.hpp"

#include <cmath>
#include <string>
#include <type_traits>

#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "attention/matmul.hpp"
#include "attention/softmax.hpp"
#include "attention/variants.hpp"
#include "numpy/legacy_random.hpp"
#include "numpy/printing.hpp"

namespace api {
namespace {

namespace limits = attention::limits;
using attention::ErrorCode;
using attention::InputError;
using attention::Matrix;
using attention::MatrixF;

// A finite double beyond float32's range (3.4e38) would become ±∞ when cast:
// the caller asked for float32, and its number does not fit one.
void require_fits_float32(const MatrixD& m, const std::string& argument) {
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      if (!std::isfinite(m(i, j)) || attention::fits<float>(m(i, j))) continue;  // −∞ (masked) stays −∞
      attention::Position where = attention::cell_position(i, j);
      where.params.emplace_back("value", m(i, j));
      where.params.emplace_back("precision", "float32");
      throw InputError(ErrorCode::overflow, argument,
                       "value at " + where.text + " does not fit float32 (largest 3.4e38)", where.params);
    }
  }
}

attention::AttentionResult<double> widen(const attention::AttentionResult<float>& r) {
  return {r.raw_scores.cast<double>(), r.scaled_scores.cast<double>(), r.weights.cast<double>(),
          r.output.cast<double>(), r.mask, r.fully_masked_rows};
}

}  // namespace

Precision precision_of(const std::optional<std::string>& name) {
  return attention::require_choice(name.value_or("float64"), {"float64", "float32"}, "precision") == 1
             ? Precision::float32
             : Precision::float64;
}

MatrixF as_float32(const MatrixD& m, const std::string& argument) {
  attention::require_finite(m, argument);
  // Finite now, so one vectorised max says whether any cell needs looking for.
  if (m.size() > 0 && !attention::fits<float>(m.cwiseAbs().maxCoeff())) require_fits_float32(m, argument);
  return m.cast<float>();
}

std::vector<double> random_matrix(double seed, std::int64_t rows, std::int64_t cols, Distribution distribution) {
  for (auto [size, name] : {std::pair{rows, "rows"}, {cols, "cols"}}) {
    if (size < 0) {
      throw InputError(ErrorCode::range, name, "must not be negative, got " + std::to_string(size),
                       {{"min", 0.0}, {"got", static_cast<double>(size)}});
    }
  }
  limits::require_cells(rows, cols, limits::kMaxMatrixCells, "rows x cols");
  numpy::RandomState rng(seed);
  const auto r = static_cast<std::size_t>(rows), c = static_cast<std::size_t>(cols);
  return distribution == Distribution::normal ? rng.randn(r, c) : rng.rand(r, c);
}

walkthrough::Result run_walkthrough(const WalkthroughRequest& request) {
  walkthrough::Inputs in = walkthrough::default_inputs();
  in.seed = request.seed.value_or(in.seed);
  in.d_k = request.d_k.value_or(in.d_k);
  in.d_v = request.d_v.value_or(in.d_v);
  if (request.tokens.given()) {
    walkthrough::require_token_count(request.tokens.count());  // before any string is copied
    in.tokens = strings_of(request.tokens, "tokens");
  }
  if (request.x.given()) {
    const auto n = static_cast<std::int64_t>(in.tokens.size());
    const std::int64_t d_model = required(request.d_model, "dModel");
    walkthrough::require_sizes(n, d_model);  // before X is read
    in.x = matrix_of(request.x, n, d_model, "X");
  } else if (request.d_model) {
    throw InputError(ErrorCode::incompatible, "dModel", "only meaningful together with X");
  }
  return walkthrough::run(in);
}

AttentionSizes attention_sizes(const AttentionInputs& in) {
  AttentionSizes z{};
  z.n = required(in.n, "n");
  z.m = in.m.value_or(z.n);
  z.d_k = required(in.d_k, "dK");
  z.d_v = in.d_v.value_or(z.d_k);
  return z;
}

template <class T>
QKV<T> read_qkv(const AttentionInputs& in, std::int64_t q_rows, std::int64_t kv_rows, std::int64_t d_k,
                std::int64_t d_v) {
  auto read = [](const Values& values, std::int64_t rows, std::int64_t cols, const char* argument) {
    if constexpr (std::is_same_v<T, double>) {
      return matrix_of(values, rows, cols, argument);
    } else {
      return as_float32(matrix_of(values, rows, cols, argument), argument);
    }
  };
  QKV<T> m;
  m.q = read(in.q, q_rows, d_k, "Q");
  m.k = read(in.k, kv_rows, d_k, "K");
  m.v = read(in.v, kv_rows, d_v, "V");
  return m;
}

template QKV<double> read_qkv(const AttentionInputs&, std::int64_t, std::int64_t, std::int64_t, std::int64_t);
template QKV<float> read_qkv(const AttentionInputs&, std::int64_t, std::int64_t, std::int64_t, std::int64_t);

AttentionMatrices read_attention_inputs(const AttentionInputs& in) {
  const AttentionSizes z = attention_sizes(in);
  attention::require_attention_sizes(z.n, z.m, z.d_k, z.d_v);
  QKV<double> m = read_qkv<double>(in, z.n, z.m, z.d_k, z.d_v);
  return {z.n, z.m, z.d_k, z.d_v, std::move(m.q), std::move(m.k), std::move(m.v)};
}

namespace {

// Sizes, mask, then Q, K and V: fastAttention's order (api/fast.cpp).
template <class T>
attention::AttentionResult<T> attend_as(const AttentionRequest& request) {
  const AttentionSizes z = attention_sizes(request.inputs);
  attention::require_attention_sizes(z.n, z.m, z.d_k, z.d_v);
  request.mask.validate<T>(z.m);
  const QKV<T> m = read_qkv<T>(request.inputs, z.n, z.m, z.d_k, z.d_v);
  return attention::attend(m.q, m.k, m.v, request.mask);
}

}  // namespace

attention::AttentionResult<double> run_attention(const AttentionRequest& request) {
  if (precision_of(request.precision) == Precision::float64) return attend_as<double>(request);
  return widen(attend_as<float>(request));
}

attention::LayerShape resolve_shape(const ShapeRequest& request) {
  attention::LayerShape shape;
  shape.d_model = required(request.d_model, "dModel");
  shape.heads = request.heads.value_or(1);
  shape.d_k = request.d_k.value_or(0);  // 0: d_model / heads
  shape.d_v = request.d_v.value_or(0);
  return attention::resolve(shape);
}

LayerMatrices read_layer_inputs(const LayerInputs& in) {
  LayerMatrices l;
  l.n = required(in.n, "n");
  l.shape = resolve_shape({in.d_model, in.heads, in.d_k, in.d_v});
  const attention::LayerShape& s = l.shape;
  attention::require_layer_sizes(l.n, s.d_model, s.heads, s.d_k, s.d_v);
  l.x = matrix_of(in.x, l.n, s.d_model, "X");
  l.w_q = matrix_of(in.w_q, s.d_model, s.heads * s.d_k, "WQ");
  l.w_k = matrix_of(in.w_k, s.d_model, s.heads * s.d_k, "WK");
  l.w_v = matrix_of(in.w_v, s.d_model, s.heads * s.d_v, "WV");
  l.w_o = matrix_of(in.w_o, s.heads * s.d_v, s.d_model, "WO");
  return l;
}

MultiHeadAnswer run_multi_head(const MultiHeadRequest& request) {
  const LayerMatrices l = read_layer_inputs(request.layer);
  return {attention::multi_head_attention_fused(l.x, l.w_q, l.w_k, l.w_v, l.w_o, l.shape.heads, request.mask),
          l.shape};
}

ParamsAnswer run_params(const ShapeRequest& request, bool bias) {
  const attention::LayerShape shape = resolve_shape(request);
  return {attention::count_parameters(shape, bias), shape};
}

attention::FlopCount run_flops(const ShapeRequest& request, std::optional<std::int64_t> n,
                               std::optional<std::int64_t> m) {
  const attention::LayerShape shape = resolve_shape(request);
  const std::int64_t queries = required(n, "n");
  return attention::count_flops(shape, queries, m.value_or(queries));
}

namespace {

// scale · logits, in double as numpy would compute it, refusing a product
// that overflows (a finite logit of 1e300 times 1e10).
MatrixD scaled_logits(const MatrixD& logits, double scale) {
  MatrixD scaled = logits * scale;
  for (Eigen::Index i = 0; i < scaled.rows(); ++i) {
    for (Eigen::Index j = 0; j < scaled.cols(); ++j) {
      if (std::isfinite(scaled(i, j)) || !std::isfinite(logits(i, j))) continue;
      const char* argument = std::fabs(logits(i, j)) >= scale ? "logits" : "scale";
      attention::Position where = attention::cell_position(i, j);
      where.params.emplace_back("product", "scale·logits");
      where.params.emplace_back("precision", "float64");
      throw InputError(ErrorCode::overflow, argument, "scale · logits overflows float64 at " + where.text,
                       where.params);
    }
  }
  return scaled;
}

template <class T>
SoftmaxAnswer softmax_as(const Matrix<T>& logits, attention::SoftmaxForm form) {
  const attention::SoftmaxResult<T> r = attention::softmax_rows<T>(logits, form);
  SoftmaxAnswer answer{logits.template cast<double>(), r.weights.template cast<double>(), r.fully_masked_rows, {}};
  for (Eigen::Index i = 0; i < answer.weights.rows(); ++i) {
    answer.rows.push_back(attention::describe_softmax(answer.weights.row(i).data(), answer.weights.cols()));
  }
  return answer;
}

}  // namespace

SoftmaxAnswer run_softmax(const SoftmaxRequest& request) {
  const std::int64_t cols = required(request.cols, "cols"), rows = request.rows.value_or(1);
  limits::require_sequence(rows, "rows");
  limits::require_sequence(cols, "cols");
  const auto form = attention::require_choice(request.form.value_or("stable"), {"stable", "naive"}, "form") == 1
                        ? attention::SoftmaxForm::naive
                        : attention::SoftmaxForm::stable;
  const Precision precision = precision_of(request.precision);
  const double scale = request.scale.value_or(1.0);
  attention::require_positive(scale, "scale");
  const MatrixD logits = matrix_of(request.logits, rows, cols, "logits");
  attention::require_logits(logits, "logits");
  const MatrixD scaled = scaled_logits(logits, scale);
  if (precision == Precision::float64) return softmax_as<double>(scaled, form);
  require_fits_float32(scaled, "logits");
  return softmax_as<float>(scaled.cast<float>(), form);
}

attention::AttentionResult<double> run_variant(const VariantRequest& request) {
  const AttentionMatrices a = read_attention_inputs(request.inputs);
  const attention::Variant variant = attention::parse_variant(request.variant.value_or("correct"));
  Mask mask;
  mask.causal = request.causal;
  return attention::attend_variant(a.q, a.k, a.v, variant, request.d_model.value_or(a.d_k), mask);
}

MatrixD run_matmul(const MatmulRequest& request) {
  const std::int64_t rows = required(request.rows, "rows"), inner = required(request.inner, "inner"),
                     cols = required(request.cols, "cols");
  for (auto [size, name] : {std::pair{rows, "rows"}, {inner, "inner"}, {cols, "cols"}}) limits::require_width(size, name);
  limits::require_cells(rows, cols, limits::kMaxMatrixCells, "rows x cols");
  const MatrixD a = matrix_of(request.a, rows, inner, "A"), b = matrix_of(request.b, inner, cols, "B");
  attention::require_finite(a, "A");
  attention::require_finite(b, "B");
  return attention::checked_matmul(a, b, {"A·B", "A", "B"});
}

attention::DotTerms run_dot_terms(const DotTermsRequest& request) {
  const std::int64_t n = required(request.n, "n"), m = request.m.value_or(n), d_k = required(request.d_k, "dK");
  attention::require_score_sizes(n, m);
  limits::require_width(d_k, "dK");
  const MatrixD q = matrix_of(request.q, n, d_k, "Q"), k = matrix_of(request.k, m, d_k, "K");
  return attention::dot_terms(q, k, required(request.i, "i"), required(request.j, "j"));
}

attention::Plane run_principal_plane(const PlaneRequest& request) {
  const std::int64_t rows = required(request.rows, "rows"), cols = required(request.cols, "cols");
  limits::require_sequence(rows, "rows");
  limits::require_width(cols, "cols");
  limits::require_cells(rows, cols, attention::kMaxPlaneCells, "rows x cols");
  return attention::principal_plane(matrix_of(request.values, rows, cols, "values"), "values");
}

attention::WeightedTerms run_weighted_sum_terms(const WeightedTermsRequest& request) {
  const std::int64_t n = required(request.n, "n"), m = request.m.value_or(n), d_v = required(request.d_v, "dV");
  attention::require_score_sizes(n, m);
  limits::require_width(d_v, "dV");
  const MatrixD weights = matrix_of(request.weights, n, m, "weights"), v = matrix_of(request.v, m, d_v, "V");
  return attention::weighted_sum_terms(weights, v, required(request.row, "row"));
}

attention::Histogram run_histogram(const HistogramRequest& request) {
  const std::vector<double> values = list_of(request.values, limits::kMaxMatrixCells, "values");
  return attention::histogram(values, required(request.bins, "bins"), request.low.value_or(0.0),
                              request.high.value_or(1.0));
}

std::vector<attention::NamedShape> run_shapes(const ShapesRequest& request) {
  const std::int64_t n = required(request.n, "n");
  return attention::attention_shapes(n, request.m.value_or(n), required(request.d_model, "dModel"),
                                     required(request.d_k, "dK"), required(request.d_v, "dV"));
}

attention::DotProductSample run_dot_products(const DotProductsRequest& request) {
  return attention::sample_dot_products(request.seed.value_or(0), required(request.d_k, "dK"),
                                        request.count.value_or(2000));
}

attention::Saturation run_saturation(const SaturationRequest& request) {
  return attention::measure_saturation(request.seed.value_or(0), required(request.d_k, "dK"),
                                       request.keys.value_or(16), request.queries.value_or(64));
}

std::string numpy_str(const Values& values) {
  return numpy::array_str(list_of(values, limits::kMaxMatrixCells, "values"));
}

}  // namespace api
