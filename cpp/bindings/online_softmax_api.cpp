// Embind for the online-softmax trace (the page's online-softmax section):
// reads Q, K, V and the chunk size, returns every step as plain JS values.
#include <emscripten/bind.h>

#include "api/fast.hpp"
#include "bindings/convert.hpp"
#include "bindings/tables.hpp"

namespace bindings {
namespace {

val step_to_js(const attention::OnlineSoftmaxStep& step) {
  val out = val::object();
  out.set("keyBegin", static_cast<double>(step.key_begin));
  out.set("keyEnd", static_cast<double>(step.key_end));
  out.set("runningMax", to_js(step.running_max));
  out.set("runningSum", to_js(step.running_sum));
  out.set("rescale", to_js(step.rescale));
  out.set("output", to_js(step.output));
  return out;
}

val online_softmax_trace(val options) {
  return guarded([&] {
    api::OnlineSoftmaxRequest r;
    read_options(options, "onlineSoftmax", attention_fields(r.inputs) + Fields{field("chunk", r.chunk)});
    const attention::OnlineSoftmaxTrace trace = api::run_online_softmax(r);
    val steps_js = val::array();
    for (const auto& step : trace.steps) steps_js.call<void>("push", step_to_js(step));
    val out = val::object();
    out.set("steps", steps_js);
    out.set("reference", to_js(trace.reference));
    out.set("finalDifference", trace.final_difference);
    return out;
  });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(online_softmax) {
  emscripten::function("_onlineSoftmax", &bindings::online_softmax_trace);
}
