// Every expected string below was printed by numpy 1.24.2 / Python 3.11
// (Debian bookworm), not written by hand. The broad randomized comparison is
// tests/parity/numpy_printing_parity.py; these pin each rule on its own.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "numpy/printing.hpp"

namespace {

const double kNan = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

std::vector<double> arange(int n, double scale = 1.0, double divisor = 1.0) {
  std::vector<double> v;
  for (int i = 0; i < n; ++i) v.push_back(i * scale / divisor);
  return v;
}

}  // namespace

TEST_CASE("array_str: positional layout, padding and -0.") {
  using numpy::array_str;
  CHECK(array_str({}) == "[]");
  CHECK(array_str({-0.0}) == "[-0.]");
  CHECK(array_str({0.0, 0.0}) == "[0. 0.]");
  CHECK(array_str({1.0, 0.25}) == "[1.   0.25]");
  CHECK(array_str({0.1, -0.0, 1.25}) == "[ 0.1  -0.    1.25]");
  CHECK(array_str({1e-4}) == "[0.0001]");
  CHECK(array_str({99999999.0}) == "[99999999.]");
  CHECK(array_str({99999999.99999999}) == "[99999999.99999999]");
}

TEST_CASE("array_str: at most 8 decimals, rounded half-even on the exact value") {
  using numpy::array_str;
  CHECK(array_str({0.1 + 0.2, 1.0}) == "[0.3 1. ]");
  CHECK(array_str({0.001953125}) == "[0.00195312]");  // exact tie -> even digit
  CHECK(array_str({0.000123456789}) == "[0.00012346]");
  std::vector<double> thirds;
  for (int i = 1; i <= 12; ++i) thirds.push_back(i / 3.0);
  CHECK(array_str(thirds) ==
        "[0.33333333 0.66666667 1.         1.33333333 1.66666667 2.\n"
        " 2.33333333 2.66666667 3.         3.33333333 3.66666667 4.        ]");
}

TEST_CASE("array_str: scientific notation") {
  using numpy::array_str;
  CHECK(array_str({1e-3, 2.345}) == "[1.000e-03 2.345e+00]");
  CHECK(array_str({1e-5, 1.0}) == "[1.e-05 1.e+00]");
  CHECK(array_str({0.0, 1e-5}) == "[0.e+00 1.e-05]");
  CHECK(array_str({-0.0, 1e-5}) == "[-0.e+00  1.e-05]");
  CHECK(array_str({1e8}) == "[1.e+08]");
  CHECK(array_str({123456789.0}) == "[1.23456789e+08]");
  CHECK(array_str({123456.789, -0.5}) == "[ 1.23456789e+05 -5.00000000e-01]");
  CHECK(array_str({1e5, 1e9, -3.5}) == "[ 1.0e+05  1.0e+09 -3.5e+00]");
  CHECK(array_str({std::pow(2.0, -20), 1.0}) == "[9.53674316e-07 1.00000000e+00]");
  // Three-digit exponents widen every exponent.
  CHECK(array_str({1e-5, 1e100}) == "[1.e-005 1.e+100]");
  CHECK(array_str({5e-324, 1.0}) == "[5.e-324 1.e+000]");
}

// Issue 13, defect 4: the common precision is filled with the value's exact
// digits (5e-324 is 4.94065...e-324), not with zeros after its shortest ones.
TEST_CASE("array_str: subnormals show their exact digits to the array's precision") {
  using numpy::array_str;
  CHECK(array_str({5e-324, 1.5}) == "[4.9e-324 1.5e+000]");
  CHECK(array_str({5e-324, 1.25}) == "[4.94e-324 1.25e+000]");
  CHECK(array_str({1.322682e-317, 7.133383156639338e-300}) == "[1.32268191e-317 7.13338316e-300]");
  CHECK(array_str({-1e-323, 1.0625}) == "[-9.8813e-324  1.0625e+000]");
  CHECK(array_str({0.0, 5e-324, 1.5}) == "[0.0e+000 4.9e-324 1.5e+000]");
  CHECK(array_str({2.2250738585072014e-308, 3.14159}) == "[2.22507386e-308 3.14159000e+000]");
  CHECK(array_str({1.5e-323}) == "[1.5e-323]");
}

TEST_CASE("array_str: nan and inf") {
  using numpy::array_str;
  CHECK(array_str({kNan}) == "[nan]");
  CHECK(array_str({kNan, kInf}) == "[nan inf]");
  CHECK(array_str({kNan, -kInf}) == "[ nan -inf]");
  CHECK(array_str({kNan, 1.0}) == "[nan  1.]");
  CHECK(array_str({kInf, -0.0}) == "[inf -0.]");
  CHECK(array_str({-kInf, 1.5, 0.25}) == "[-inf 1.5  0.25]");
  CHECK(array_str({kNan, 1e-5}) == "[   nan 1.e-05]");
  CHECK(array_str({1e-300, -1e300, kNan, 0.0}) == "[ 1.e-300 -1.e+300      nan  0.e+000]");
}

