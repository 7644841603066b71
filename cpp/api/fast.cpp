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

template <class T>
FastAttentionAnswer attend_as(const FastAttentionRequest& r, const fast::Shape& s, fast::Path path) {
  r.mask.validate<T>(s.m);  // before Q, K and V are read, as attention does
  const QKV<T> m = read_qkv<T>(r.inputs, s.heads * s.n, s.heads * s.m, s.d_k, s.d_v);
  fast::Problem<T> problem{s, m.q.data(), m.k.data(), m.v.data(), r.mask};
  FastResult<T> result;
  result.output.resize(s.heads * s.n, s.d_v);
  if (r.weights) result.weights.resize(s.heads * s.n, s.m);
  const fast::Path ran = fast::attend(problem, result.output.data(), r.weights ? result.weights.data() : nullptr, path);
  return {ran, std::move(result)};
}

}  // namespace

FastAttentionAnswer run_fast_attention(const FastAttentionRequest& r) {
  const bool float32 = precision_of(r.precision) == Precision::float32;  // first, as in attention
  const AttentionSizes z = attention_sizes(r.inputs);
  fast::Shape s{z.n, z.m, z.d_k, z.d_v, r.heads.value_or(1)};
  // Every size and limit before anything is read or allocated.
  const fast::Path path = fast::plan(s, float32 ? 4 : 8, path_of(r.path), r.weights);
  return float32 ? attend_as<float>(r, s, path) : attend_as<double>(r, s, path);
}

attention::OnlineSoftmaxTrace run_online_softmax(const OnlineSoftmaxRequest& r) {
  const AttentionSizes z = attention_sizes(r.inputs);
  const std::int64_t chunk = required(r.chunk, "chunk");
  attention::require_trace_shape(z.n, z.m, z.d_k, z.d_v, chunk);  // before Q, K and V are read
  QKV<double> m = read_qkv<double>(r.inputs, z.n, z.m, z.d_k, z.d_v);
  return attention::online_softmax_trace(m.q, m.k, m.v, chunk);
}

}  // namespace api
