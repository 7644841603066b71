#include "bindings/tables.hpp"

namespace bindings {

Fields attention_fields(api::AttentionInputs& in) {
  return {field("Q", in.q), field("K", in.k),     field("V", in.v),     field("n", in.n),
          field("m", in.m), field("dK", in.d_k), field("dV", in.d_v)};
}

Fields layer_fields(api::LayerInputs& in) {
  return {field("X", in.x),    field("n", in.n),    field("dModel", in.d_model), field("heads", in.heads),
          field("dK", in.d_k), field("dV", in.d_v), field("WQ", in.w_q),         field("WK", in.w_k),
          field("WV", in.w_v), field("WO", in.w_o)};
}

}  // namespace bindings