TEST_CASE("array_str: wrapping at 75 columns") {
  CHECK(numpy::array_str(arange(30, 1.5)) ==
        "[ 0.   1.5  3.   4.5  6.   7.5  9.  10.5 12.  13.5 15.  16.5 18.  19.5\n"
        " 21.  22.5 24.  25.5 27.  28.5 30.  31.5 33.  34.5 36.  37.5 39.  40.5\n"
        " 42.  43.5]");
}

TEST_CASE("array_str: summarised above 1000 elements, formatted from the edges") {
  CHECK(numpy::array_str(arange(2000)) ==
        "[0.000e+00 1.000e+00 2.000e+00 ... 1.997e+03 1.998e+03 1.999e+03]");
  CHECK(numpy::array_str(arange(2000, 1.0, 7.0)) ==
        "[0.00000000e+00 1.42857143e-01 2.85714286e-01 ... 2.85285714e+02\n"
        " 2.85428571e+02 2.85571429e+02]");
}

TEST_CASE("round: numpy's rint(x * 10**d) / 10**d") {
  using numpy::round_half_even;
  CHECK(round_half_even(2.675, 2) == 2.68);  // 267.49999999999997 * ... lands on 267.5
  CHECK(round_half_even(0.125, 2) == 0.12);
  CHECK(round_half_even(0.375, 2) == 0.38);
  CHECK(round_half_even(1234.5, 0) == 1234.0);
  CHECK(round_half_even(1.0000000000000002e-20, 25) == 1.0000000000000001e-20);
  const double minus_zero = round_half_even(-0.001, 2);
  CHECK(minus_zero == 0.0);
  CHECK(std::signbit(minus_zero));
  CHECK(numpy::array_str(numpy::round({-0.001, 0.125, 2.675}, 2)) == "[-0.    0.12  2.68]");
}

TEST_CASE("format_fixed: Python f-string .Nf") {
  using numpy::format_fixed;
  CHECK(format_fixed(2.675, 2) == "2.67");  // the exact binary value is below 2.675
  CHECK(format_fixed(0.125, 2) == "0.12");
  CHECK(format_fixed(2.5, 0) == "2");
  CHECK(format_fixed(-0.0004, 3) == "-0.000");
  CHECK(format_fixed(-0.0, 2) == "-0.00");
  CHECK(format_fixed(1e22, 1) == "10000000000000000000000.0");
  CHECK(format_fixed(-kInf, 2) == "-inf");
  CHECK(format_fixed(kInf, 2) == "inf");
  CHECK(format_fixed(-kNan, 2) == "nan");
}

TEST_CASE("format_str: left aligned, width in code points, never truncated") {
  using numpy::format_str;
  CHECK(format_str("query", 8) == "query   ");
  CHECK(format_str("query", 3) == "query");
  CHECK(format_str("", 2) == "  ");
  CHECK(format_str("\xcf\x83", 3) == "\xcf\x83  ");  // "σ" is one character
}

TEST_CASE("pairwise_sum: numpy's association, bit for bit") {
  auto row = [](int n) {
    std::vector<double> v;
    for (int i = 0; i < n; ++i) v.push_back(((i * 7919) % 1000) / 997.0 - 0.5);
    return v;
  };
  auto sum = [](const std::vector<double>& v) { return numpy::pairwise_sum(v.data(), v.size()); };
  CHECK(sum(row(9)) == 0x1.32d72c6bd7f18p-1);
  CHECK(sum(row(200)) == -0x1.341fd6eab0252p-1);    // differs from a sequential sum
  CHECK(sum(row(9000)) == 0x1.20ddd97c0521ep+3);    // two 8192-element buffers
  CHECK(sum(row(20000)) == 0x1.40f67fdf2225cp+4);
  CHECK(sum(arange(10, 0.1)) == 0x1.2000000000001p+2);
  CHECK(sum(arange(200, 0.1)) == 0x1.f180000000000p+10);
  CHECK(sum(arange(20000, 0.1)) == 0x1.3129180000000p+24);
  // np.sum of -0.0s is +0.0: the reduction starts from the identity 0.0.
  for (int n : {1, 2, 9}) {
    const double s = sum(std::vector<double>(n, -0.0));
    CHECK(s == 0.0);
    CHECK_FALSE(std::signbit(s));
  }
  CHECK(numpy::pairwise_sum(nullptr, 0) == 0.0);
}

// Regression for tests/fuzz/regressions/numpy_printing/negative-decimals-empty-input:
// negative decimals read before the start of the power-of-ten table. Expected
// values printed by np.round(np.float64(x), d) in numpy 1.24.2.
TEST_CASE("round_half_even: negative decimals round to tens, like np.round") {
  using numpy::round_half_even;
  CHECK(round_half_even(1234.5678, -2) == 1200.0);
  CHECK(round_half_even(1250.0, -2) == 1200.0);
  CHECK(round_half_even(1350.0, -2) == 1400.0);
  CHECK(round_half_even(-1250.0, -1) == -1250.0);
  CHECK(round_half_even(5.0, -1) == 0.0);
  CHECK(round_half_even(15.0, -1) == 20.0);
  CHECK(round_half_even(1e300, -20) == 1e300);
  CHECK(round_half_even(123.0, -25) == 0.0);
}
