// Hooks for the leak and recovery tests, linked into the test module only
// (build/wasm/attention-math-test.js; the shipped site/attention-math.js has
// none, tests/js/test-build.test.mjs checks). Raw Module._name functions,
// not part of the documented API:
//   _heapStats()              wasm memory as the leak tests see it
//   _testFault(kind, bytes)   a failure on purpose, to prove recovery
// Other branches' test-only bindings belong in this folder too: every
// cpp/bindings/test/*.cpp and *.post.js joins the test module (CMakeLists.txt).
#include <emscripten/bind.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include <cstdlib>
#include <new>
#include <string>

#include "bindings/convert.hpp"

namespace bindings {
namespace {

// The heap's size (it only grows) and the bytes malloc has handed out and
// not had back.
val heap_stats() {
  const struct mallinfo info = mallinfo();
  val out = val::object();
  out.set("heapSize", static_cast<double>(emscripten_get_heap_size()));
  out.set("inUse", static_cast<double>(info.uordblks));
  return out;
}

// Failures on purpose, to prove web/lib/core/module-recovery.js recovers:
// "abort" stops the module the way a failed assertion would; "allocate"
// asks malloc for `bytes` (more than the 2 GiB ceiling fails for real, as an
// oversized request would).
val test_fault(val kind, val bytes) {
  const std::string what = kind.isString() ? kind.as<std::string>() : "";
  if (what == "abort") std::abort();
  // Thrown, not returned as {error}: this hook has no api.post.js wrapper,
  // and the recovery code must see the failure as the public calls show it.
  const val result = guarded([&] {
    const double size = number_value(bytes, "bytes");
    if (!(size >= 0 && size < 4294967296.0)) {
      throw attention::InputError(attention::ErrorCode::range, "bytes", "must be from 0 to 2^32 - 1",
                                  {{"min", 0.0}, {"max", 4294967295.0}, {"got", attention::number_param(size)}});
    }
    // malloc, not std::vector: a vector refuses more than 2 GiB itself
    // (length_error) before asking for memory.
    // Through a volatile pointer, or the compiler drops the malloc/free pair.
    void* volatile block = std::malloc(static_cast<std::size_t>(size));
    if (block == nullptr && size > 0) throw std::bad_alloc();
    std::free(block);
    return val(size);
  });
  if (result.isNumber()) return result;
  val::global("Error").new_("_testFault: " + result["error"].as<std::string>()).throw_();
  return val::undefined();
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(attention_math_test_hooks) {
  using namespace bindings;
  emscripten::function("_heapStats", &heap_stats);
  emscripten::function("_testFault", &test_fault);
}
