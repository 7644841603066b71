// JS values <-> core types, and nothing else: whether a value is a number,
// an integer, a boolean, a string or an array of numbers is decided here;
// whether it is a valid attention problem is decided by the core (cpp/api,
// cpp/attention), which reads arrays only after checking their counts.
//
// Bindings are tables both ways, each built once, at registration:
// - a call's options are an OptionTable: each option's JS name (from
//   attention/arguments.hpp, the names the core's errors use) and the request
//   field it fills, reached through a path of members, whose type picks the
//   conversion. The same table says which keys the call knows, so a typo such
//   as `dk` for `dK` is refused, not ignored. Its names are handed to JS once;
//   a call then reads its whole options object in one call into JS, numbers
//   and flags as numbers, everything else as handles.
// - a call's result is a C++ struct declared as a Result (Embind's
//   value_object, as manifold's bindings declare theirs): each field's JS name
//   and how it is read from the struct.
//
// A conversion throws attention::InputError for the argument as the caller
// spells it: "type" for a value of the wrong kind (text, null or a boolean
// where a number belongs), "unknown_option" for a key the call does not have.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "api/values.hpp"
#include "attention/arguments.hpp"
#include "attention/error.hpp"
#include "attention/mask.hpp"
#include "attention/matrix.hpp"

namespace bindings {

using emscripten::val;
namespace arg = attention::arg;

// ---------------------------------------------------------------- one value

// One option's value as the options reader found it: its kind, and a number
// (the value of a number or a flag; the length of an array) or a handle.
// (Every emscripten::val costs a call into JS when it dies, so numbers and
// flags get none.)
struct Given {
  enum class Kind { absent, number, boolean, string, null, array, typed_array, other_view, object, other };
  Kind kind = Kind::absent;
  double number = 0;
  val* value = nullptr;  // strings, arrays, objects: the JS value itself, held by the reader
};

// The conversions, by the target's type: an integer (a JS number, no
// fraction, within 2^53), a number, true or false, a string, a typed array
// or an Array of numbers (read later, once the core has checked its count),
// an Array of strings, an Array (or typed array) of flags.
void read_value(const Given& given, const std::string& argument, std::optional<std::int64_t>& target);
void read_value(const Given& given, const std::string& argument, std::optional<double>& target);
void read_value(const Given& given, const std::string& argument, double& target);
void read_value(const Given& given, const std::string& argument, bool& target);
void read_value(const Given& given, const std::string& argument, std::optional<std::string>& target);
void read_value(const Given& given, const std::string& argument, api::Values& target);
void read_value(const Given& given, const std::string& argument, api::Texts& target);
void read_value(const Given& given, const std::string& argument, std::vector<bool>& target);

// ---------------------------------------------------------------- option tables

template <class R>
struct Option {
  const char* name;
  std::function<void(R& request, const Given& given, const std::string& argument)> read;
};

// Options per table, at most: a read's scratch lives on the stack.
constexpr std::size_t kMaxOptions = 32;

// The values of one options object that have a handle, released when the
// read ends (a conversion that keeps one, as an array read later does,
// moves it out). On the stack: no allocation per call.
class HeldValues {
 public:
  HeldValues() = default;
  HeldValues(const HeldValues&) = delete;
  HeldValues& operator=(const HeldValues&) = delete;
  ~HeldValues() {
    for (std::size_t i = 0; i < count_; ++i) slot(i).~val();
  }
  val* hold(emscripten::EM_VAL handle) { return new (&storage_[count_++ * sizeof(val)]) val(val::take_ownership(handle)); }

