// JS values <-> core types. Conversion and type checks only: every rule about
// what a valid attention problem is lives in the core.
//
// Each reader throws std::invalid_argument whose message starts with the
// argument's name, so the JS Error tells the caller which field to fix.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <initializer_list>
#include <new>
#include <stdexcept>
#include <optional>
#include <string>
#include <vector>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/matrix.hpp"

namespace bindings {

using emscripten::val;

// The argument must be a plain object; fields outside `allowed` are an error
// (a typo such as `dk` for `dK` would otherwise be silently ignored).
void require_options(const val& options, const char* call, std::initializer_list<const char*> allowed);

double number_value(const val& value, const std::string& name);
std::int64_t integer_value(const val& value, const std::string& name);
std::int64_t integer_field(const val& options, const char* name, std::optional<std::int64_t> fallback = {});
double number_field(const val& options, const char* name, double fallback);
bool bool_field(const val& options, const char* name, bool fallback);
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
    // Not yet an InputError: the text is all there is.
    val error = val::object();
    error.set("error", std::string(e.what()));
    return error;
  }
}

// A list of numbers of any length up to the matrix limit (NaN allowed).
std::vector<double> list_value(const val& values, const char* name);

}  // namespace bindings
