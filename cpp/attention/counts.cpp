#include "attention/counts.hpp"

#include <string>

#include "attention/error.hpp"
#include "attention/limits.hpp"

namespace attention {
namespace {

// Beyond this a count stops being exact in a JS number (2^53).
constexpr std::int64_t kMaxDimension = 1 << 20;

void require_dimension(std::int64_t value, const char* name) { limits::require_size(value, kMaxDimension, name); }

}  // namespace

LayerShape resolve(const LayerShape& shape) {
  require_dimension(shape.d_model, "dModel");
  require_dimension(shape.heads, "heads");
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
  ParameterCount c{};
  c.w_q = s.d_model * s.heads * s.d_k;
  c.w_k = s.d_model * s.heads * s.d_k;
  c.w_v = s.d_model * s.heads * s.d_v;
  c.w_o = s.heads * s.d_v * s.d_model;
  c.biases = with_bias ? 2 * s.heads * s.d_k + s.heads * s.d_v + s.d_model : 0;
  c.total = c.w_q + c.w_k + c.w_v + c.w_o + c.biases;
  return c;
}

FlopCount count_flops(const LayerShape& shape, std::int64_t n, std::int64_t m) {
  const LayerShape s = resolve(shape);
  require_dimension(n, "n");
  require_dimension(m, "m");
  FlopCount f{};
  f.projections = 2 * n * s.d_model * s.heads * s.d_k + 2 * m * s.d_model * s.heads * (s.d_k + s.d_v);
  f.raw_scores = 2 * s.heads * n * m * s.d_k;
  f.scaling = s.heads * n * m;
  f.softmax = 5 * s.heads * n * m;
  f.weighted_sum = 2 * s.heads * n * m * s.d_v;
  f.output_projection = 2 * n * s.heads * s.d_v * s.d_model;
  f.total = f.projections + f.raw_scores + f.scaling + f.softmax + f.weighted_sum + f.output_projection;
  return f;
}

}  // namespace attention
