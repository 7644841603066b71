// libFuzzer target: the matrix/number text parser (cpp/attention/parse).
// Any text must either parse into a consistent matrix or throw
// std::invalid_argument with a message; and what parses must survive a
// print-and-reparse round trip bit for bit.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

#include "attention/parse.hpp"

namespace {

void check_round_trip(const attention::ParsedMatrix& m) {
  for (double x : m.values) {
    if (std::isnan(x)) continue;
    char text[64];
    std::snprintf(text, sizeof text, "%.17g", x);
    const double again = attention::parse_number(text);
    if (std::memcmp(&again, &x, sizeof x) != 0 && !(again == 0 && x == 0)) __builtin_trap();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const attention::ParsedMatrix m = attention::parse_matrix(text);
    if (m.rows == 0 || m.cols == 0 || m.values.size() != m.rows * m.cols) __builtin_trap();
    check_round_trip(m);
  } catch (const std::invalid_argument& e) {
    if (e.what()[0] == '\0') __builtin_trap();
  }
  try {
    attention::parse_number(text);
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
