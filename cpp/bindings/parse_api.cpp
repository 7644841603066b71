// The text parser the page shares with callers: parseMatrix(text).
#include <emscripten/bind.h>

#include <string>

#include "attention/parse.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

val parse_matrix(val text) {
  return guarded([&] { return result_to_js(attention::parse_matrix(string_value(text, arg::text))); });
}

void register_results() {
  using attention::ParsedMatrix;
  Result<ParsedMatrix>("ParsedMatrix")
      .field("rows", &ParsedMatrix::rows)
      .field("cols", &ParsedMatrix::cols)
      .field("values", &ParsedMatrix::values);
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(attention_math_parse) {
  bindings::register_results();
  emscripten::function("_parseMatrix", &bindings::parse_matrix);
}
