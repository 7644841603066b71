// The fast path: softmax(Q·Kᵀ/√d_k)·V for large n, in float32 and float64,
// with the same Mask as every other path (causal, key padding, fill).
//
// This is NOT the numpy-exact path (attend() in attention.hpp stays bit-exact
// with numpy). Here the products are register-blocked SIMD kernels, the sums
// run in several lanes and exp() is a polynomial, so results differ from the
// reference in the last bits: measured and bounded in
// tests/cpp/test_fast_attention.cpp (float64 within 1e-12, float32 within 2e-5
// of the float64 reference, whatever the size of the logits).
//
// Two algorithms, one entry point:
//   materialised  the n×m weights of one head are formed (the page draws them),
//                 in strips of rows so a strip's scores stay in cache;
//   tiled         online softmax (the FlashAttention recurrence): keys arrive in
//                 blocks, each row keeps a running max and a running sum and
//                 rescales its partial output; no n×m matrix ever exists.
// `Path::automatic` picks tiled once one head's n×m scores would exceed
// the budget below. The kernels are in attention/fast/.
//
// The core checks every request it is given (sizes and limits, the mask,
// finite inputs and results) and throws attention::InputError naming the JS
// API's argument. Reading the JS API's options (counts, names, precision)
// is cpp/api/fast.cpp's, with the same rules as every other call.
#pragma once

#include <cstdint>
#include <functional>

#include "attention/mask.hpp"

namespace attention::fast {

// The memory budget of one head's n×m scores. Past it, or past the
// materialised path's own limits (limits.hpp: 2^22 cells, n and m ≤ 4096),
// `automatic` picks the tiled path. 32 MiB is n = m = 2048 in float64; in float32 the cell
// limit binds first, also at n = m = 2048.
constexpr std::int64_t kScoreBudgetBytes = std::int64_t{32} << 20;

// The tiled path's own limits (the materialised path keeps limits.hpp's).
// Either path takes up to limits::kMaxMatrixCells values in each of Q, K, V
// and the output, over all heads, as every other call does.
constexpr std::int64_t kMaxTiledSequence = 65536;  // n and m
constexpr std::int64_t kMaxTiledWidth = 1024;      // d_k, d_v
// (Heads: 1 to limits::kMaxHeads, as for multi-head attention.)

// Query and key block sizes of the tiled path (rows × keys per score tile).
constexpr std::int64_t kQueryBlock = 64;
constexpr std::int64_t kKeyBlock = 128;

enum class Path { automatic, materialised, tiled };

struct Shape {
  std::int64_t n = 0;      // queries
  std::int64_t m = 0;      // keys (= values)
  std::int64_t d_k = 0;    // query/key width
  std::int64_t d_v = 0;    // value width
  std::int64_t heads = 1;  // independent heads, stored one after another
};

// Layout: head-major, row-major: the heads' matrices one after another, so
// Q is a (heads·n) × d_k matrix whose rows h·n … h·n + n − 1 are head h's,
// K is (heads·m) × d_k, V (heads·m) × d_v, the output (heads·n) × d_v and
// the weights (materialised path only, when asked for) (heads·n) × m.
// Positions in errors count rows that way. One mask for every head.
template <class T>
struct Problem {
  using Scalar = T;
  Shape shape;
  const T* q = nullptr;
  const T* k = nullptr;
  const T* v = nullptr;
  Mask mask;
};

// Which path `requested` resolves to for this shape and element size.
Path choose_path(const Shape& shape, std::int64_t element_bytes, Path requested = Path::automatic);

// Throws InputError naming the size that is out of range for `path`
// (materialised: attend()'s, require_attention_sizes; tiled: the constants
// above), then for heads and the arrays' cells (limits.hpp).
void require_shape(const Shape& shape, Path path);

// Every check a request's sizes allow, before anything is allocated: the
// path it runs on, that path's limits, and that weights (if wanted) are
// formed on it and fit. Returns the path.
Path plan(const Shape& shape, std::int64_t element_bytes, Path requested, bool weights);

// Checks everything (plan(), the mask against m and T, finite inputs), then
// writes heads·n·d_v values to `output` and, if `weights` is not null,
// heads·n·m weights. A query the mask hides every key from gets what the
// fill gives: zeros for −∞, uniform weights for a finite fill. Throws
// InputError "overflow", as checked_matmul does, naming the product (Q·Kᵀ or
// weights·V) and its cell, if finite inputs give a result outside the
// precision's range. Returns the path that ran.
template <class T>
Path attend(const Problem<T>& problem, T* output, typename Problem<T>::Scalar* weights = nullptr,
            Path requested = Path::automatic);

// What the tiled recurrence holds after one key block, for one block of
// queries: rows [row_begin, row_end), keys [key_begin, key_end) just folded in.
// One entry per row: running_max μ, the max of the raw scores s = q·kⱼ seen
// so far (unscaled: μ·scale is the max of the scaled scores), and
// running_sum ℓ = Σ e^((s − μ)·scale); partial_output O is the unnormalised
// Σ e^((s − μ)·scale)·vⱼ·value_scale, rows × d_v. Keys the mask hides are
// not in them. value_scale is null (1), or a power of two per column of V
// (V's columns are scaled so that O cannot overflow: O/ℓ divided by it is
// the output so far).
template <class T>
struct TileState {
  std::int64_t row_begin, row_end, key_begin, key_end;
  T scale;  // 1/√d_k
  const T* running_max;
  const T* running_sum;
  const T* partial_output;
  const T* value_scale;
};

// The tiled path with a hook after every key block: the page uses it to show
// the recurrence chunk by chunk. Heads must be 1. `query_block`/`key_block`
// override the tile sizes (tests use odd sizes to reach every edge case),
// each from 1 to kMaxTiledSequence; a block larger than n or m is cut to it,
// and the tile that leaves may hold at most limits::kMaxMatrixCells scores.
template <class T>
void attend_tiled(const Problem<T>& problem, T* output, std::int64_t query_block, std::int64_t key_block,
                  const std::function<void(const TileState<T>&)>& observe = {});

// 2^y for a whole array of y ≤ 0, in place: the one exp kernel every path
// runs (e^x is 2^(x·log₂e)), exposed so tests can measure it. −∞ and every y
// whose 2^y is subnormal or 0 give 0; NaN gives NaN.
template <class T>
void exp2_inplace(T* y, std::int64_t count);

}  // namespace attention::fast
