// Embind surface of the fast path (cpp/attention/fast_attention.hpp):
//   fastAttention(options)       → {output, path, weights?}
//                                  (perf_api.post.js, over _fastPlan, _fastWorkspace, _fastRun)
//   onlineSoftmaxSteps(options)  → {steps: [...], output}: the tiled recurrence, key block by key block
//   fastAttentionLimits()        → the budget and the tiled path's limits
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <type_traits>
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

// The numeric half of fastAttention (perf_api.post.js is the other half):
// the JS wrapper reads the options and copies the arrays straight into a
// workspace in wasm memory, then calls the three plain exports at the end of
// this file with numbers only. Through Embind each of those calls cost about
// a microsecond (its generic invoker, as -sDYNAMIC_EXECUTION=0 forbids the
// generated one); a plain wasm export costs a few tens of nanoseconds, and
// the target for a whole n = 4 call is under 5 µs.
// Workspace layout: q, k, v, output, weights (if asked), each heads × rows × cols.
fast::Path path_of(int code) {
  if (code == 0) return fast::Path::automatic;
  if (code == 1) return fast::Path::materialised;
  if (code == 2) return fast::Path::tiled;
  throw std::invalid_argument("path: expected 'auto', 'materialised' or 'tiled'");
}

// These three return plain numbers, negative on failure, with the message
// kept for _fastLastError(): an emval handle per call costs more than the
// whole n = 4 kernel.
std::string last_error;

template <class Body>
double coded(Body&& body) {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    last_error = "out of memory: the request is larger than this page can hold";
  } catch (const std::exception& e) {
    last_error = e.what();
  }
  return -1;
}

std::string fast_last_error() { return last_error; }

// Resolves and checks the path before the caller allocates anything: 1
// materialised, 2 tiled.
double fast_plan(int element_bytes, int n, int m, int d_k, int d_v, int heads, int path_code, bool weights) {
  return coded([&] {
    const fast::Shape s{n, m, d_k, d_v, heads};
    const fast::Path path = fast::choose_path(s, element_bytes, path_of(path_code));
    fast::require_shape(s, path);
    if (weights && path == fast::Path::tiled) {
      throw std::invalid_argument("weights: only the materialised path forms the n x m weights (this request runs tiled)");
    }
    if (weights) {
      attention::limits::require_cells(s.heads * s.n, s.m, attention::limits::kMaxMatrixCells, "heads*n x m weights");
    }
    return path == fast::Path::tiled ? 2.0 : 1.0;
  });
}

// One grow-only workspace, reused by every call: no allocation per call.
std::vector<double> workspace;

// The workspace's address in wasm memory.
double fast_workspace(double bytes) {
  return coded([&] {
    const auto doubles = static_cast<std::size_t>(std::ceil(bytes / sizeof(double)));
    if (workspace.size() < doubles) {
      std::vector<double>().swap(workspace);  // free first: never hold both
      workspace.resize(doubles);
    }
    return static_cast<double>(reinterpret_cast<std::uintptr_t>(workspace.data()));
  });
}

// An exponent of all ones is ±∞ or NaN. The scan ORs integer flags with no
// early exit so it vectorises (a branch per element cost about 1 ns each, as
// much as the rest of an n = 64 call's overhead); the index is found only on failure.
template <class T>
void require_finite_array(const T* values, std::int64_t count, const char* name) {
  using Bits = std::conditional_t<sizeof(T) == 8, std::uint64_t, std::uint32_t>;
  constexpr Bits exponent = static_cast<Bits>(sizeof(T) == 8 ? 0x7ff0000000000000ull : 0x7f800000ull);
  Bits bad = 0;
  for (std::int64_t i = 0; i < count; ++i) {
    Bits b;
    std::memcpy(&b, values + i, sizeof b);
    bad |= static_cast<Bits>((b & exponent) == exponent);
  }
  if (!bad) return;
  for (std::int64_t i = 0; i < count; ++i) {
    if (!std::isfinite(values[i])) {
      throw std::invalid_argument(std::string(name) + ": entry " + std::to_string(i) + " is not a finite number");
    }
  }
}

template <class T>
double fast_run_typed(const fast::Shape& s, bool causal, fast::Path requested, bool weights) {
  T* q = reinterpret_cast<T*>(workspace.data());
  T* k = q + s.heads * s.n * s.d_k;
  T* v = k + s.heads * s.m * s.d_k;
  T* output = v + s.heads * s.m * s.d_v;
  require_finite_array(q, s.heads * s.n * s.d_k, "q");
  require_finite_array(k, s.heads * s.m * s.d_k, "k");
  require_finite_array(v, s.heads * s.m * s.d_v, "v");
  fast::Problem<T> p;
  p.shape = s;
  p.q = q, p.k = k, p.v = v, p.causal = causal;
  const fast::Path path = fast::attend(p, output, weights ? output + s.heads * s.n * s.d_v : nullptr, requested);
  return path == fast::Path::tiled ? 2.0 : 1.0;
}

double fast_run(int element_bytes, int n, int m, int d_k, int d_v, int heads, bool causal, int path_code,
                bool weights) {
  return coded([&] {
    const fast::Shape s{n, m, d_k, d_v, heads};
    if (element_bytes == 4) return fast_run_typed<float>(s, causal, path_of(path_code), weights);
    return fast_run_typed<double>(s, causal, path_of(path_code), weights);
  });
}

// onlineSoftmaxSteps reads a classic options object: it is for teaching and
// small sizes, where a few microseconds of Embind do not matter.
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

fast::Shape read_shape(const val& options) {
  fast::Shape s;
  s.n = integer_field(options, "n");
  s.m = integer_field(options, "m", s.n);
  s.d_k = integer_field(options, "dK");
  s.d_v = integer_field(options, "dV", s.d_k);
  s.heads = integer_field(options, "heads", 1);
  return s;
}

std::string shape_text(std::int64_t heads, std::int64_t rows, std::int64_t cols) {
  return "(heads " + std::to_string(heads) + " x " + std::to_string(rows) + " x " + std::to_string(cols) + ")";
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
  emscripten::function("_fastLastError", &bindings::fast_last_error);
  emscripten::function("_onlineSoftmaxSteps", &bindings::online_softmax_steps);
  emscripten::function("_fastAttentionLimits", &bindings::fast_attention_limits);
}

// The hot path's plain exports (Module._am_fast_*; perf_api.post.js takes
// them off Module). Booleans arrive as 0/1.
extern "C" {
EMSCRIPTEN_KEEPALIVE double am_fast_plan(int element_bytes, int n, int m, int d_k, int d_v, int heads, int path_code,
                                         int weights) {
  return bindings::fast_plan(element_bytes, n, m, d_k, d_v, heads, path_code, weights != 0);
}
EMSCRIPTEN_KEEPALIVE double am_fast_workspace(double bytes) { return bindings::fast_workspace(bytes); }
EMSCRIPTEN_KEEPALIVE double am_fast_run(int element_bytes, int n, int m, int d_k, int d_v, int heads, int causal,
                                        int path_code, int weights) {
  return bindings::fast_run(element_bytes, n, m, d_k, d_v, heads, causal != 0, path_code, weights != 0);
}
}
