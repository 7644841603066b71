// The packet layer of the fast path: one SIMD register's worth of floats or
// doubles, and the few operations on it that the kernels need.
//
// Written with GCC/Clang vector extensions, so the same source becomes
// AVX-512 or AVX2 natively and SIMD128 under -msimd128: native and wasm run
// the same algorithm, and the benchmark compares engines, not code. Without
// any SIMD (or with ATTENTION_FAST_SCALAR defined) a packet is one element,
// and the same kernels run as plain scalar code.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#ifdef __wasm_simd128__
#include <wasm_simd128.h>  // clang's header (not Emscripten's): pmin/pmax only
#endif

namespace attention::fast {

#if defined(ATTENTION_FAST_SCALAR)
constexpr int kSimdBytes = 0;
#elif defined(__AVX512F__)
constexpr int kSimdBytes = 64;
#elif defined(__AVX__)
constexpr int kSimdBytes = 32;
#elif defined(__SSE2__) || defined(__wasm_simd128__) || defined(__ARM_NEON)
constexpr int kSimdBytes = 16;
#else
constexpr int kSimdBytes = 0;
#endif

// Hot loops that V8 compiles better alone: in one large function its
// register allocator spills their vectors to the stack (see gemm.hpp).
// Binaryen may still inline small ones at link time.
#ifdef __wasm_simd128__
#define ATTENTION_FAST_OWN_FUNCTION __attribute__((noinline))
#else
#define ATTENTION_FAST_OWN_FUNCTION
#endif

template <class T>
constexpr int kPacketBytes = kSimdBytes > 0 ? kSimdBytes : static_cast<int>(sizeof(T));
template <class T>
constexpr int kLanes = kPacketBytes<T> / static_cast<int>(sizeof(T));

// V: the packet; I: integers of the same width, for bit tricks and lane masks.
template <class T>
struct Simd {
  using Bits = std::conditional_t<sizeof(T) == 8, std::int64_t, std::int32_t>;
  typedef T V __attribute__((vector_size(kPacketBytes<T>)));
  typedef Bits I __attribute__((vector_size(kPacketBytes<T>)));
};

template <class V, class T>
inline V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof v);  // unaligned load, one instruction
  return v;
}
template <class V, class T>
inline void store(T* p, V v) {
  std::memcpy(p, &v, sizeof v);
}
// x − (+0.0), not x + 0.0: the subtraction is exact for every x (−0.0 too),
// so compilers drop it and keep a bare broadcast; the addition must stay
// (−0.0 + 0.0 is +0.0) and costs an add and a shuffle per broadcast in wasm.
template <class V, class T>
inline V splat(T x) {
  return x - V{};
}
template <class I, class V>
inline V select(I mask, V yes, V no) {
  return reinterpret_cast<V>((reinterpret_cast<I>(yes) & mask) | (reinterpret_cast<I>(no) & ~mask));
}

// A comparison's lane mask, hidden from the optimiser. Given x & (a >= b),
// LLVM writes select(a >= b, x, 0), which wasm spells v128.bitselect and V8
// expands to three instructions; a plain v128.and is one.
template <class I>
inline I opaque_mask(I mask) {
#ifdef __wasm_simd128__
  __asm__("" : "+r"(mask));
#endif
  return mask;
}

// a·b + c lane by lane: the multiply-add that the micro-kernel and exp's
// polynomial are made of (Eigen's pmadd; ggml maps its FMA the same way).
// SIMD128 has no fused form, so here it is a multiply and an add, rounded
// twice, exactly as `a * b + c` was written before; natively the compiler may
// fuse it where the fast path's files allow (-ffp-contract=fast). A
// relaxed-SIMD build changes this function alone: in wasm,
// __builtin_wasm_relaxed_madd_f32x4 / _f64x2 (clang 16; the prototype
// __builtin_wasm_fma_* in clang 14), which an engine may fuse or not. Not
// shipped: it measured 1.1-1.3x here, and Safari rejects a whole module
// holding one relaxed instruction.
template <class V>
inline V madd(V a, V b, V c) {
  return a * b + c;
}

// x < y ? x : y and x > y ? x : y lane by lane (y when either is NaN). In
// wasm these are f32x4.pmin/pmax, one instruction each; a generic select
// becomes a bitselect, which V8 expands to three.
template <class V>
inline V lesser(V x, V y) {
#ifdef __wasm_simd128__
  if constexpr (sizeof(V) == 16) {
    if constexpr (sizeof(x[0]) == 4) return reinterpret_cast<V>(wasm_f32x4_pmin(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
    else return reinterpret_cast<V>(wasm_f64x2_pmin(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
  }
#endif
  using I = decltype(x < y);
  return select(reinterpret_cast<I>(x < y), x, y);
}
template <class V>
inline V greater(V x, V y) {
#ifdef __wasm_simd128__
  if constexpr (sizeof(V) == 16) {
    if constexpr (sizeof(x[0]) == 4) return reinterpret_cast<V>(wasm_f32x4_pmax(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
    else return reinterpret_cast<V>(wasm_f64x2_pmax(reinterpret_cast<v128_t>(y), reinterpret_cast<v128_t>(x)));
  }
#endif
  using I = decltype(x > y);
  return select(reinterpret_cast<I>(x > y), x, y);
}

}  // namespace attention::fast
