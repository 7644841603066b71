// The transformer model's conversions, shared with the test module's
// gradient hook (cpp/bindings/test/transformer_hooks.cpp).
#pragma once

#include "api/transformer.hpp"
#include "bindings/convert.hpp"

namespace bindings {

// The `model` option: config, weights and Adam's state, read into the
// TransformerModelRequest at `path` of a request R (transformer_api.cpp).
const OptionTable<api::TransformerModelRequest>& model_table();
template <class R, class... Members>
Option<R> model_option(Members... path) {
  return object_option<R>(attention::arg::model, model_table(), "transformerInit or transformerTrain", path...);
}

}  // namespace bindings
