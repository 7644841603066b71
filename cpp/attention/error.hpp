// Why the core refused an input, for people and for programs.
//
// Every rule about what a valid request is lives in the core, so the core is
// also where a refusal is described. The message is English for a reader;
// code, argument and params say the same thing to a program: the page puts
// the message beside the field named by `argument`, and a translation can be
// built from `code` and `params` alone.
//
// `argument` is the JS API's spelling of the input ("Q", "dK", "keyPadding"),
// also when the core is called from C++, or "" when the request as a whole is
// wrong. Params use these names: expected, got, min, max, row, column, index,
// value, known (a comma-separated list), rows, cols, cells. A position in a
// matrix (row, column, index) counts from 0, except in parsed text, where
// row and column are the reader's, from 1, as its message says.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace attention {

enum class ErrorCode {
  type,            // not the kind of value the argument takes (text where a number belongs)
  required,        // missing
  unknown_option,  // an option the call does not have (a typo such as dk for dK)
  range,           // a number (or a choice) outside its allowed set
  shape,           // the wrong length or shape for the sizes given
  not_finite,      // NaN or ±Infinity where only finite numbers are allowed
  limit,           // a size, or a product of sizes, above what the API accepts
  incompatible,    // each value fine alone, not together (5 heads for d_model = 24)
  overflow,        // finite inputs whose result does not fit the precision
  out_of_memory,   // the request is larger than this process can hold
};
// (The JS layer adds one more, "arity": a call with the wrong number of arguments.)

// "not_finite": the spelling programs see.
const char* code_name(ErrorCode code);

using ErrorParamValue = std::variant<double, std::string>;
using ErrorParams = std::vector<std::pair<std::string, ErrorParamValue>>;

class InputError : public std::invalid_argument {
 public:
  // what() is "argument: message" (or just the message when argument is empty).
  InputError(ErrorCode code, std::string argument, const std::string& message, ErrorParams params = {});

  ErrorCode code() const { return code_; }
  const std::string& argument() const { return argument_; }
  const ErrorParams& params() const { return params_; }

 private:
  ErrorCode code_;
  std::string argument_;
  ErrorParams params_;
};

// A number as JS writes the non-finite ones: "NaN", "Infinity", "-Infinity";
// finite numbers as std::to_string does.
std::string js_number(double value);
// For params: a finite number stays a number, NaN and ±Infinity become their
// JS spelling (a plain object of numbers and strings survives JSON).
ErrorParamValue number_param(double value);
// An integer for messages, without std::to_string's ".000000".
std::string integer_text(double value);

// The rules many entry points share, each written once.

// A finite number above 0 (a step, a learning rate, a scale).
void require_positive(double value, const std::string& argument);

// One of `choices`; returns its index. "expected 'a', 'b' or 'c', got 'x'".
std::size_t require_choice(const std::string& value, std::initializer_list<const char*> choices,
                           const std::string& argument);

// Where an entry is, for a message and its params: a matrix cell is
// "row 1, column 2" with {row, column}; an entry of a list is "index 5" with {index}.
struct Position {
  std::string text;
  ErrorParams params;
};
Position cell_position(std::int64_t row, std::int64_t column);
Position list_position(std::int64_t index);

// index in [0, size): a row of a matrix, a query, a key.
void require_index(std::int64_t index, std::int64_t size, const std::string& argument);

}  // namespace attention
