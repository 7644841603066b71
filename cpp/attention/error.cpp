#include "attention/error.hpp"

namespace attention {

const char* code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::type: return "type";
    case ErrorCode::required: return "required";
    case ErrorCode::unknown_option: return "unknown_option";
    case ErrorCode::range: return "range";
    case ErrorCode::shape: return "shape";
    case ErrorCode::not_finite: return "not_finite";
    case ErrorCode::limit: return "limit";
    case ErrorCode::incompatible: return "incompatible";
    case ErrorCode::overflow: return "overflow";
    case ErrorCode::out_of_memory: return "out_of_memory";
  }
  return "unknown";
}

InputError::InputError(ErrorCode code, std::string argument, const std::string& message, ErrorParams params)
    : std::invalid_argument(argument.empty() ? message : argument + ": " + message),
      code_(code),
      argument_(std::move(argument)),
      params_(std::move(params)) {}

}  // namespace attention
