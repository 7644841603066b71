#include "attention/counts.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/limits.hpp"

namespace attention {
namespace {

using limits::Count;

// A width or length to count with (not to compute with: counting a layer of
// d_model = 2^20 is fine, running one is not). The counts themselves are
// checked against 2^53 as they are formed.

void require_dimension(std::int64_t value, const char* name) { limits::require_size(value, kMaxDimension, name); }

}  // namespace

LayerShape resolve(const LayerShape& shape) {
  require_dimension(shape.d_model, "dModel");
  limits::require_heads(shape.heads);
  LayerShape r = shape;
  if (r.d_k == 0 || r.d_v == 0) {
    if (shape.d_model % shape.heads != 0) {
      throw InputError(ErrorCode::incompatible, "heads",
                       std::to_string(shape.heads) + " does not divide dModel " + std::to_string(shape.d_model) +
                           "; give dK and dV explicitly",
                       {{"heads", static_cast<double>(shape.heads)}, {"dModel", static_cast<double>(shape.d_model)}});
    }
    if (r.d_k == 0) r.d_k = shape.d_model / shape.heads;
    if (r.d_v == 0) r.d_v = shape.d_model / shape.heads;
  }
  require_dimension(r.d_k, "dK");
  require_dimension(r.d_v, "dV");
  return r;
}

ParameterCount count_parameters(const LayerShape& shape, bool with_bias) {
  const LayerShape s = resolve(shape);
  const Count d_model = s.d_model, heads = s.heads, d_k = s.d_k, d_v = s.d_v;
  ParameterCount c{};
  c.w_q = (d_model * heads * d_k).value("WQ");
  c.w_k = (d_model * heads * d_k).value("WK");
  c.w_v = (d_model * heads * d_v).value("WV");
  c.w_o = (heads * d_v * d_model).value("WO");
  c.biases = with_bias ? (Count(2) * heads * d_k + heads * d_v + d_model).value("biases") : 0;
  c.total = (Count(c.w_q) + c.w_k + c.w_v + c.w_o + c.biases).value("total");
  return c;
}

FlopCount count_flops(const LayerShape& shape, std::int64_t n, std::int64_t m) {
  const LayerShape s = resolve(shape);
  require_dimension(n, "n");
  require_dimension(m, "m");
  const Count d_model = s.d_model, heads = s.heads, d_k = s.d_k, d_v = s.d_v, queries = n, keys = m;
  const Count scores = heads * queries * keys;
  FlopCount f{};
  f.projections = (Count(2) * queries * d_model * heads * d_k + Count(2) * keys * d_model * heads * (d_k + d_v))
                      .value("projections");
  f.raw_scores = (Count(2) * scores * d_k).value("rawScores");
  f.scaling = scores.value("scaling");
  f.softmax = (Count(5) * scores).value("softmax");
  f.weighted_sum = (Count(2) * scores * d_v).value("weightedSum");
  f.output_projection = (Count(2) * queries * heads * d_v * d_model).value("outputProjection");
  f.total = (Count(f.projections) + f.raw_scores + f.scaling + f.softmax + f.weighted_sum + f.output_projection)
                .value("total");
  return f;
}

}  // namespace attention
