// JS values <-> core types, and nothing else: whether a value is a number,
// an integer, a boolean, a string or an array of numbers is decided here;
// whether it is a valid attention problem is decided by the core (cpp/api,
// cpp/attention), which reads arrays only after checking their counts.
//
// Each API call is a table of its options: the option's JS name and the
// request field it fills (the field's type picks the conversion). The same
// table says which keys the call knows, so a typo such as `dk` for `dK` is
// refused, not ignored.
//
// A conversion throws attention::InputError for the argument as the caller
// spells it: "type" for a value of the wrong kind (text, null or a boolean
// where a number belongs), "unknown_option" for a key the call does not have.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <functional>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "api/values.hpp"
#include "attention/error.hpp"
#include "attention/mask.hpp"
#include "attention/matrix.hpp"

namespace bindings {

using emscripten::val;

// One option of a call: its JS name, and how its value (never undefined:
// an option left out keeps the request's default) fills a request field.
struct Field {
  const char* name;
  std::function<void(const val& value, const std::string& argument)> read;
};
using Fields = std::vector<Field>;

Field field(const char* name, std::optional<std::int64_t>& target);  // an integer: a JS number, no fraction
Field field(const char* name, std::optional<double>& target);        // a number
Field field(const char* name, double& target);
Field field(const char* name, bool& target);                          // true or false
Field field(const char* name, std::optional<std::string>& target);   // a string
Field field(const char* name, api::Values& target);                  // a typed array or an Array of numbers
Field field(const char* name, api::Texts& target);                   // an Array of strings
Field field(const char* name, std::vector<bool>& target);            // an Array (or typed array) of booleans, 0 or 1
// An Array of objects (a model's layers): `size(count)` first (it checks the
// count against the core's limit and makes room), then `item(i, value,
// "name[i]")` for each entry.
Field object_list(const char* name, std::function<void(std::int64_t count, const std::string& argument)> size,
                  std::function<void(std::int64_t index, const val& item, const std::string& argument)> item);
// causal, keyPadding (true = hidden) and maskFill.
Fields mask_fields(attention::Mask& mask);
Fields operator+(Fields a, const Fields& b);

// `options` must be a plain object whose keys are all in `fields`; each
// present option is converted into its field. A nested object (trainerSteps'
// state) passes `path`, which prefixes its arguments: "state.WQ".
void read_options(const val& options, const char* call, const Fields& fields, const std::string& path = "");

// The positional arguments (randn's seed, rows and cols; numpyStr's values; parseMatrix's text).
double number_value(const val& value, const std::string& name);
std::int64_t integer_value(const val& value, const std::string& name);
std::string string_value(const val& value, const std::string& name);
api::Values values_value(const val& value, const std::string& name);

// Results: fresh JS copies, never views on wasm memory.
val to_js(const attention::MatrixD& m);  // a Float64Array
val to_js(const attention::MatrixF& m);  // a Float32Array
val to_js(const std::vector<double>& values);
val to_js(const std::vector<Eigen::Index>& indices);
val to_js(const std::vector<std::string>& strings);

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