 private:
  val& slot(std::size_t i) { return *std::launder(reinterpret_cast<val*>(&storage_[i * sizeof(val)])); }
  alignas(val) unsigned char storage_[kMaxOptions * sizeof(val)];
  std::size_t count_ = 0;
};

// The part of reading that does not depend on the request's type: checks
// that `options` is a plain object (or, nested under `path`, an object)
// whose keys are all `names`, and fills `given` (one per name) in one call
// into JS, the values that need a handle held in `held`. `table` is the
// names' id in JS (register_names).
void read_given(const val& options, const char* call, int table, const std::vector<const char*>& names,
                const std::string& path, Given* given, HeldValues& held);
// Hands a table's names to JS once; returns their id.
int register_names(const std::vector<const char*>& names);

template <class R>
class OptionTable {
 public:
  OptionTable(const char* call, std::vector<Option<R>> options) : call_(call), options_(std::move(options)) {
    for (const Option<R>& o : options_) names_.push_back(o.name);
    table_ = register_names(names_);
  }
  // Every present option into its field of `request`. A nested object
  // (trainerSteps' state, a transformer's model) passes `path`, which
  // prefixes its arguments: "state.WQ".
  void read(const val& options, R& request, const std::string& path = "") const {
    std::array<Given, kMaxOptions> given;
    HeldValues held;
    read_given(options, call_, table_, names_, path, given.data(), held);
    for (std::size_t i = 0; i < options_.size(); ++i) {
      if (given[i].kind == Given::Kind::absent) continue;
      options_[i].read(request, given[i], path.empty() ? std::string(options_[i].name) : path + "." + options_[i].name);
    }
  }

