#include "bindings/convert.hpp"

#include <emscripten.h>
#include <emscripten/val.h>

#include <array>
#include <cmath>
#include <utility>

#include "attention/limits.hpp"

// Each call into JS costs more than a small call's arithmetic (an n = 4
// fastAttention is about a microsecond of work): the conversions below ask
// JS one question per value, or one per call, never one per property.

// The option tables' names, registered once (am_register_names) and read
// by id on every call. The names are string literals; each is decoded once.
EM_JS(int, am_register_names, (const char* const* names, int count), {
  if (typeof amOptionNames === 'undefined') amOptionNames = [];
  var index = new Map();
  for (var j = 0; j < count; j++) index.set(UTF8ToString(HEAP32[(names >> 2) + j]), j);
  amOptionNames.push({ index: index, count: count });
  return amOptionNames.length - 1;
});

// The result tables' field names, by id (register_result_table), noted at
// registration; a result is one object made from them and the handles.
EM_JS(int, am_register_result, (const char* name), {
  if (typeof amResultTables === 'undefined') amResultTables = [];
  amResultTables.push({ name: UTF8ToString(name), fields: [] });
  return amResultTables.length - 1;
});
EM_JS(void, am_declare_result_field, (int table, const char* field), {
  amResultTables[table].fields.push(UTF8ToString(field));
});
EM_JS(emscripten::EM_VAL, am_make_result, (int table, emscripten::EM_VAL* handles), {
  var fields = amResultTables[table].fields, result = {};
  for (var j = 0; j < fields.length; j++) {
    var handle = HEAP32[(handles >> 2) + j];
    result[fields[j]] = Emval.toValue(handle);
    __emval_decref(handle);  // JS owns each value's handle now (result_to_js)
  }
  return Emval.toHandle(result);
});

// What kind of value `v` is (Given::Kind), with its number (a number, a
// flag as 0 or 1, an array's length) at numbers[j], and for the kinds that
// need one a new handle at handles[j] (0 otherwise).
EM_JS(void, am_given, (emscripten::EM_VAL handle, int j, int* kinds, double* numbers, emscripten::EM_VAL* handles), {
  var v = Emval.toValue(handle);
  amGiven(v, j, kinds, numbers, handles);
});

// Reads a call's options in one call into JS: -2 if `options` is not a
// plain object; the index (in Object.keys order) of the first own key that
// is not one of table `id`'s names; or -1 after filling, for each name j,
// what am_given fills for the value under that name (kind 0: absent; only
// the keys present are looked at, so a call pays for the options it
// passes, not for every option the call has).
EM_JS(int, am_read_options, (emscripten::EM_VAL options, int id, int* kinds, double* numbers,
                             emscripten::EM_VAL* handles), {
  var object = Emval.toValue(options);
  if (object === null || typeof object !== 'object' || Array.isArray(object) || ArrayBuffer.isView(object)) return -2;
  var table = amOptionNames[id];
  var keys = Object.keys(object);
  for (var i = 0; i < keys.length; i++) {
    if (!table.index.has(keys[i])) return i;  // before any handle is made
  }
  HEAP32.fill(0, kinds >> 2, (kinds >> 2) + table.count);  // absent, unless given below
  for (var k = 0; k < keys.length; k++) amGiven(object[keys[k]], table.index.get(keys[k]), kinds, numbers, handles);
  return -1;
});

// Copies `count` numbers from an Array or typed array into wasm memory at
// `out` in one TypedArray.set, first checking a plain Array holds only JS
// numbers (set would turn null, true and '1' into numbers without a word).
// Returns the index of the first entry that is not a number, or -1.
EM_JS(double, am_copy_numbers, (emscripten::EM_VAL handle, double* out, double count, int plain), {
  var array = Emval.toValue(handle);
  if (plain) {
    for (var i = 0; i < count; i++) {
      if (typeof array[i] !== 'number') return i;
    }
  }
  HEAPF64.set(array, out >> 3);
  return -1;
});

// Writes one byte per flag (true/1 → 1, false/0 → 0) at `out`, or returns
// the index of the first entry that is neither; -1 when all were flags.
EM_JS(double, am_read_flags, (emscripten::EM_VAL handle, unsigned char* out), {
  var array = Emval.toValue(handle);
  for (var i = 0; i < array.length; i++) {
    var flag = array[i];
    if (flag === true || flag === 1) HEAPU8[out + i] = 1;
    else if (flag === false || flag === 0) HEAPU8[out + i] = 0;
    else return i;
  }
  return -1;
});

// Fresh typed arrays and Arrays from wasm memory, one call each. (A new
// array built from a subarray measured 15 % faster than slice() on the whole
// heap's view, in Node 20: 421 against 496 ns for 256 doubles.)
EM_JS(emscripten::EM_VAL, am_float64_array, (const double* data, double count), {
  return Emval.toHandle(new Float64Array(HEAPF64.subarray(data >> 3, (data >> 3) + count)));
});
EM_JS(emscripten::EM_VAL, am_float32_array, (const float* data, double count), {
  return Emval.toHandle(new Float32Array(HEAPF32.subarray(data >> 2, (data >> 2) + count)));
});
EM_JS(emscripten::EM_VAL, am_index_array, (const int* data, double count), {
  return Emval.toHandle(Array.from(HEAP32.subarray(data >> 2, (data >> 2) + count)));
});

