// Embind surface of the fast path (cpp/attention/fast_attention.hpp):
//   fastAttention(options)       → {output, path, weights?}
//                                  (perf_api.post.js, over the am_fast_* exports below)
//   (the tiled recurrence step by step is onlineSoftmax, online_softmax_api.cpp)
//   fastAttentionLimits()        → the budget and the tiled path's limits
//
// The numeric half of fastAttention (perf_api.post.js is the other half):
// the JS wrapper reads the options and copies the arrays straight into a
// workspace in wasm memory, then calls the plain exports at the end of this
// file with numbers only. Through Embind each of those calls would go
// through its generic invoker (-sDYNAMIC_EXECUTION=0 forbids the generated
// one), which alone costs more than a small call's arithmetic; a plain wasm
// export costs next to nothing (tests/bench/README.md, "The fast kernel",
// has the figures). Every rule is the core's: this file only moves numbers
// between JS and it.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "attention/fast/scratch.hpp"
#include "attention/fast_attention.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

namespace fast = attention::fast;
using attention::ErrorCode;
using attention::InputError;

// The request as am_fast_plan accepted it, for am_fast_workspace and
// am_fast_run, which JS calls next.
struct Request {
  fast::Shape shape;
  std::int64_t element_bytes = 8;
  fast::Path path = fast::Path::automatic;  // resolved: materialised or tiled
  bool causal = false, weights = false;
  double fill = attention::kMaskedScore;
  std::int64_t padding_length = -1;  // -1: no keyPadding
};
Request request;

// The exports return plain numbers, negative on failure, with the error
// kept for _fastLastError(): an emval handle per call costs more than the
// whole n = 4 kernel.
std::optional<InputError> last_error;
std::string last_unexpected;  // a refusal that is not an InputError (there should be none)

template <class Body>
double coded(Body&& body) {
  last_error.reset();
  last_unexpected.clear();
  try {
    return body();
  } catch (const InputError& e) {
    last_error = e;
  } catch (const std::bad_alloc&) {
    last_error = InputError(ErrorCode::out_of_memory, "", "out of memory: the request is larger than this page can hold");
  } catch (const std::exception& e) {
    last_unexpected = e.what();
  }
  return -1;
}

val fast_last_error() {
  if (last_error) return error_to_js(*last_error);
  val error = val::object();  // no code: the JS Error gets "invalid"
  error.set("error", last_unexpected);
  return error;
}

// The code JS passes for a precision or path name the core accepted
// (perf_api.post.js asks once per name and keeps the answer).
val fast_option(std::string name, std::string value) {
  return guarded([&] {
    if (name == "precision") return val(static_cast<double>(fast::parse_precision(value)));
    return val(static_cast<double>(fast::parse_path(value)));
  });
}

// Sizes arrive as doubles: JS has checked they are integers within ±2^53
// (conversion, like convert.cpp's integer_value), so nothing wraps here.
std::int64_t size(double value) { return static_cast<std::int64_t>(value); }

double fast_plan(double element_bytes, double n, double m, double d_k, double d_v, double heads, double path_code,
                 bool weights, bool causal, double fill, double q_length, double k_length, double v_length,
                 double padding_length) {
  return coded([&] {
    Request r;
    r.shape = {size(n), size(m), size(d_k), size(d_v), size(heads)};
    r.element_bytes = size(element_bytes) == 4 ? 4 : 8;
    r.causal = causal, r.weights = weights, r.fill = fill, r.padding_length = size(padding_length);
    r.path = fast::plan(r.shape, r.element_bytes, static_cast<fast::Path>(size(path_code)), weights);
    fast::require_lengths(r.shape, size(q_length), size(k_length), size(v_length));
    fast::require_mask(r.padding_length, r.fill, r.shape.m, r.element_bytes);
    request = r;
    return static_cast<double>(r.path);
  });
}

// Elements of Q, K, V, the output and the weights, one after another
// (perf_api.post.js copies to and from the same places); the keyPadding
// flags follow as bytes. Bounded by the limits plan() checked.
std::int64_t workspace_elements(const Request& r) {
  const fast::Shape& s = r.shape;
  return s.heads * (s.n * s.d_k + s.m * s.d_k + s.m * s.d_v + s.n * s.d_v + (r.weights ? s.n * s.m : 0));
}

// Kept for the next call while small, freed by fast_release() once JS has
// copied a large call's output out.
fast::ReusableBuffer<double> workspace;
double* workspace_data = nullptr;

// The workspace's address in wasm memory.
double fast_workspace() {
  return coded([&] {
    const std::int64_t bytes = workspace_elements(request) * request.element_bytes +
                               std::max<std::int64_t>(request.padding_length, 0);
    workspace_data = workspace.acquire(static_cast<std::size_t>((bytes + 7) / 8));
    return static_cast<double>(reinterpret_cast<std::uintptr_t>(workspace_data));
  });
}

void fast_release() {
  workspace.release();
  workspace_data = nullptr;
}

template <class T>
double fast_run_typed(const Request& r) {
  const fast::Shape& s = r.shape;
  fast::Problem<T> p;
  p.shape = s;
  T* base = reinterpret_cast<T*>(workspace_data);
  p.q = base;
  p.k = p.q + s.heads * s.n * s.d_k;
  p.v = p.k + s.heads * s.m * s.d_k;
  T* output = base + s.heads * (s.n * s.d_k + s.m * s.d_k + s.m * s.d_v);
  T* weights = r.weights ? output + s.heads * s.n * s.d_v : nullptr;
  const auto* flags = reinterpret_cast<const std::uint8_t*>(base + workspace_elements(r));
  p.mask.causal = r.causal;
  p.mask.fill = r.fill;
  if (r.padding_length >= 0) p.mask.key_padding.assign(flags, flags + r.padding_length);
  return static_cast<double>(fast::attend(p, output, weights, r.path));
}

double fast_run() {
  return coded([&] {
    return request.element_bytes == 4 ? fast_run_typed<float>(request) : fast_run_typed<double>(request);
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
  emscripten::function("_fastOption", &bindings::fast_option);
  emscripten::function("_fastAttentionLimits", &bindings::fast_attention_limits);
}

// The hot path's plain exports (Module._am_fast_*; perf_api.post.js takes
// them off Module). Booleans arrive as 0/1; path codes are fast::Path's.
extern "C" {
EMSCRIPTEN_KEEPALIVE double am_fast_plan(double element_bytes, double n, double m, double d_k, double d_v, double heads,
                                         double path_code, int weights, int causal, double fill, double q_length,
                                         double k_length, double v_length, double padding_length) {
  return bindings::fast_plan(element_bytes, n, m, d_k, d_v, heads, path_code, weights != 0, causal != 0, fill,
                             q_length, k_length, v_length, padding_length);
}
EMSCRIPTEN_KEEPALIVE double am_fast_workspace() { return bindings::fast_workspace(); }
EMSCRIPTEN_KEEPALIVE double am_fast_run() { return bindings::fast_run(); }
EMSCRIPTEN_KEEPALIVE void am_fast_release() { bindings::fast_release(); }
}