 private:
  const char* call_;
  std::vector<Option<R>> options_;
  std::vector<const char*> names_;
  int table_;
};

// The option `name`, stored at the end of a path of members of R:
// option<R>(arg::n, &R::inputs, &api::AttentionInputs::n) fills r.inputs.n.
template <class R, class... Members>
Option<R> option(const char* name, Members... path) {
  return {name, [path...](R& r, const Given& given, const std::string& argument) {
            read_value(given, argument, (r .* ... .* path));
          }};
}

// An object read by a table of its own into the member at `path`, whose
// `given` flag it sets (trainerSteps' state, a transformer's model and config).
[[noreturn]] void not_an_object(const Given& given, const std::string& argument, const char* call);
template <class R, class Sub, class... Members>
Option<R> object_option(const char* name, const OptionTable<Sub>& table, const char* call, Members... path) {
  return {name, [&table, call, path...](R& r, const Given& given, const std::string& argument) {
            if (given.kind != Given::Kind::object) not_an_object(given, argument, call);
            Sub& target = (r .* ... .* path);
            target.given = true;
            table.read(*given.value, target, argument);
          }};
}

// An Array of objects, each read by `table` into the optional vector at
// `path` (a model's layers); `check_count` sees the count first (the core's
// limit), before any entry is read.
[[noreturn]] void not_an_array(const Given& given, const std::string& argument);
val array_item(const val& array, std::int64_t index);
template <class R, class Item, class... Members>
Option<R> list_option(const char* name, const OptionTable<Item>& table,
                      void (*check_count)(std::int64_t, const std::string&), Members... path) {
  return {name, [&table, check_count, path...](R& r, const Given& given, const std::string& argument) {
            if (given.kind != Given::Kind::array) not_an_array(given, argument);
            const auto count = static_cast<std::int64_t>(given.number);
            check_count(count, argument);
            std::optional<std::vector<Item>>& target = (r .* ... .* path);
            target.emplace(static_cast<std::size_t>(count));
            for (std::int64_t i = 0; i < count; ++i) {
              table.read(array_item(*given.value, i), (*target)[static_cast<std::size_t>(i)],
                         argument + "[" + std::to_string(i) + "]");
            }
          }};
}

template <class R>
std::vector<Option<R>> operator+(std::vector<Option<R>> a, const std::vector<Option<R>>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// causal, keyPadding (true = hidden) and maskFill, into the Mask at `path`.
template <class R, class... Members>
std::vector<Option<R>> mask_options(Members... path) {
  using attention::Mask;
  return {option<R>(arg::causal, path..., &Mask::causal), option<R>(arg::keyPadding, path..., &Mask::key_padding),
          option<R>(arg::maskFill, path..., &Mask::fill)};
}

// ---------------------------------------------------------------- positional arguments

// randn's seed, rows and cols; numpyStr's values; parseMatrix's text.
double number_value(const val& value, const std::string& name);
std::int64_t integer_value(const val& value, const std::string& name);
std::string string_value(const val& value, const std::string& name);
api::Values values_value(const val& value, const std::string& name);

// ---------------------------------------------------------------- results

// Fresh JS copies, never views on wasm memory: one call into JS each.
val to_js(const attention::MatrixD& m);  // a Float64Array
val to_js(const attention::MatrixF& m);  // a Float32Array
val to_js(const std::vector<double>& values);
val to_js(const std::vector<Eigen::Index>& indices);  // an Array of numbers
val to_js(const std::vector<std::string>& strings);
// Result tables, both halves of one registration: C++ keeps each table's
// getters, JS its field names (am_register_result), so a result is made in
// one call into JS (am_make_result) from the getters' values. (Embind's
// value_object, which the tables first used, reads each field by a call back
// into wasm and copies the whole result struct to the heap first: about
// 0.4 µs of a 4 µs fastAttention call at n = 4.)
int register_result_table(const char* name);
void declare_result_field(int table, const char* field);
// The JS object {field: value, ...} of table `table`, from one handle per
// field, whose ownership JS takes.
val make_result(int table, emscripten::EM_VAL* handles);

// Fields per result table, at most.
constexpr std::size_t kMaxResultFields = 32;

template <class T>
struct ResultTable {
  int id = -1;
  std::vector<std::function<val(const T&)>> getters;
};
template <class T>
ResultTable<T>& result_table() {
  static ResultTable<T> table;
  return table;
}

// A result of a registered type (see Result below), as a fresh JS object.
template <class T>
val result_to_js(const T& result) {
  const ResultTable<T>& table = result_table<T>();
  if (table.id < 0) throw std::logic_error("a result type without a Result table");
  std::array<emscripten::EM_VAL, kMaxResultFields> handles;
  // Each value's handle goes to JS with its ownership: the vals are kept
  // in raw storage and never destroyed here, unless a getter throws.
  alignas(val) unsigned char storage[kMaxResultFields * sizeof(val)];
  std::size_t made = 0;
  try {
    for (; made < table.getters.size(); ++made) {
      val* v = new (&storage[made * sizeof(val)]) val(table.getters[made](result));
      handles[made] = v->as_handle();
    }
  } catch (...) {
    for (std::size_t i = 0; i < made; ++i) std::launder(reinterpret_cast<val*>(&storage[i * sizeof(val)]))->~val();
    throw;
  }
  return make_result(table.id, handles.data());
}

// A list of results of a registered type: an Array of their JS objects.
template <class T>
val list_to_js(const std::vector<T>& items) {
  val out = val::array();
  for (const T& item : items) out.call<void>("push", result_to_js(item));
  return out;
}

// A result type's fields, declared once at registration: each field's JS
// name and a getter. Results only travel to JS.
template <class T>
class Result {
 public:
  explicit Result(const char* name) {
    ResultTable<T>& table = result_table<T>();
    table.id = register_result_table(name);
    table.getters.clear();
  }
  Result& field(const char* name, std::function<val(const T&)> get) {
    ResultTable<T>& table = result_table<T>();
    if (table.getters.size() == kMaxResultFields) throw std::length_error("a result table holds at most 32 fields");
    table.getters.push_back(std::move(get));
    declare_result_field(table.id, name);
    return *this;
  }
  // A member, converted by to_js (matrices, lists) or as a number.
  template <class Member>
  Result& field(const char* name, Member T::*member) {
    return field(name, [member](const T& t) { return as_js(t.*member); });
  }

 private:
  template <class X>
  static val as_js(const X& x) {
    if constexpr (std::is_arithmetic_v<X>) return val(static_cast<double>(x));
    else if constexpr (std::is_same_v<X, std::string>) return val(x);
    else return to_js(x);
  }
};

// ---------------------------------------------------------------- failures

// Runs one API call. Bad input and allocation failure come back as {error}
// objects (api.post.js throws them as Errors): a C++ exception that reached JS
// would surface as a bare number, and an abort would take the module down.
// The {error} object carries the core's structure too ({code, argument,
// params}, see attention/error.hpp), so the page routes an error by the
// argument it names instead of matching its text.
val error_to_js(const attention::InputError& error);

template <class Body>
val guarded(Body&& body) {
  try {
    return body();
  } catch (const attention::InputError& e) {
    return error_to_js(e);
  } catch (const std::bad_alloc&) {
    return error_to_js(attention::InputError(attention::ErrorCode::out_of_memory, "",
                                             "out of memory: the request is larger than this page can hold"));
  } catch (const std::exception& e) {
    // A safety net only: every refusal is an InputError, and the API test
    // fails on an error without a code. Should one slip through, it still
    // reaches JS as an Error (api.post.js gives it the code "invalid").
    val error = val::object();
    error.set("error", std::string(e.what()));
    return error;
  }
}

}  // namespace bindings