namespace bindings {
namespace {

using attention::ErrorCode;
using attention::InputError;

// What the caller passed, for messages: "string 'abc'", "null", "an Array".
std::string describe(const val& value) {
  const std::string type = value.typeOf().as<std::string>();
  if (type == "string") return "string '" + value.as<std::string>() + "'";
  if (type == "number" || type == "boolean") return val::global("String")(value).as<std::string>();
  if (value.isNull()) return "null";
  if (type == "object" && val::global("Array").call<bool>("isArray", value)) return "an Array";
  if (type == "object" && val::global("ArrayBuffer").call<bool>("isView", value)) {
    return "a " + value["constructor"]["name"].as<std::string>();
  }
  return type;
}

std::string describe(const Given& given) {
  switch (given.kind) {
    case Given::Kind::number: return val::global("String")(val(given.number)).as<std::string>();
    case Given::Kind::boolean: return given.number != 0 ? "true" : "false";
    case Given::Kind::null: return "null";
    case Given::Kind::absent: return "undefined";
    default: return describe(*given.value);
  }
}

// A value of the wrong kind: "dK: expected an integer, got string '3'".
[[noreturn]] void fail(const std::string& name, const std::string& expected, const std::string& got) {
  throw InputError(ErrorCode::type, name, "expected " + expected + ", got " + got, {{"expected", expected}, {"got", got}});
}
[[noreturn]] void fail(const std::string& name, const std::string& expected, const Given& given) {
  fail(name, expected, describe(given));
}

// One value, classified as the options reader classifies an option's.
Given given_of(const val& value, val& held) {
  int kind = 0;
  double number = 0;
  emscripten::EM_VAL handle = nullptr;
  am_given(value.as_handle(), 0, &kind, &number, &handle);
  if (handle) held = val::take_ownership(handle);
  return {static_cast<Given::Kind>(kind), number, handle ? &held : nullptr};
}

double number_of(const Given& given, const std::string& name) {
  if (given.kind != Given::Kind::number) fail(name, "a number", given);
  return given.number;
}

std::int64_t integer_of(const Given& given, const std::string& name) {
  const double number = number_of(given, name);
  // Past 2^53 a JS number no longer holds every integer: the core's limit.
  if (!std::isfinite(number) || number != std::floor(number) ||
      std::fabs(number) > static_cast<double>(attention::limits::kMaxExactCount)) {
    fail(name, "an integer", given);
  }
  return static_cast<std::int64_t>(number);
}

api::Values values_of(const Given& given, const std::string& name) {
  if (given.kind != Given::Kind::array && given.kind != Given::Kind::typed_array) {
    fail(name, "a Float64Array or an Array of numbers", given);
  }
  const auto count = static_cast<std::int64_t>(given.number);
  const bool plain = given.kind == Given::Kind::array;
  // Read when the core asks, once it has checked the count; NaN and
  // ±Infinity are reported, with their position, by the core's finiteness
  // check where they are not allowed.
  return api::Values(count, [array = std::move(*given.value), count, plain](double* out) -> std::optional<api::WrongItem> {
    const double bad = am_copy_numbers(array.as_handle(), out, static_cast<double>(count), plain);
    if (bad < 0) return std::nullopt;
    return api::WrongItem{static_cast<std::int64_t>(bad), describe(array[static_cast<int>(bad)])};
  });
}

}  // namespace

// ---------------------------------------------------------------- options

void read_value(const Given& given, const std::string& argument, std::optional<std::int64_t>& target) {
  target = integer_of(given, argument);
}
void read_value(const Given& given, const std::string& argument, std::optional<double>& target) {
  target = number_of(given, argument);
}
void read_value(const Given& given, const std::string& argument, double& target) {
  target = number_of(given, argument);
}
void read_value(const Given& given, const std::string& argument, bool& target) {
  if (given.kind != Given::Kind::boolean) fail(argument, "true or false", given);
  target = given.number != 0;
}
void read_value(const Given& given, const std::string& argument, std::optional<std::string>& target) {
  if (given.kind != Given::Kind::string) fail(argument, "a string", given);
  target = given.value->as<std::string>();
}
void read_value(const Given& given, const std::string& argument, api::Values& target) {
  target = values_of(given, argument);
}

void read_value(const Given& given, const std::string& argument, api::Texts& target) {
  if (given.kind != Given::Kind::array) fail(argument, "an Array of strings", given);
  const auto count = static_cast<std::int64_t>(given.number);
  target = api::Texts(count, [array = std::move(*given.value), count](std::string* out) -> std::optional<api::WrongItem> {
    for (std::int64_t i = 0; i < count; ++i) {
      const val item = array[static_cast<int>(i)];
      if (!item.isString()) return api::WrongItem{i, describe(item)};
      out[i] = item.as<std::string>();
    }
    return std::nullopt;
  });
}

void read_value(const Given& given, const std::string& argument, std::vector<bool>& target) {
  if (given.kind != Given::Kind::array && given.kind != Given::Kind::typed_array) {
    fail(argument, "an Array of booleans, one per key", given);
  }
  std::vector<unsigned char> bytes(static_cast<std::size_t>(given.number));
  const double bad = am_read_flags(given.value->as_handle(), bytes.data());
  if (bad >= 0) {
    const auto index = static_cast<std::int64_t>(bad);
    const std::string got = describe((*given.value)[static_cast<int>(index)]);
    throw InputError(ErrorCode::type, argument,
                     "expected true, false, 0 or 1 at index " + std::to_string(index) + ", got " + got,
                     {{"index", static_cast<double>(index)}, {"expected", "true, false, 0 or 1"}, {"got", got}});
  }
  target.assign(bytes.begin(), bytes.end());
}

int register_result_table(const char* name) { return am_register_result(name); }
void declare_result_field(int table, const char* field) { am_declare_result_field(table, field); }
val make_result(int table, emscripten::EM_VAL* handles) { return val::take_ownership(am_make_result(table, handles)); }

int register_names(const std::vector<const char*>& names) {
  if (names.size() > kMaxOptions) throw std::length_error("an option table holds at most 32 options");
  return am_register_names(names.data(), static_cast<int>(names.size()));
}

void read_given(const val& options, const char* call, int table, const std::vector<const char*>& names,
                const std::string& path, Given* given, HeldValues& held) {
  std::array<int, kMaxOptions> kinds{};
  std::array<double, kMaxOptions> numbers{};
  std::array<emscripten::EM_VAL, kMaxOptions> handles{};
  const int unknown = am_read_options(options.as_handle(), table, kinds.data(), numbers.data(), handles.data());
  if (unknown == -2) {
    if (!path.empty()) fail(path, std::string("an object from ") + call, describe(options));
    // The whole argument is wrong: the message says "options", the argument is "".
    const std::string what = describe(options), expected = std::string("an options object for ") + call + "()";
    throw InputError(ErrorCode::type, "", "options: expected " + expected + ", got " + what,
                     {{"expected", expected}, {"got", what}});
  }
  if (unknown >= 0) {
    std::string list;
    for (const char* name : names) list += (list.empty() ? "" : ", ") + std::string(name);
    const std::string key = val::global("Object").call<val>("keys", options)[unknown].as<std::string>();
    // The argument is the unknown key itself, so a page can point at the typo.
    throw InputError(ErrorCode::unknown_option, path.empty() ? key : path + "." + key,
                     "unknown option '" + key + "' (known: " + list + ")", {{"known", list}});
  }
  // Owned before any is read, so a refusal releases them all.
  for (std::size_t j = 0; j < names.size(); ++j) {
    given[j] = {static_cast<Given::Kind>(kinds[j]), numbers[j], handles[j] ? held.hold(handles[j]) : nullptr};
  }
}

[[noreturn]] void not_an_object(const Given& given, const std::string& argument, const char* call) {
  fail(argument, std::string("an object from ") + call, given);
}

[[noreturn]] void not_an_array(const Given& given, const std::string& argument) {
  fail(argument, "an Array of objects", given);
}

val array_item(const val& array, std::int64_t index) { return array[static_cast<int>(index)]; }

// ---------------------------------------------------------------- positional arguments

double number_value(const val& value, const std::string& name) {
  val held = val::undefined();
  return number_of(given_of(value, held), name);
}

std::int64_t integer_value(const val& value, const std::string& name) {
  val held = val::undefined();
  return integer_of(given_of(value, held), name);
}

std::string string_value(const val& value, const std::string& name) {
  if (!value.isString()) fail(name, "a string", describe(value));
  return value.as<std::string>();
}

api::Values values_value(const val& value, const std::string& name) {
  val held = val::undefined();
  return values_of(given_of(value, held), name);
}

// ---------------------------------------------------------------- results

val error_to_js(const InputError& e) {
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

val to_js(const attention::MatrixD& m) {
  return val::take_ownership(am_float64_array(m.data(), static_cast<double>(m.size())));
}
val to_js(const attention::MatrixF& m) {
  return val::take_ownership(am_float32_array(m.data(), static_cast<double>(m.size())));
}
val to_js(const std::vector<double>& values) {
  return val::take_ownership(am_float64_array(values.data(), static_cast<double>(values.size())));
}

val to_js(const std::vector<Eigen::Index>& indices) {
  static_assert(sizeof(Eigen::Index) == sizeof(int), "wasm32: an index is 32 bits");
  return val::take_ownership(am_index_array(reinterpret_cast<const int*>(indices.data()),
                                            static_cast<double>(indices.size())));
}

val to_js(const std::vector<std::string>& strings) {
  val out = val::array();
  for (const std::string& s : strings) out.call<void>("push", s);
  return out;
}

}  // namespace bindings
