#include "attention/error.hpp"

#include <cmath>
#include <cstdio>

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

std::string js_number(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  return std::to_string(value);
}

ErrorParamValue number_param(double value) {
  if (std::isfinite(value)) return value;
  return js_number(value);
}

std::string integer_text(double value) {
  if (!std::isfinite(value)) return js_number(value);
  char text[32];
  std::snprintf(text, sizeof text, "%.0f", value);
  return text;
}

Position cell_position(std::int64_t row, std::int64_t column) {
  return {"row " + std::to_string(row) + ", column " + std::to_string(column),
          {{"row", static_cast<double>(row)}, {"column", static_cast<double>(column)}}};
}

Position list_position(std::int64_t index) {
  return {"index " + std::to_string(index), {{"index", static_cast<double>(index)}}};
}

void require_positive(double value, const std::string& argument) {
  if (!(value > 0) || !std::isfinite(value)) {
    throw InputError(ErrorCode::range, argument, "must be a finite number above 0, got " + js_number(value),
                     {{"min", 0.0}, {"got", number_param(value)}});
  }
}

std::size_t require_choice(const std::string& value, std::initializer_list<const char*> choices,
                           const std::string& argument) {
  std::size_t index = 0;
  for (const char* choice : choices) {
    if (value == choice) return index;
    ++index;
  }
  std::string expected, known;
  index = 0;
  for (const char* choice : choices) {
    const bool last = index + 1 == choices.size();
    expected += (index == 0 ? "" : last ? " or " : ", ") + ("'" + std::string(choice) + "'");
    known += (index == 0 ? "" : ", ") + std::string(choice);
    ++index;
  }
  throw InputError(ErrorCode::range, argument, "expected " + expected + ", got '" + value + "'",
                   {{"got", value}, {"known", known}});
}

void require_index(std::int64_t index, std::int64_t size, const std::string& argument) {
  if (index < 0 || index >= size) {
    throw InputError(ErrorCode::range, argument,
                     "must be a row from 0 to " + std::to_string(size - 1) + ", got " + std::to_string(index),
                     {{"min", 0.0}, {"max", static_cast<double>(size - 1)}, {"got", static_cast<double>(index)}});
  }
}

}  // namespace attention
