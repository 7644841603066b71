// Drives cpp/numpy/printing for tests/parity/numpy_printing_parity.py.
//
// One command per input line, one JSON string per output line. Doubles travel
// as 16-hex-digit IEEE bit patterns so that no value is altered in transit;
// strings travel hex-encoded (UTF-8 bytes) for the same reason.
//   str <n> <hex>...      -> str(np.array(values))
//   fixed <d> <hex>       -> f"{x:.{d}f}"
//   round <d> <hex>...    -> np.round(x, d), each as hex, space separated
//   sum <n> <hex>...      -> np.sum(values) as hex
//   pad <w> <hexbytes>    -> f"{s:{w}s}"   ("-" stands for the empty string)
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "numpy/printing.hpp"

namespace {

double from_hex(const std::string& hex) {
  const std::uint64_t bits = std::stoull(hex, nullptr, 16);
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

std::string to_hex(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(bits));
  return buf;
}

std::string decode_bytes(const std::string& hex) {
  std::string out;
  if (hex == "-") return out;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
    out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  }
  return out;
}

// JSON string with control characters escaped; other bytes pass through.
std::string json(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::vector<double> read_doubles(std::istringstream& in, std::size_t n) {
  std::vector<double> values(n);
  std::string hex;
  for (auto& v : values) {
    in >> hex;
    v = from_hex(hex);
  }
  return values;
}

std::string run(const std::string& line) {
  std::istringstream in(line);
  std::string op;
  in >> op;
  if (op == "str") {
    std::size_t n = 0;
    in >> n;
    return numpy::array_str(read_doubles(in, n));
  }
  if (op == "fixed") {
    int d = 0;
    std::string hex;
    in >> d >> hex;
    return numpy::format_fixed(from_hex(hex), d);
  }
  if (op == "round") {
    int d = 0;
    std::string hex, out;
    in >> d;
    while (in >> hex) out += (out.empty() ? "" : " ") + to_hex(numpy::round_half_even(from_hex(hex), d));
    return out;
  }
  if (op == "sum") {
    std::size_t n = 0;
    in >> n;
    const std::vector<double> values = read_doubles(in, n);
    return to_hex(numpy::pairwise_sum(values.data(), values.size()));
  }
  if (op == "pad") {
    std::size_t w = 0;
    std::string hex;
    in >> w >> hex;
    return numpy::format_str(decode_bytes(hex), w);
  }
  return "unknown op: " + op;
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::cout << json(run(line)) << '\n';
  }
  return 0;
}
