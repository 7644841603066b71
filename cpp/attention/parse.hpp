// Text → numbers, for matrices a reader types or pastes and for the x= of a
// link. One parser for the page and the API, so the one the fuzzer hammers
// (tests/fuzz/fuzz_parse.cpp) is the one readers hit.
//
// Numbers: 3, -0.5, .5, 1e-3, 2E+4 (no hex, no '0x', no thousands
// separators), plus inf/infinity/∞ with an optional sign ('+', '-' or the
// minus sign '−') and nan. Overflow such as 1e400 is an error, not ∞: an
// infinity must be asked for.
// Matrices: rows separated by newlines or ';', cells by ',' and/or spaces.
// Blank rows are skipped; every row must have as many cells as the first.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace attention {

// Largest input the parser reads: longer text is refused before any work.
constexpr std::size_t kMaxParseBytes = std::size_t{1} << 20;
constexpr std::size_t kMaxParseCells = std::size_t{1} << 16;

struct ParsedMatrix {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<double> values;  // row-major, rows·cols entries
};

// Throws InputError (argument "") saying what is wrong with the cell; the
// message starts with "“text”" so a caller can prefix where it was.
double parse_number(std::string_view text);

// Throws InputError for the API's argument "text", naming the row and column
// (from 1, in the message and in params) of the first bad cell, or the rows
// whose lengths differ.
ParsedMatrix parse_matrix(std::string_view text);

}  // namespace attention
