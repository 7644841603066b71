// What a call refused with: the InputError's code, argument, what() and
// params, or "(no error)", for tests that check a refusal's structure.
#pragma once

#include <functional>
#include <string>
#include <variant>

#include "attention/error.hpp"

struct Caught {
  std::string code, argument, what;
  attention::ErrorParams params;

  // A param as text, numbers without trailing zeros: "2", "NaN".
  std::string param(const std::string& name) const {
    for (const auto& [key, value] : params) {
      if (key != name) continue;
      if (const double* number = std::get_if<double>(&value)) return attention::integer_text(*number);
      return std::get<std::string>(value);
    }
    return "(none)";
  }
};

inline Caught caught(const std::function<void()>& call) {
  try {
    call();
  } catch (const attention::InputError& e) {
    return {attention::code_name(e.code()), e.argument(), e.what(), e.params()};
  }
  return {"(no error)", "", "", {}};
}
