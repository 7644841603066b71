// Embind surface of the fast path (cpp/attention/fast_attention.hpp):
//   fastAttention(options)       → {output, path, weights?}
//   onlineSoftmaxSteps(options)  → {steps: [...], output}: the tiled recurrence, key block by key block
//   fastAttentionLimits()        → the budget and the tiled path's limits
// Inputs are copied into wasm memory by one TypedArray.set per array (a JS
// memcpy, no per-element Embind call), outputs leave by one slice().
#include <emscripten/bind.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "attention/fast_attention.hpp"
#include "attention/limits.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

namespace fast = attention::fast;

// Steps are for teaching: a handful of rows and keys, not a benchmark.
constexpr std::int64_t kMaxStepCells = std::int64_t{1} << 20;  // n·d_v·steps

template <class T>
std::vector<T> read_array(const val& options, const char* name, std::int64_t count, const std::string& shape) {
  const val value = options[name];
  if (value.isUndefined() || value.isNull() || !value["length"].isNumber()) {
    throw std::invalid_argument(std::string(name) + ": expected a typed array or Array of " + std::to_string(count) +
                                " numbers " + shape);
  }
  const double length = value["length"].as<double>();
  if (length != static_cast<double>(count)) {
    throw std::invalid_argument(std::string(name) + ": expected " + std::to_string(count) + " numbers " + shape +
                                ", got " + val::global("String")(value["length"]).as<std::string>());
  }
  std::vector<T> out(static_cast<std::size_t>(count));
  val(emscripten::typed_memory_view(out.size(), out.data())).call<void>("set", value);
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (!std::isfinite(out[i])) {
      throw std::invalid_argument(std::string(name) + ": entry " + std::to_string(i) + " is not a finite number");
    }
  }
  return out;
}

template <class T>
val copy_out(const std::vector<T>& values) {
  return val(emscripten::typed_memory_view(values.size(), values.data())).call<val>("slice");
}

fast::Shape read_shape(const val& options) {
  fast::Shape s;
  s.n = integer_field(options, "n");
  s.m = integer_field(options, "m", s.n);
  s.d_k = integer_field(options, "dK");
  s.d_v = integer_field(options, "dV", s.d_k);
  s.heads = integer_field(options, "heads", 1);
  return s;
}

fast::Path read_path(const val& options) {
  const std::string path = string_field(options, "path", "auto");
  if (path == "auto") return fast::Path::automatic;
  if (path == "materialised") return fast::Path::materialised;
  if (path == "tiled") return fast::Path::tiled;
  throw std::invalid_argument("path: expected 'auto', 'materialised' or 'tiled', got '" + path + "'");
}

std::string shape_text(std::int64_t heads, std::int64_t rows, std::int64_t cols) {
  return "(heads " + std::to_string(heads) + " x " + std::to_string(rows) + " x " + std::to_string(cols) + ")";
}

template <class T>
val fast_attention_typed(const val& options, const fast::Shape& s, fast::Path requested) {
  const fast::Path path = fast::choose_path(s, sizeof(T), requested);
  fast::require_shape(s, path);  // before any allocation
  const bool want_weights = bool_field(options, "weights", false);
  if (want_weights && path == fast::Path::tiled) {
    throw std::invalid_argument("weights: only the materialised path forms the n x m weights (this request runs tiled)");
  }
  const auto q = read_array<T>(options, "q", s.heads * s.n * s.d_k, shape_text(s.heads, s.n, s.d_k));
  const auto k = read_array<T>(options, "k", s.heads * s.m * s.d_k, shape_text(s.heads, s.m, s.d_k));
  const auto v = read_array<T>(options, "v", s.heads * s.m * s.d_v, shape_text(s.heads, s.m, s.d_v));
  fast::Problem<T> problem;
  problem.shape = s;
  problem.q = q.data(), problem.k = k.data(), problem.v = v.data();
  problem.causal = bool_field(options, "causal", false);
  std::vector<T> output(static_cast<std::size_t>(s.heads * s.n * s.d_v));
  std::vector<T> weights(want_weights ? static_cast<std::size_t>(s.heads * s.n * s.m) : 0);
  fast::attend(problem, output.data(), want_weights ? weights.data() : nullptr, path);
  val out = val::object();
  out.set("output", copy_out(output));
  out.set("path", path == fast::Path::tiled ? "tiled" : "materialised");
  if (want_weights) out.set("weights", copy_out(weights));
  return out;
}

