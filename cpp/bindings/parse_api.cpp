// The text parser the page shares with callers: parseMatrix(text).
#include <emscripten/bind.h>

#include <string>

#include "attention/parse.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

val parse_matrix(val text) {
  return guarded([&] {
    const attention::ParsedMatrix m = attention::parse_matrix(string_value(text, "text"));
    val out = val::object();
    out.set("rows", static_cast<double>(m.rows));
    out.set("cols", static_cast<double>(m.cols));
    out.set("values", to_js(m.values));
    return out;
  });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(attention_math_parse) { emscripten::function("_parseMatrix", &bindings::parse_matrix); }
