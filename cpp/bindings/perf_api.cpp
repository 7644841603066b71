// The Embind surface of the fast path (cpp/api/fast.hpp, which checks
// everything):
//   fastAttention(options) → {output, path, weights?}: Float64Array or
//                            Float32Array by precision
//   fastAttentionLimits()  → the budget and the tiled path's limits
// (the tiled recurrence step by step is onlineSoftmax, online_softmax_api.cpp).
// Options are read by the same table conversions as every other call
// (convert.hpp): Q, K and V are typed arrays or Arrays of numbers, copied
// into wasm memory in one TypedArray.set each after the core has checked
// their counts.
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
using R = api::FastAttentionRequest;

const OptionTable<R> kFastAttention("fastAttention",
                                    attention_options<R>(&R::inputs) + mask_options<R>(&R::mask) +
                                        std::vector<Option<R>>{option<R>(arg::heads, &R::heads),
                                                               option<R>(arg::precision, &R::precision),
                                                               option<R>(arg::path, &R::path),
                                                               option<R>(arg::weights, &R::weights)});

// The result: its arrays in the precision asked for; `weights` only when
// asked for (undefined otherwise).
struct FastResult {
  api::FastAttentionAnswer answer;
  bool weights = false;
};

val fast_attention(val options) {
  return guarded([&] {
    R r;
    kFastAttention.read(options, r);
    return result_to_js(FastResult{api::run_fast_attention(r), r.weights});
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

namespace {

void register_results() {
  Result<FastResult>("FastAttentionResult")
      .field("output", [](const FastResult& r) {
        return std::visit([](const auto& result) { return to_js(result.output); }, r.answer.result);
      })
      .field("path", [](const FastResult& r) {
        // Made once: a string from C++ is decoded on every call otherwise.
        static const val tiled("tiled"), materialised("materialised");
        return r.answer.path == fast::Path::tiled ? tiled : materialised;
      })
      .field("weights", [](const FastResult& r) {
        if (!r.weights) return val::undefined();
        return std::visit([](const auto& result) { return to_js(result.weights); }, r.answer.result);
      });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(perf) {
  bindings::register_results();
  emscripten::function("_fastAttention", &bindings::fast_attention);
  emscripten::function("_fastAttentionLimits", &bindings::fast_attention_limits);
}
