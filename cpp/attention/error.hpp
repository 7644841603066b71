// Why the core refused an input, for people and for programs.
//
// Every rule about what a valid request is lives in the core, so the core is
// also where a refusal is described. The message is English for a reader;
// code, argument and params say the same thing to a program: the page puts
// the message beside the field named by `argument`, and a translation can be
// built from `code` and `params` alone.
#pragma once

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
  range,           // a number outside its allowed interval
  shape,           // the wrong length or shape for the sizes given
  not_finite,      // NaN or ±Infinity where only finite numbers are allowed
  limit,           // a size, or a product of sizes, above what the API accepts
  incompatible,    // each value fine alone, not together (5 heads for d_model = 24)
  overflow,        // finite inputs whose result does not fit the precision
  out_of_memory,   // the request is larger than this process can hold
};

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

}  // namespace attention
