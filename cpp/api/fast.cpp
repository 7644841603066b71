#include "api/fast.hpp"

#include "attention/error.hpp"

namespace api {
namespace {

namespace fast = attention::fast;

fast::Path path_of(const std::optional<std::string>& name) {
  switch (attention::require_choice(name.value_or("auto"), {"auto", "materialised", "tiled"}, "path")) {
    case 1: return fast::Path::materialised;
    case 2: return fast::Path::tiled;
    default: return fast::Path::automatic;
  }
}

// Q, K and V as T: read (counts, then entries: "type" naming the index),
// and for float32 narrowed one at a time, so a large call never holds all
// three twice.
template <class T>
attention::Matrix<T> read_as(const Values& values, std::int64_t rows, std::int64_t cols, const char* argument) {
  if constexpr (std::is_same_v<T, double>) {
    return matrix_of(values, rows, cols, argument);
  } else {
    return as_float32(matrix_of(values, rows, cols, argument), argument);
  }
}

template <class T>
FastAttentionAnswer attend_as(const FastAttentionRequest& r, const fast::Shape& s, fast::Path path) {
  r.mask.validate<T>(s.m);  // before Q, K and V are read
  const attention::Matrix<T> q = read_as<T>(r.inputs.q, s.heads * s.n, s.d_k, "Q");
  const attention::Matrix<T> k = read_as<T>(r.inputs.k, s.heads * s.m, s.d_k, "K");
  const attention::Matrix<T> v = read_as<T>(r.inputs.v, s.heads * s.m, s.d_v, "V");
  fast::Problem<T> problem{s, q.data(), k.data(), v.data(), r.mask};
  FastResult<T> result;
  result.output.resize(s.heads * s.n, s.d_v);
  if (r.weights) result.weights.resize(s.heads * s.n, s.m);
  const fast::Path ran = fast::attend(problem, result.output.data(), r.weights ? result.weights.data() : nullptr, path);
  return {ran, std::move(result)};
}

}  // namespace

FastAttentionAnswer run_fast_attention(const FastAttentionRequest& r) {
  fast::Shape s;
  s.n = required(r.inputs.n, "n");
  s.m = r.inputs.m.value_or(s.n);
  s.d_k = required(r.inputs.d_k, "dK");
  s.d_v = r.inputs.d_v.value_or(s.d_k);
  s.heads = r.heads.value_or(1);
  const bool float32 = precision_of(r.precision) == Precision::float32;
  // Every size and limit before anything is read or allocated.
  const fast::Path path = fast::plan(s, float32 ? 4 : 8, path_of(r.path), r.weights);
  return float32 ? attend_as<float>(r, s, path) : attend_as<double>(r, s, path);
}

attention::OnlineSoftmaxTrace run_online_softmax(const OnlineSoftmaxRequest& r) {
  const std::int64_t n = required(r.inputs.n, "n"), m = r.inputs.m.value_or(n);
  const std::int64_t d_k = required(r.inputs.d_k, "dK"), d_v = required(r.inputs.d_v, "dV");
  const std::int64_t chunk = required(r.chunk, "chunk");
  attention::require_trace_shape(n, m, d_k, d_v, chunk);  // before Q, K and V are read
  return attention::online_softmax_trace(matrix_of(r.inputs.q, n, d_k, "Q"), matrix_of(r.inputs.k, m, d_k, "K"),
                                         matrix_of(r.inputs.v, m, d_v, "V"), chunk);
}

}  // namespace api
