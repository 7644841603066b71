// The Embind surface of the fast path (cpp/api/fast.hpp, which checks
// everything):
//   fastAttention(options) → {output, path, weights?}: Float64Array or
//                            Float32Array by precision
//   fastAttentionLimits()  → the budget and the tiled path's limits
// (the tiled recurrence step by step is onlineSoftmax, online_softmax_api.cpp).
// Options are read by the same table conversions as every other call
// (convert.hpp): a number is a JS number, Q, K and V are typed arrays or
// Arrays of numbers, copied into wasm memory in one TypedArray.set each after
// the core has checked their counts.
#include <emscripten/bind.h>

#include <variant>

#include "api/fast.hpp"
#include "attention/limits.hpp"
#include "bindings/convert.hpp"
#include "bindings/tables.hpp"

namespace bindings {
namespace {

namespace fast = attention::fast;
namespace limits = attention::limits;

val fast_attention(val options) {
  return guarded([&] {
    api::FastAttentionRequest r;
    read_options(options, "fastAttention",
                 attention_fields(r.inputs) + mask_fields(r.mask) +
                     Fields{field("heads", r.heads), field("precision", r.precision), field("path", r.path),
                            field("weights", r.weights)});
    const api::FastAttentionAnswer a = api::run_fast_attention(r);
    val out = val::object();
    std::visit([&](const auto& result) {
      out.set("output", to_js(result.output));
      if (r.weights) out.set("weights", to_js(result.weights));
    }, a.result);
    out.set("path", std::string(a.path == fast::Path::tiled ? "tiled" : "materialised"));
    return out;
  });
}

val fast_attention_limits() { return fast_attention_limits_to_js(); }

}  // namespace

val fast_attention_limits_to_js() {
  val out = val::object();
  out.set("scoreBudgetBytes", static_cast<double>(fast::kScoreBudgetBytes));
  out.set("maxTiledSequence", static_cast<double>(fast::kMaxTiledSequence));
  out.set("maxTiledWidth", static_cast<double>(fast::kMaxTiledWidth));
  out.set("maxTiledCells", static_cast<double>(limits::kMaxMatrixCells));
  out.set("maxHeads", static_cast<double>(limits::kMaxHeads));
  out.set("queryBlock", static_cast<double>(fast::kQueryBlock));
  out.set("keyBlock", static_cast<double>(fast::kKeyBlock));
  return out;
}

}  // namespace bindings

EMSCRIPTEN_BINDINGS(perf) {
  emscripten::function("_fastAttention", &bindings::fast_attention);
  emscripten::function("_fastAttentionLimits", &bindings::fast_attention_limits);
}
