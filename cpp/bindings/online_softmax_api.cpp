// Embind for the online-softmax trace (the page's online-softmax section):
// reads Q, K, V and the chunk size, returns every step as plain JS values.
#include <emscripten/bind.h>

#include "api/fast.hpp"
#include "bindings/convert.hpp"
#include "bindings/tables.hpp"

namespace bindings {
namespace {

using R = api::OnlineSoftmaxRequest;

const OptionTable<R> kOnlineSoftmax("onlineSoftmax", attention_options<R>(&R::inputs) +
                                                         std::vector<Option<R>>{option<R>(arg::chunk, &R::chunk)});

val online_softmax_trace(val options) {
  return guarded([&] {
    R r;
    kOnlineSoftmax.read(options, r);
    return result_to_js(api::run_online_softmax(r));
  });
}

void register_results() {
  using attention::OnlineSoftmaxStep;
  Result<OnlineSoftmaxStep>("OnlineSoftmaxStep")
      .field("keyBegin", &OnlineSoftmaxStep::key_begin)
      .field("keyEnd", &OnlineSoftmaxStep::key_end)
      .field("runningMax", &OnlineSoftmaxStep::running_max)
      .field("runningSum", &OnlineSoftmaxStep::running_sum)
      .field("rescale", &OnlineSoftmaxStep::rescale)
      .field("output", &OnlineSoftmaxStep::output);
  using attention::OnlineSoftmaxTrace;
  Result<OnlineSoftmaxTrace>("OnlineSoftmaxTrace")
      .field("steps", [](const OnlineSoftmaxTrace& t) { return list_to_js(t.steps); })
      .field("reference", &OnlineSoftmaxTrace::reference)
      .field("finalDifference", &OnlineSoftmaxTrace::final_difference)
      .field("withoutRescale", &OnlineSoftmaxTrace::without_rescale)
      .field("withoutRescaleSum", &OnlineSoftmaxTrace::without_rescale_sum);
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(online_softmax) {
  bindings::register_results();
  emscripten::function("_onlineSoftmax", &bindings::online_softmax_trace);
}
