#include "bindings/convert.hpp"

#include <emscripten.h>
#include <emscripten/val.h>

#include <cmath>

#include "attention/limits.hpp"

// The index of the first entry of a plain Array that is not a JS number, or
// -1. One pass in JS: an Embind call per entry would cost microseconds each,
// and TypedArray.set would silently turn null, true and '1' into numbers.
EM_JS(int, am_first_non_number, (emscripten::EM_VAL handle), {
  var array = Emval.toValue(handle);
  for (var i = 0; i < array.length; i++) {
    if (typeof array[i] !== 'number') return i;
  }
  return -1;
});

namespace bindings {
namespace {

using attention::ErrorCode;
using attention::InputError;

// What the caller passed, for messages: "string 'abc'", "undefined", "NaN".
std::string describe(const val& value) {
  const std::string type = value.typeOf().as<std::string>();
  if (type == "string") return "string '" + value.as<std::string>() + "'";
  if (type == "number" || type == "boolean") return val::global("String")(value).as<std::string>();
  if (value.isNull()) return "null";
  if (type == "object" && val::global("Array").call<bool>("isArray", value)) return "an Array";
  return type;
}

// A value of the wrong kind: "dK: expected an integer, got string '3'".
[[noreturn]] void fail(const std::string& name, const std::string& expected, const val& got) {
  const std::string what = describe(got);
  throw InputError(ErrorCode::type, name, "expected " + expected + ", got " + what,
                   {{"expected", expected}, {"got", what}});
}

[[noreturn]] void fail_length(const std::string& name, const std::string& expected, std::int64_t count,
                              std::int64_t length) {
  throw InputError(ErrorCode::shape, name, "expected " + expected + ", got " + std::to_string(length),
                   {{"expected", static_cast<double>(count)}, {"got", static_cast<double>(length)}});
}

bool is_array_like(const val& value) {
  if (val::global("Array").call<bool>("isArray", value)) return true;
  return val::global("ArrayBuffer").call<bool>("isView", value) && !value.instanceof(val::global("DataView"));
}

}  // namespace

val error_to_js(const attention::InputError& e) {
  val params = val::object();
  for (const auto& [name, value] : e.params()) {
    if (const double* number = std::get_if<double>(&value)) params.set(name, *number);
    else params.set(name, std::get<std::string>(value));
  }
  val error = val::object();
  error.set("error", std::string(e.what()));
  error.set("code", std::string(attention::code_name(e.code())));
  error.set("argument", e.argument());
  error.set("params", params);
  return error;
}

bool has_field(const val& options, const char* name) { return !options[name].isUndefined(); }

void require_options(const val& options, const char* call, std::initializer_list<const char*> allowed,
                     const std::string& path) {
  if (options.typeOf().as<std::string>() != "object" || options.isNull() || is_array_like(options)) {
    if (!path.empty()) fail(path, std::string("an object from ") + call, options);
    // The whole argument is wrong: the message says "options", the argument is "".
    const std::string what = describe(options), expected = std::string("an options object for ") + call + "()";
    throw InputError(ErrorCode::type, "", "options: expected " + expected + ", got " + what,
                     {{"expected", expected}, {"got", what}});
  }
  const val keys = val::global("Object").call<val>("keys", options);
  const int count = keys["length"].as<int>();
  for (int i = 0; i < count; ++i) {
    const std::string key = keys[i].as<std::string>();
    bool known = false;
    for (const char* name : allowed) known = known || key == name;
    if (!known) {
      std::string list;
      for (const char* name : allowed) list += (list.empty() ? "" : ", ") + std::string(name);
      const std::string argument = path.empty() ? key : path + "." + key;
      // The argument is the unknown key itself, so a page can point at the typo.
      throw InputError(ErrorCode::unknown_option, argument,
                       "unknown option '" + key + "' (known: " + list + ")", {{"known", list}});
    }
  }
}

double number_value(const val& value, const std::string& name) {
  if (value.typeOf().as<std::string>() != "number") fail(name, "a number", value);
  return value.as<double>();
}

std::int64_t integer_value(const val& value, const std::string& name) {
  const double number = number_value(value, name);
  // 2^53: the largest range where a JS number is an exact integer.
  if (!std::isfinite(number) || number != std::floor(number) || std::fabs(number) > 9007199254740992.0) {
    fail(name, "an integer", value);
  }
  return static_cast<std::int64_t>(number);
}

std::int64_t integer_field(const val& options, const char* name, std::optional<std::int64_t> fallback) {
  const val value = options[name];
  if (value.isUndefined()) {
    if (!fallback) throw InputError(ErrorCode::required, name, "is required");
    return *fallback;
  }
  return integer_value(value, name);
}

double number_field(const val& options, const char* name, double fallback) {
  const val value = options[name];
  return value.isUndefined() ? fallback : number_value(value, name);
}

bool bool_field(const val& options, const char* name, bool fallback) {
  const val value = options[name];
  if (value.isUndefined()) return fallback;
  if (value.typeOf().as<std::string>() != "boolean") fail(name, "true or false", value);
  return value.as<bool>();
}

std::string string_value(const val& value, const std::string& name) {
  if (value.typeOf().as<std::string>() != "string") fail(name, "a string", value);
  return value.as<std::string>();
}

std::string string_field(const val& options, const char* name, const std::string& fallback) {
  const val value = options[name];
  return value.isUndefined() ? fallback : string_value(value, name);
}

std::vector<std::string> string_list_field(const val& options, const char* name) {
  const val value = options[name];
  if (!val::global("Array").call<bool>("isArray", value)) fail(name, "an Array of strings", value);
  // Bounded before anything is copied into wasm memory: the core's own
  // limits (16 tokens of 24 bytes) are far below these, and say so by name.
  constexpr int kMaxStrings = 4096, kMaxStringLength = 4096;
  std::vector<std::string> out;
  const int count = value["length"].as<int>();
  if (count > kMaxStrings) {
    throw InputError(ErrorCode::limit, name,
                     "at most " + std::to_string(kMaxStrings) + " strings, got " + std::to_string(count),
                     {{"max", static_cast<double>(kMaxStrings)}, {"got", static_cast<double>(count)}});
  }
  for (int i = 0; i < count; ++i) {
    const val item = value[i];
    const std::string where = "entry " + std::to_string(i);
    if (item.typeOf().as<std::string>() != "string") {
      const std::string what = describe(item);
      throw InputError(ErrorCode::type, name, where + ": expected a string, got " + what,
                       {{"index", static_cast<double>(i)}, {"expected", "a string"}, {"got", what}});
    }
    if (item["length"].as<int>() > kMaxStringLength) {
      throw InputError(ErrorCode::limit, name,
                       where + ": at most " + std::to_string(kMaxStringLength) + " characters",
                       {{"index", static_cast<double>(i)}, {"max", static_cast<double>(kMaxStringLength)}});
    }
    out.push_back(item.as<std::string>());
  }
  return out;
}

attention::MatrixD matrix_value(const val& value, const std::string& name, std::int64_t rows, std::int64_t cols) {
  if (!is_array_like(value)) fail(name, "a Float64Array or an Array of numbers", value);
  const auto length = static_cast<std::int64_t>(value["length"].as<double>());
  if (length != rows * cols) {
    fail_length(name,
                std::to_string(rows * cols) + " values (" + std::to_string(rows) + " x " + std::to_string(cols) +
                    ", row-major)",
                rows * cols, length);
  }
  // A typed array holds numbers only; a plain Array may hold anything, and
  // the bulk copy below would coerce it (null → 0, '1' → 1) without a word.
  if (val::global("Array").call<bool>("isArray", value)) {
    const int bad = am_first_non_number(value.as_handle());
    if (bad >= 0) {
      const std::int64_t row = bad / cols, column = bad % cols;  // cols >= 1: length = rows·cols > bad
      const std::string where = rows == 1 ? "index " + std::to_string(bad)
                                          : "row " + std::to_string(row) + ", column " + std::to_string(column);
      const std::string got = describe(value[bad]);
      throw InputError(ErrorCode::type, name, "expected a number at " + where + ", got " + got,
                       {{"index", static_cast<double>(bad)}, {"row", static_cast<double>(row)},
                        {"column", static_cast<double>(column)}, {"expected", "a number"}, {"got", got}});
    }
  }
  attention::MatrixD m(rows, cols);
  // One bulk copy into wasm memory; NaN and ±Infinity are reported, with
  // their position, by the core's finiteness check where they are not allowed.
  val(emscripten::typed_memory_view(static_cast<std::size_t>(m.size()), m.data())).call<void>("set", value);
  return m;
}

attention::MatrixD matrix_field(const val& options, const char* name, std::int64_t rows, std::int64_t cols) {
  return matrix_value(options[name], name, rows, cols);
}

std::vector<bool> flags_field(const val& options, const char* name, std::int64_t count) {
  const val value = options[name];
  if (value.isUndefined()) return {};
  if (!is_array_like(value)) fail(name, "an Array of booleans, one per key", value);
  const auto length = static_cast<std::int64_t>(value["length"].as<double>());
  if (length != count) fail_length(name, std::to_string(count) + " entries (one per key)", count, length);
  std::vector<bool> flags(static_cast<std::size_t>(count));
  for (std::int64_t j = 0; j < count; ++j) {
    const val flag = value[static_cast<int>(j)];
    const std::string type = flag.typeOf().as<std::string>();
    const bool bit = type == "number" && (flag.as<double>() == 0 || flag.as<double>() == 1);
    if (type != "boolean" && !bit) {
      const std::string got = describe(flag);
      throw InputError(ErrorCode::type, name,
                       "expected true, false, 0 or 1 at index " + std::to_string(j) + ", got " + got,
                       {{"index", static_cast<double>(j)}, {"expected", "true, false, 0 or 1"}, {"got", got}});
    }
    flags[static_cast<std::size_t>(j)] = flag.as<bool>();
  }
  return flags;
}

val to_js(const attention::MatrixD& m) {
  return val(emscripten::typed_memory_view(static_cast<std::size_t>(m.size()), m.data())).call<val>("slice");
}

val to_js(const attention::MatrixF& m) { return to_js(attention::MatrixD(m.cast<double>())); }

val to_js(const std::vector<double>& values) {
  return val(emscripten::typed_memory_view(values.size(), values.data())).call<val>("slice");
}

val to_js(const std::vector<Eigen::Index>& indices) {
  val out = val::array();
  for (Eigen::Index i : indices) out.call<void>("push", static_cast<double>(i));
  return out;
}

val to_js(const std::vector<std::string>& strings) {
  val out = val::array();
  for (const std::string& s : strings) out.call<void>("push", s);
  return out;
}

attention::AttentionOptions mask_options(const val& options, std::int64_t keys) {
  attention::AttentionOptions opt;
  opt.causal = bool_field(options, "causal", false);
  opt.key_valid = flags_field(options, "keyPadding", keys);
  for (std::size_t j = 0; j < opt.key_valid.size(); ++j) opt.key_valid[j] = !opt.key_valid[j];
  opt.mask_fill = number_field(options, "maskFill", attention::kMaskedScore);
  return opt;
}

std::vector<double> list_value(const val& values, const char* name) {
  if (!is_array_like(values)) fail(name, "a Float64Array or an Array", values);
  const auto length = static_cast<std::int64_t>(values["length"].as<double>());
  const std::int64_t max = attention::limits::kMaxMatrixCells;
  if (length > max) {
    throw InputError(ErrorCode::limit, name,
                     "at most " + std::to_string(max) + " numbers, got " + std::to_string(length),
                     {{"max", static_cast<double>(max)}, {"got", static_cast<double>(length)}});
  }
  const attention::MatrixD row = matrix_value(values, name, 1, length);
  return std::vector<double>(row.data(), row.data() + row.size());
}

AttentionInputs read_attention_inputs(const val& options, bool dv_defaults_to_dk) {
  namespace limits = attention::limits;
  AttentionInputs in{};
  in.n = integer_field(options, "n");
  in.m = integer_field(options, "m", in.n);
  in.d_k = integer_field(options, "dK");
  in.d_v = dv_defaults_to_dk ? integer_field(options, "dV", in.d_k) : integer_field(options, "dV");
  limits::require_size(in.n, limits::kMaxSequence, "n");
  limits::require_size(in.m, limits::kMaxSequence, "m");
  limits::require_size(in.d_k, limits::kMaxWidth, "dK");
  limits::require_size(in.d_v, limits::kMaxWidth, "dV");
  limits::require_cells(in.n, in.m, limits::kMaxScoreCells, "n x m scores");
  in.q = matrix_field(options, "Q", in.n, in.d_k);
  in.k = matrix_field(options, "K", in.m, in.d_k);
  in.v = matrix_field(options, "V", in.m, in.d_v);
  return in;
}

}  // namespace bindings
