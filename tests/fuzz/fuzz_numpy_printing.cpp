// libFuzzer target: numpy's text output (cpp/numpy/printing). Arbitrary bit
// patterns (NaN payloads, subnormals, -0, huge and tiny), lengths across
// numpy's 1000-item summarising threshold, any rounding precision.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "numpy/printing.hpp"

namespace {

double any_double(FuzzedDataProvider& in) {
  const std::uint64_t bits = in.ConsumeIntegral<std::uint64_t>();
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const int decimals = in.ConsumeIntegralInRange<int>(-20, 30);
  // Now and then a length at numpy's threshold (1000 items: printed in full
  // up to it, summarised with "..." above); such inputs are slow to format.
  const bool at_threshold = in.ConsumeIntegralInRange<int>(0, 63) == 0;
  const std::size_t count = at_threshold ? in.ConsumeIntegralInRange<std::size_t>(999, 1002)
                                         : in.ConsumeIntegralInRange<std::size_t>(0, 24);
  std::vector<double> values;
  values.reserve(count);
  // Few distinct values repeated: long arrays stay cheap to generate.
  for (std::size_t i = 0; i < count; ++i) values.push_back(in.remaining_bytes() >= 8 ? any_double(in) : i * 0.5);

  const std::string text = numpy::array_str(values);
  if (text.empty() || text.front() != '[' || text.back() != ']') __builtin_trap();
  numpy::round(values, decimals);
  if (!values.empty()) {
    if (decimals >= 0) numpy::format_fixed(values[0], decimals);
    numpy::pairwise_sum(values.data(), values.size());
  }
  const std::string word = in.ConsumeRandomLengthString(64);
  const std::size_t width = in.ConsumeIntegralInRange<std::size_t>(0, 80);
  if (numpy::format_str(word, width).size() < word.size()) __builtin_trap();
  return 0;
}
