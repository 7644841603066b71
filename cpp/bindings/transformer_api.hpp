// The transformer model's conversions, shared with the test module's
// gradient hook (cpp/bindings/test/transformer_hooks.cpp).
#pragma once

#include "api/transformer.hpp"
#include "bindings/convert.hpp"

namespace bindings {

// The `model` option: config, weights and Adam's state (transformer_api.cpp).
Field model_field(api::TransformerModelRequest& model);
// transformerForward's options: model and tokens.
Fields forward_fields(api::TransformerForwardRequest& request);
val model_to_js(const transformer::Model& model, const transformer::AdamState& adam);

}  // namespace bindings
