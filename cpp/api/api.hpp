// The core's entry points for the JS API: one request and one function per
// call, in the order of the README's API table.
//
// Each request holds the call's options as the caller gave them: numbers,
// flags, strings, Values read on demand, std::nullopt for an option left
// out. The function checks all of them (presence, sizes against the limits,
// counts, choices, finiteness, overflow) and computes, so a C++ caller, the
// fuzzers (tests/fuzz/fuzz_attention.cpp) and a JS caller meet the same rules.
// The bindings (cpp/bindings/) only convert: a JS value to one of these
// fields, a result back to JS values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "api/values.hpp"
#include "attention/attention.hpp"
#include "attention/counts.hpp"
#include "attention/explain.hpp"
#include "attention/mask.hpp"
#include "attention/multi_head.hpp"
#include "attention/plane.hpp"
#include "attention/saturation.hpp"
#include "walkthrough/walkthrough.hpp"

namespace api {

using attention::Mask;
using attention::MatrixD;

// precision: 'float64' (the default) or 'float32', for every call that has it.
enum class Precision { float64, float32 };
Precision precision_of(const std::optional<std::string>& name);
// A float64 matrix the caller wants computed in float32: finite (InputError
// "not_finite") and within float32's range ("overflow": 1e39 would become ∞).
attention::MatrixF as_float32(const MatrixD& m, const std::string& argument);

// randn(seed, rows, cols) and rand(...): numpy's legacy generator, rows x cols.
enum class Distribution { normal, uniform };
std::vector<double> random_matrix(double seed, std::int64_t rows, std::int64_t cols, Distribution distribution);

// walkthrough({seed, dK, dV, tokens, X, dModel})
struct WalkthroughRequest {
  std::optional<double> seed;
  std::optional<std::int64_t> d_k, d_v, d_model;
  Texts tokens;
  Values x;  // needs d_model; one row per token
};
walkthrough::Result run_walkthrough(const WalkthroughRequest& request);

// Q, K, V and their sizes, as attention, attentionVariant and the backward
// pass take them.
struct AttentionInputs {
  std::optional<std::int64_t> n, m, d_k, d_v;  // m defaults to n, dV to dK
  Values q, k, v;
};
struct AttentionSizes {
  std::int64_t n, m, d_k, d_v;
};
// The sizes as given, the one rule for every call that takes Q, K and V
// (attention, attentionVariant, onlineSoftmax, fastAttention, the backward
// pass and its check): n and dK are required, m defaults to n and dV to dK.
// Checked against no limit yet: each call has its own (attention's, or the
// fast path's per algorithm).
AttentionSizes attention_sizes(const AttentionInputs& in);
// Q (q_rows × dK), K and V (kv_rows × dK, × dV), read in that order, each
// narrowed to T as soon as it is read (as_float32 for float: a large call
// never holds all three twice). Both attention and fastAttention read them
// so, after their sizes and mask are checked, and so refuse a request alike.
template <class T>
struct QKV {
  attention::Matrix<T> q, k, v;
};
template <class T>
QKV<T> read_qkv(const AttentionInputs& in, std::int64_t q_rows, std::int64_t kv_rows, std::int64_t d_k,
                std::int64_t d_v);

struct AttentionMatrices {
  std::int64_t n, m, d_k, d_v;
  MatrixD q, k, v;
};
// attention_sizes within attention's limits, then Q, K, V in float64.
AttentionMatrices read_attention_inputs(const AttentionInputs& in);

// attention({Q, K, V, n, m, dK, dV, causal, keyPadding, maskFill, precision})
struct AttentionRequest {
  AttentionInputs inputs;
  Mask mask;
  std::optional<std::string> precision;  // 'float64' (default) or 'float32'
};
// float32 is computed in single precision; its results come back widened.
attention::AttentionResult<double> run_attention(const AttentionRequest& request);

// X, the weights and the layer's sizes, as multiHeadAttention, multiHeadBackward
// and gradientCheck take them. dK and dV default to dModel / heads.
struct LayerInputs {
  std::optional<std::int64_t> n, d_model, heads, d_k, d_v;
  Values x, w_q, w_k, w_v, w_o;
};
struct LayerMatrices {
  std::int64_t n;
  attention::LayerShape shape;  // resolved: d_k and d_v filled in
  MatrixD x, w_q, w_k, w_v, w_o;
};
LayerMatrices read_layer_inputs(const LayerInputs& in);

// multiHeadAttention({X, n, dModel, heads, dK, dV, WQ, WK, WV, WO, causal, keyPadding, maskFill})
struct MultiHeadRequest {
  LayerInputs layer;
  Mask mask;
};
struct MultiHeadAnswer {
  attention::MultiHeadResult<double> result;
  attention::LayerShape shape;
};
MultiHeadAnswer run_multi_head(const MultiHeadRequest& request);

// attentionParams({dModel, heads, dK, dV, bias}) and attentionFlops({n, m, dModel, heads, dK, dV})
struct ShapeRequest {
  std::optional<std::int64_t> d_model, heads, d_k, d_v;
};
attention::LayerShape resolve_shape(const ShapeRequest& request);
struct ParamsAnswer {
  attention::ParameterCount count;
  attention::LayerShape shape;
};
ParamsAnswer run_params(const ShapeRequest& request, bool bias);
attention::FlopCount run_flops(const ShapeRequest& request, std::optional<std::int64_t> n,
                               std::optional<std::int64_t> m);

// softmax({logits, rows, cols, form, precision, scale})
struct SoftmaxRequest {
  Values logits;
  std::optional<std::int64_t> rows, cols;  // rows defaults to 1
  std::optional<std::string> form;         // 'stable' (default) or 'naive'
  std::optional<std::string> precision;
  std::optional<double> scale;             // default 1
};
struct SoftmaxAnswer {
  MatrixD logits;   // scale · logits, in the precision asked for
  MatrixD weights;
  std::vector<Eigen::Index> fully_masked_rows;  // rows of −∞ only
  std::vector<attention::SoftmaxShape> rows;
};
SoftmaxAnswer run_softmax(const SoftmaxRequest& request);

// attentionVariant({Q, K, V, n, m, dK, dV, dModel, variant, causal})
struct VariantRequest {
  AttentionInputs inputs;
  std::optional<std::int64_t> d_model;  // default dK
  std::optional<std::string> variant;   // default 'correct'
  bool causal = false;
};
attention::AttentionResult<double> run_variant(const VariantRequest& request);

// matmul({A, B, rows, inner, cols})
struct MatmulRequest {
  Values a, b;
  std::optional<std::int64_t> rows, inner, cols;
};
MatrixD run_matmul(const MatmulRequest& request);

// dotTerms({Q, K, n, m, dK, i, j})
struct DotTermsRequest {
  Values q, k;
  std::optional<std::int64_t> n, m, d_k, i, j;
};
attention::DotTerms run_dot_terms(const DotTermsRequest& request);

// principalPlane({values, rows, cols}): `rows` vectors of width `cols`,
// row-major, and the plane that keeps the most of them.
struct PlaneRequest {
  Values values;
  std::optional<std::int64_t> rows, cols;
};
attention::Plane run_principal_plane(const PlaneRequest& request);

// weightedSumTerms({weights, V, n, m, dV, row})
struct WeightedTermsRequest {
  Values weights, v;
  std::optional<std::int64_t> n, m, d_v, row;
};
attention::WeightedTerms run_weighted_sum_terms(const WeightedTermsRequest& request);

// histogram({values, bins, low, high})
struct HistogramRequest {
  Values values;
  std::optional<std::int64_t> bins;
  std::optional<double> low, high;  // default 0 and 1
};
attention::Histogram run_histogram(const HistogramRequest& request);

// shapes({n, m, dModel, dK, dV})
struct ShapesRequest {
  std::optional<std::int64_t> n, m, d_model, d_k, d_v;
};
std::vector<attention::NamedShape> run_shapes(const ShapesRequest& request);

// dotProducts({seed, dK, count}) and saturation({seed, dK, keys, queries})
struct DotProductsRequest {
  std::optional<double> seed;
  std::optional<std::int64_t> d_k, count;  // count defaults to 2000
};
attention::DotProductSample run_dot_products(const DotProductsRequest& request);
struct SaturationRequest {
  std::optional<double> seed;
  std::optional<std::int64_t> d_k, keys, queries;  // 16 keys, 64 queries by default
};
attention::Saturation run_saturation(const SaturationRequest& request);

// numpyStr(values): numpy's str() of a 1-D float64 array.
std::string numpy_str(const Values& values);

}  // namespace api
