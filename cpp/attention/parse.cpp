#include "attention/parse.hpp"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <utility>

#include "attention/error.hpp"

namespace attention {
namespace {

constexpr std::string_view kMinusSign = "\xE2\x88\x92";  // U+2212 '−'
constexpr std::string_view kInfinity = "\xE2\x88\x9E";   // U+221E '∞'

bool is_digit(char c) { return c >= '0' && c <= '9'; }

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

// A pasted paragraph should not become a paragraph-long message; cut on a
// UTF-8 boundary so the message stays valid text.
std::string quoted(std::string_view text) {
  std::size_t end = text.size() > 24 ? 24 : text.size();
  while (end < text.size() && end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  std::string out = "\xE2\x80\x9C";  // “
  out.append(text.substr(0, end));
  if (end < text.size()) out.append("\xE2\x80\xA6");  // …
  out.append("\xE2\x80\x9D");                          // ”
  return out;
}

// [+-]?(digits[.digits?]|.digits)([eE][+-]?digits)?, the page's grammar.
bool is_decimal(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  std::size_t int_digits = 0, frac_digits = 0;
  while (i < s.size() && is_digit(s[i])) ++i, ++int_digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && is_digit(s[i])) ++i, ++frac_digits;
  }
  if (int_digits + frac_digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t exp_digits = 0;
    while (i < s.size() && is_digit(s[i])) ++i, ++exp_digits;
    if (exp_digits == 0) return false;
  }
  return i == s.size();
}

// Returns 0 for no sign, else +1/-1, and strips the sign from `s`.
int take_sign(std::string_view& s) {
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    int sign = s[0] == '-' ? -1 : 1;
    s.remove_prefix(1);
    return sign;
  }
  if (s.substr(0, kMinusSign.size()) == kMinusSign) {
    s.remove_prefix(kMinusSign.size());
    return -1;
  }
  return 0;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

std::string cell_name(std::size_t row, std::size_t col) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1);
}

// Positions as the reader counts them, from 1, as in the message.
ErrorParams cell_params(std::size_t row, std::size_t col) {
  return {{"row", static_cast<double>(row + 1)}, {"column", static_cast<double>(col + 1)}};
}

// The matrix parser's errors are about the API's `text` argument.
[[noreturn]] void fail_text(ErrorCode code, const std::string& message, ErrorParams params = {}) {
  throw InputError(code, "text", message, std::move(params));
}

}  // namespace

double parse_number(std::string_view text) {
  if (text.empty()) throw InputError(ErrorCode::required, "", "empty: a number is missing");
  std::string_view rest = text;
  int sign = take_sign(rest);
  if (equals_ignoring_case(rest, "inf") || equals_ignoring_case(rest, "infinity") || rest == kInfinity) {
    return sign < 0 ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  }
  if (sign == 0 && equals_ignoring_case(rest, "nan")) return std::numeric_limits<double>::quiet_NaN();
  if (!is_decimal(text)) {
    throw InputError(ErrorCode::type, "", quoted(text) + " is not a number", {{"value", std::string(text)}});
  }
  // strtod reads the validated spelling only; the copy gives it a terminator.
  std::string terminated(text);
  double value = std::strtod(terminated.c_str(), nullptr);
  if (std::isinf(value)) {
    throw InputError(ErrorCode::range, "", quoted(text) + " is too large: write inf for an infinity",
                     {{"value", std::string(text)}});
  }
  return value + 0.0;  // -0 stays -0 in IEEE; + 0.0 gives +0 for "-0"
}

ParsedMatrix parse_matrix(std::string_view text) {
  if (text.size() > kMaxParseBytes) {
    fail_text(ErrorCode::limit,
              std::to_string(text.size()) + " bytes is more than the limit of " + std::to_string(kMaxParseBytes),
              {{"got", static_cast<double>(text.size())}, {"max", static_cast<double>(kMaxParseBytes)}});
  }
  ParsedMatrix out;
  std::size_t row_start = 0;
  while (row_start <= text.size()) {
    std::size_t row_end = text.find_first_of(";\n", row_start);
    if (row_end == std::string_view::npos) row_end = text.size();
    std::string_view row = trim(text.substr(row_start, row_end - row_start));
    row_start = row_end + 1;
    if (row.empty()) continue;  // blank lines and a trailing ';'
    std::size_t col = 0;
    std::size_t i = 0;
    // Cells are split by one comma (with spaces around it) or by spaces
    // alone; two commas in a row leave an empty cell, which is an error.
    while (i < row.size()) {
      std::size_t end = i;
      while (end < row.size() && row[end] != ',' && !is_space(row[end])) ++end;
      std::string_view cell = row.substr(i, end - i);
      if (cell.empty()) {
        fail_text(ErrorCode::required, cell_name(out.rows, col) + " is empty", cell_params(out.rows, col));
      }
      if (out.values.size() >= kMaxParseCells) {
        fail_text(ErrorCode::limit, "more than " + std::to_string(kMaxParseCells) + " numbers",
                  {{"max", static_cast<double>(kMaxParseCells)}});
      }
      try {
        out.values.push_back(parse_number(cell));
      } catch (const InputError& e) {
        ErrorParams params = cell_params(out.rows, col);
        params.insert(params.end(), e.params().begin(), e.params().end());
        fail_text(e.code(), cell_name(out.rows, col) + ": " + e.what(), std::move(params));
      }
      ++col;
      i = end;
      while (i < row.size() && is_space(row[i])) ++i;
      if (i < row.size() && row[i] == ',') {
        ++i;
        while (i < row.size() && is_space(row[i])) ++i;
        if (i == row.size()) {
          fail_text(ErrorCode::required, cell_name(out.rows, col) + " is empty (a trailing comma)",
                    cell_params(out.rows, col));
        }
      }
    }
    if (out.rows == 0) {
      out.cols = col;
    } else if (col != out.cols) {
      fail_text(ErrorCode::shape,
                "row " + std::to_string(out.rows + 1) + " has " + std::to_string(col) + " numbers, but row 1 has " +
                    std::to_string(out.cols),
                {{"row", static_cast<double>(out.rows + 1)}, {"expected", static_cast<double>(out.cols)},
                 {"got", static_cast<double>(col)}});
    }
    ++out.rows;
  }
  if (out.rows == 0) fail_text(ErrorCode::required, "no numbers: the matrix is empty");
  return out;
}

}  // namespace attention
