// Embind surface of the fast path (cpp/attention/fast_attention.hpp):
//   fastAttention(options)       → {output, path, weights?}
//                                  (perf_api.post.js, over _fastPlan, _fastWorkspace, _fastRun)
//   (the tiled recurrence step by step is onlineSoftmax, online_softmax_api.cpp)
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

#include "attention/fast/scratch.hpp"
#include "attention/fast_attention.hpp"
#include "attention/limits.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

namespace fast = attention::fast;

// Steps are for teaching: a handful of rows and keys, not a benchmark.

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

// The inputs and outputs of one call, in wasm memory: kept for the next
// call while small, freed by fast_release() once JS has copied a large
// call's output out.
fast::ReusableBuffer<double> workspace;
double* workspace_data = nullptr;

// The workspace's address in wasm memory.
double fast_workspace(double bytes) {
  return coded([&] {
    workspace_data = workspace.acquire(static_cast<std::size_t>(std::ceil(bytes / sizeof(double))));
    return static_cast<double>(reinterpret_cast<std::uintptr_t>(workspace_data));
  });
}

void fast_release() {
  workspace.release();
  workspace_data = nullptr;
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
  T* q = reinterpret_cast<T*>(workspace_data);
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

val fast_attention_limits() {
  val out = val::object();
  out.set("scoreBudgetBytes", static_cast<double>(fast::kScoreBudgetBytes));
  out.set("maxTiledSequence", static_cast<double>(fast::kMaxTiledSequence));
  out.set("maxTiledWidth", static_cast<double>(fast::kMaxTiledWidth));
  out.set("maxTiledCells", static_cast<double>(fast::kMaxTiledCells));
  out.set("maxHeads", static_cast<double>(fast::kMaxHeads));
  out.set("queryBlock", static_cast<double>(fast::kQueryBlock));
  out.set("keyBlock", static_cast<double>(fast::kKeyBlock));
  return out;
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(perf) {
  emscripten::function("_fastLastError", &bindings::fast_last_error);
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
EMSCRIPTEN_KEEPALIVE void am_fast_release() { bindings::fast_release(); }
EMSCRIPTEN_KEEPALIVE double am_fast_run(int element_bytes, int n, int m, int d_k, int d_v, int heads, int causal,
                                        int path_code, int weights) {
  return bindings::fast_run(element_bytes, n, m, d_k, d_v, heads, causal != 0, path_code, weights != 0);
}
}
