#include "bindings/convert.hpp"

#include <emscripten.h>
#include <emscripten/val.h>

#include <cmath>
#include <utility>

#include "attention/limits.hpp"

// The index of the first entry of a plain Array that is not a JS number, or
// -1. One pass in JS: an Embind call per entry would cost microseconds each,
// and TypedArray.set would silently turn null, true and '1' into numbers.
EM_JS(double, am_first_non_number, (emscripten::EM_VAL handle), {
  var array = Emval.toValue(handle);
  for (var i = 0; i < array.length; i++) {
    if (typeof array[i] !== 'number') return i;
  }
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

// What kind of object a value is, in one call into JS: 1 a plain Array, 2 a
// typed array of numbers (not a DataView, and not a BigInt64Array, whose
// entries are not numbers and which TypedArray.set refuses), 3 another
// view, 4 any other object (an options object), 0 null or not an object.
// (Each Embind query on a value is a call into JS of its own: asked one by
// one, they cost more than a small fast attention call's arithmetic.)
EM_JS(int, am_object_kind, (emscripten::EM_VAL handle), {
  var value = Emval.toValue(handle);
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return 1;
  if (!ArrayBuffer.isView(value)) return 4;
  if (value instanceof DataView) return 3;
  if (typeof BigInt64Array !== 'undefined' && (value instanceof BigInt64Array || value instanceof BigUint64Array)) return 3;
  return 2;
});

// Reads a call's options in one call into JS: returns the index (in
// Object.keys order) of the first own key of `options` that is not one of
// the `count` names at `names`, or -1 after writing to handles[i] a new
// handle to the value of names[i] (the handle of undefined when it is left
// out). The names are string literals: each address is decoded once, into
// Embind's own table of names (emval_symbols, as emscripten::val registers
// its symbols), and found there on every later call.
EM_JS(int, am_read_options, (emscripten::EM_VAL options, const char* const* names, int count,
                             emscripten::EM_VAL* handles), {
  var object = Emval.toValue(options);
  var known = [];
  for (var j = 0; j < count; j++) {
    var address = HEAP32[(names >> 2) + j];
    if (emval_symbols[address] === undefined) emval_symbols[address] = readLatin1String(address);
    known.push(emval_symbols[address]);
  }
  var keys = Object.keys(object);
  for (var i = 0; i < keys.length; i++) {
    if (known.indexOf(keys[i]) < 0) return i;
  }
  for (var j = 0; j < count; j++) HEAP32[(handles >> 2) + j] = Emval.toHandle(object[known[j]]);
  return -1;
});

// An array's length, in one call into JS.
EM_JS(double, am_length, (emscripten::EM_VAL handle), { return Emval.toValue(handle).length; });

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
  if (type == "object" && val::global("ArrayBuffer").call<bool>("isView", value)) {
    return "a " + value["constructor"]["name"].as<std::string>();
  }
  return type;
}

// A value of the wrong kind: "dK: expected an integer, got string '3'".
[[noreturn]] void fail(const std::string& name, const std::string& expected, const val& got) {
  const std::string what = describe(got);
  throw InputError(ErrorCode::type, name, "expected " + expected + ", got " + what,
                   {{"expected", expected}, {"got", what}});
}

bool is_array(const val& value) { return am_object_kind(value.as_handle()) == 1; }

// An Array, or a typed array of numbers (see am_object_kind).
bool is_numeric_array(const val& value) {
  const int kind = am_object_kind(value.as_handle());
  return kind == 1 || kind == 2;
}

std::int64_t length_of(const val& array) { return static_cast<std::int64_t>(am_length(array.as_handle())); }

bool boolean_value(const val& value, const std::string& name) {
  if (!value.isTrue() && !value.isFalse()) fail(name, "true or false", value);
  return value.as<bool>();
}

std::vector<bool> flags_value(const val& value, const std::string& name) {
  if (!is_numeric_array(value)) fail(name, "an Array of booleans, one per key", value);
  std::vector<unsigned char> bytes(static_cast<std::size_t>(length_of(value)));
  const double bad = am_read_flags(value.as_handle(), bytes.data());
  if (bad >= 0) {
    const auto index = static_cast<std::int64_t>(bad);
    const std::string got = describe(value[static_cast<int>(index)]);
    throw InputError(ErrorCode::type, name,
                     "expected true, false, 0 or 1 at index " + std::to_string(index) + ", got " + got,
                     {{"index", static_cast<double>(index)}, {"expected", "true, false, 0 or 1"}, {"got", got}});
  }
  return std::vector<bool>(bytes.begin(), bytes.end());
}

api::Texts texts_value(const val& value, const std::string& name) {
  if (!is_array(value)) fail(name, "an Array of strings", value);
  const std::int64_t count = length_of(value);
  return api::Texts(count, [value, count](std::string* out) -> std::optional<api::WrongItem> {
    for (std::int64_t i = 0; i < count; ++i) {
      const val item = value[static_cast<int>(i)];
      if (!item.isString()) return api::WrongItem{i, describe(item)};
      out[i] = item.as<std::string>();
    }
    return std::nullopt;
  });
}

template <class Target, class Convert>
Field converting(const char* name, Target& target, Convert convert) {
  return {name, [&target, convert](const val& value, const std::string& argument) { target = convert(value, argument); }};
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

double number_value(const val& value, const std::string& name) {
  if (!value.isNumber()) fail(name, "a number", value);
  return value.as<double>();
}

std::int64_t integer_value(const val& value, const std::string& name) {
  const double number = number_value(value, name);
  // Past 2^53 a JS number no longer holds every integer: the core's limit.
  if (!std::isfinite(number) || number != std::floor(number) ||
      std::fabs(number) > static_cast<double>(attention::limits::kMaxExactCount)) {
    fail(name, "an integer", value);
  }
  return static_cast<std::int64_t>(number);
}

std::string string_value(const val& value, const std::string& name) {
  if (!value.isString()) fail(name, "a string", value);
  return value.as<std::string>();
}

api::Values values_value(const val& value, const std::string& name) {
  const int kind = am_object_kind(value.as_handle());
  if (kind != 1 && kind != 2) fail(name, "a Float64Array or an Array of numbers", value);
  const std::int64_t count = length_of(value);
  return api::Values(count, [value, count, plain = kind == 1](double* out) -> std::optional<api::WrongItem> {
    // A typed array holds numbers only; a plain Array may hold anything, and
    // the bulk copy below would coerce it (null → 0, '1' → 1) without a word.
    if (plain) {
      const double bad = am_first_non_number(value.as_handle());
      if (bad >= 0) return api::WrongItem{static_cast<std::int64_t>(bad), describe(value[static_cast<int>(bad)])};
    }
    // One bulk copy into wasm memory; NaN and ±Infinity are reported, with
    // their position, by the core's finiteness check where they are not allowed.
    val(emscripten::typed_memory_view(static_cast<std::size_t>(count), out)).call<void>("set", value);
    return std::nullopt;
  });
}

Field field(const char* name, std::optional<std::int64_t>& target) { return converting(name, target, integer_value); }
Field field(const char* name, std::optional<double>& target) { return converting(name, target, number_value); }
Field field(const char* name, double& target) { return converting(name, target, number_value); }
Field field(const char* name, bool& target) { return converting(name, target, boolean_value); }
Field field(const char* name, std::optional<std::string>& target) { return converting(name, target, string_value); }
Field field(const char* name, api::Values& target) { return converting(name, target, values_value); }
Field field(const char* name, api::Texts& target) { return converting(name, target, texts_value); }
Field field(const char* name, std::vector<bool>& target) { return converting(name, target, flags_value); }

Field object_list(const char* name, std::function<void(std::int64_t, const std::string&)> size,
                  std::function<void(std::int64_t, const val&, const std::string&)> item) {
  return {name, [size, item](const val& value, const std::string& argument) {
            if (!is_array(value)) fail(argument, "an Array of objects", value);
            const std::int64_t count = length_of(value);
            size(count, argument);
            for (std::int64_t i = 0; i < count; ++i) {
              item(i, value[static_cast<int>(i)], argument + "[" + std::to_string(i) + "]");
            }
          }};
}

Fields mask_fields(attention::Mask& mask) {
  return {field("causal", mask.causal), field("keyPadding", mask.key_padding), field("maskFill", mask.fill)};
}

Fields operator+(Fields a, const Fields& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

void read_options(const val& options, const char* call, const Fields& fields, const std::string& path) {
  if (am_object_kind(options.as_handle()) != 4) {
    if (!path.empty()) fail(path, std::string("an object from ") + call, options);
    // The whole argument is wrong: the message says "options", the argument is "".
    const std::string what = describe(options), expected = std::string("an options object for ") + call + "()";
    throw InputError(ErrorCode::type, "", "options: expected " + expected + ", got " + what,
                     {{"expected", expected}, {"got", what}});
  }
  std::vector<const char*> names;
  for (const Field& f : fields) names.push_back(f.name);
  std::vector<emscripten::EM_VAL> handles(fields.size());
  const int unknown = am_read_options(options.as_handle(), names.data(), static_cast<int>(names.size()), handles.data());
  if (unknown >= 0) {
    std::string list;
    for (const Field& f : fields) list += (list.empty() ? "" : ", ") + std::string(f.name);
    const std::string key = val::global("Object").call<val>("keys", options)[unknown].as<std::string>();
    // The argument is the unknown key itself, so a page can point at the typo.
    throw InputError(ErrorCode::unknown_option, path.empty() ? key : path + "." + key,
                     "unknown option '" + key + "' (known: " + list + ")", {{"known", list}});
  }
  // Owned before any is read, so a refusal releases them all.
  std::vector<val> values;
  values.reserve(fields.size());
  for (emscripten::EM_VAL handle : handles) values.push_back(val::take_ownership(handle));
  for (std::size_t i = 0; i < fields.size(); ++i) {
    const Field& f = fields[i];
    if (!values[i].isUndefined()) f.read(values[i], path.empty() ? f.name : path + "." + f.name);
  }
}

namespace {

// A fresh typed array (Float64Array for double, Float32Array for float).
template <class T>
val copy_to_js(const T* data, std::size_t count) {
  return val(emscripten::typed_memory_view(count, data)).call<val>("slice");
}

}  // namespace

val to_js(const attention::MatrixD& m) { return copy_to_js(m.data(), static_cast<std::size_t>(m.size())); }
val to_js(const attention::MatrixF& m) { return copy_to_js(m.data(), static_cast<std::size_t>(m.size())); }
val to_js(const std::vector<double>& values) { return copy_to_js(values.data(), values.size()); }

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

}  // namespace bindings