val fast_attention(val options) {
  return guarded([&] {
    require_options(options, "fastAttention",
                    {"q", "k", "v", "n", "m", "dK", "dV", "heads", "dtype", "causal", "path", "weights"});
    const fast::Shape s = read_shape(options);
    const fast::Path requested = read_path(options);
    const std::string dtype = string_field(options, "dtype", "float64");
    if (dtype == "float32") return fast_attention_typed<float>(options, s, requested);
    if (dtype == "float64") return fast_attention_typed<double>(options, s, requested);
    throw std::invalid_argument("dtype: expected 'float32' or 'float64', got '" + dtype + "'");
  });
}

val online_softmax_steps(val options) {
  return guarded([&] {
    require_options(options, "onlineSoftmaxSteps", {"q", "k", "v", "n", "m", "dK", "dV", "chunk", "causal"});
    fast::Shape s = read_shape(options);
    if (s.heads != 1) throw std::invalid_argument("heads: onlineSoftmaxSteps takes one head");
    fast::require_shape(s, fast::Path::tiled);
    const std::int64_t chunk = integer_field(options, "chunk");
    attention::limits::require_size(chunk, s.m, "chunk");
    const std::int64_t steps = (s.m + chunk - 1) / chunk;
    attention::limits::require_cells(s.n * s.d_v, steps, kMaxStepCells, "n*dV x steps");
    const auto q = read_array<double>(options, "q", s.n * s.d_k, shape_text(1, s.n, s.d_k));
    const auto k = read_array<double>(options, "k", s.m * s.d_k, shape_text(1, s.m, s.d_k));
    const auto v = read_array<double>(options, "v", s.m * s.d_v, shape_text(1, s.m, s.d_v));
    fast::Problem<double> problem;
    problem.shape = s;
    problem.q = q.data(), problem.k = k.data(), problem.v = v.data();
    problem.causal = bool_field(options, "causal", false);
    std::vector<double> output(static_cast<std::size_t>(s.n * s.d_v));
    val list = val::array();
    // One query block holding every row, so each step shows all rows at once.
    fast::attend_tiled<double>(problem, output.data(), s.n, chunk, [&](const fast::TileState<double>& t) {
      const auto rows = static_cast<std::size_t>(t.row_end - t.row_begin);
      const std::vector<double> max(t.running_max, t.running_max + rows), sum(t.running_sum, t.running_sum + rows);
      const std::vector<double> partial(t.partial_output, t.partial_output + rows * static_cast<std::size_t>(s.d_v));
      std::vector<double> so_far(partial.size());
      for (std::size_t i = 0; i < so_far.size(); ++i) so_far[i] = partial[i] / sum[i / static_cast<std::size_t>(s.d_v)];
      val step = val::object();
      step.set("keyBegin", static_cast<double>(t.key_begin));
      step.set("keyEnd", static_cast<double>(t.key_end));
      step.set("runningMax", to_js(max));
      step.set("runningSum", to_js(sum));
      step.set("partialOutput", to_js(partial));
      step.set("output", to_js(so_far));
      list.call<void>("push", step);
    });
    val out = val::object();
    out.set("steps", list);
    out.set("output", to_js(output));
    return out;
  });
}

val fast_attention_limits() {
  val out = val::object();
  out.set("scoreBudgetBytes", static_cast<double>(fast::kScoreBudgetBytes));
  out.set("maxTiledSequence", static_cast<double>(fast::kMaxTiledSequence));
  out.set("maxTiledWidth", static_cast<double>(fast::kMaxTiledWidth));
  out.set("maxTiledCells", static_cast<double>(fast::kMaxTiledCells));
  out.set("maxHeads", static_cast<double>(fast::kMaxHeads));
  out.set("queryBlock", static_cast<double>(fast::kQueryBlock));
  out.set("keyBlock", static_cast<double>(fast::kKeyBlock));
  out.set("maxStepCells", static_cast<double>(kMaxStepCells));
  return out;
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(perf) {
  emscripten::function("_fastAttention", &bindings::fast_attention);
  emscripten::function("_onlineSoftmaxSteps", &bindings::online_softmax_steps);
  emscripten::function("_fastAttentionLimits", &bindings::fast_attention_limits);
}
