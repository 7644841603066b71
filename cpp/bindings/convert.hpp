// JS values <-> core types. Conversion and type checks only: every rule about
// what a valid attention problem is lives in the core.
//
// Each reader throws attention::InputError for the argument as the caller
// spells it: "type" for a value of the wrong kind (text, null or a boolean
// where a number belongs), "required" for a missing one, "unknown_option"
// for a key the call does not have, "shape" for a wrong length.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <initializer_list>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/matrix.hpp"

namespace bindings {

using emscripten::val;

// The argument must be a plain object; fields outside `allowed` are an error
// (a typo such as `dk` for `dK` would otherwise be silently ignored), whose
// argument is the unknown key and whose params list the known ones. For a
// nested object (trainerSteps' state), `path` prefixes its keys: "state.WQ".
void require_options(const val& options, const char* call, std::initializer_list<const char*> allowed,
                     const std::string& path = "");

double number_value(const val& value, const std::string& name);
std::int64_t integer_value(const val& value, const std::string& name);
std::int64_t integer_field(const val& options, const char* name, std::optional<std::int64_t> fallback = {});
double number_field(const val& options, const char* name, double fallback);
bool bool_field(const val& options, const char* name, bool fallback);
std::string string_value(const val& value, const std::string& name);
std::string string_field(const val& options, const char* name, const std::string& fallback);
std::vector<std::string> string_list_field(const val& options, const char* name);
bool has_field(const val& options, const char* name);

// A row-major rows × cols matrix from a Float64Array, another typed array or
// an Array of numbers of exactly rows·cols entries.
attention::MatrixD matrix_field(const val& options, const char* name, std::int64_t rows, std::int64_t cols);
attention::MatrixD matrix_value(const val& value, const std::string& name, std::int64_t rows, std::int64_t cols);

// One flag per key, from an Array or typed array of booleans/0/1; empty if absent.
std::vector<bool> flags_field(const val& options, const char* name, std::int64_t count);

// The mask fields every attention call shares: causal, keyPadding (one flag
// per key, true = hidden; the core wants the opposite, visible keys) and maskFill.
attention::AttentionOptions mask_options(const val& options, std::int64_t keys);

// Q, K, V and their sizes (n, m, dK, dV), checked against the limits before
// any allocation. dV is required unless `dv_defaults_to_dk`.
struct AttentionInputs {
  std::int64_t n, m, d_k, d_v;
  attention::MatrixD q, k, v;
};
AttentionInputs read_attention_inputs(const val& options, bool dv_defaults_to_dk = false);

// Copies out of wasm memory: the caller owns the result, nothing to delete.
val to_js(const attention::MatrixD& m);
val to_js(const attention::MatrixF& m);
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

// A list of numbers of any length up to the matrix limit (NaN allowed).
std::vector<double> list_value(const val& values, const char* name);

}  // namespace bindings
