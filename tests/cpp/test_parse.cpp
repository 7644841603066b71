// The text parser behind parseMatrix and the page's x= links. Expected values
// are what Python's float() gives for the same spelling.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "attention/parse.hpp"

using attention::parse_matrix;
using attention::parse_number;

namespace {

std::string error_of(std::string_view text) {
  try {
    parse_matrix(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("parse_number: the page's spellings") {
  CHECK(parse_number("3") == 3.0);
  CHECK(parse_number("-0.5") == -0.5);
  CHECK(parse_number(".5") == 0.5);
  CHECK(parse_number("5.") == 5.0);
  CHECK(parse_number("1e-3") == 0.001);
  CHECK(parse_number("2E+4") == 20000.0);
  CHECK(parse_number("0.1") == 0.1);
  CHECK(parse_number("-inf") == -std::numeric_limits<double>::infinity());
  CHECK(parse_number("Infinity") == std::numeric_limits<double>::infinity());
  CHECK(parse_number("\xE2\x88\x92\xE2\x88\x9E") == -std::numeric_limits<double>::infinity());
  CHECK(std::isnan(parse_number("NaN")));
  CHECK(!std::signbit(parse_number("-0")));
  CHECK(parse_number("1e-400") == 0.0);  // underflow is a number, overflow is not
}

TEST_CASE("parse_number: refusals say what was wrong") {
  for (const char* bad : {"", "abc", "0x10", "1,000", "1e", "e5", "+-1", "--1", ".", "1..2", "- 1", "nan1", "-nan"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(parse_number(bad), std::invalid_argument);
  }
  CHECK_THROWS_WITH(parse_number("1e400"), doctest::Contains("too large"));
  CHECK_THROWS_WITH(parse_number("abc"), doctest::Contains("is not a number"));
}

TEST_CASE("parse_matrix: rows by newline or ';', columns by comma or space") {
  auto m = parse_matrix("1, 2, 3\n4 5 6");
  CHECK(m.rows == 2);
  CHECK(m.cols == 3);
  CHECK(m.values == std::vector<double>{1, 2, 3, 4, 5, 6});
  auto s = parse_matrix(" 1,2 ; 3,-inf ;\n\n");
  CHECK(s.rows == 2);
  CHECK(s.cols == 2);
  CHECK(s.values[3] == -std::numeric_limits<double>::infinity());
  auto crlf = parse_matrix("1\t2\r\n3\t4\r\n");
  CHECK(crlf.rows == 2);
  CHECK(crlf.cols == 2);
}

TEST_CASE("parse_matrix: errors name the API argument (text), the row and the column") {
  CHECK(error_of("1, 2\n3, x") == "text: row 2, column 2: \xE2\x80\x9Cx\xE2\x80\x9D is not a number");
  CHECK(error_of("1,,2") == "text: row 1, column 2 is empty");
  CHECK(error_of("1, 2,") == "text: row 1, column 3 is empty (a trailing comma)");
  CHECK(error_of("1 2\n3") == "text: row 2 has 1 numbers, but row 1 has 2");
  CHECK(error_of("") == "text: no numbers: the matrix is empty");
  CHECK(error_of(" ;\n ") == "text: no numbers: the matrix is empty");
  CHECK(error_of("1e400") == "text: row 1, column 1: \xE2\x80\x9C" "1e400\xE2\x80\x9D is too large: write inf for an infinity");
}

TEST_CASE("parse_matrix: long text is cut in messages on a character boundary") {
  std::string word(30, 'a');
  word += "\xE2\x88\x9E";
  std::string message = error_of(word);
  CHECK(message.find("\xE2\x80\xA6") != std::string::npos);
  std::string big(attention::kMaxParseBytes + 1, '1');
  CHECK_THROWS_WITH(parse_matrix(big), doctest::Contains("more than the limit"));
}
