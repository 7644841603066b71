// The fast path's entry points: every rule about a request (sizes, limits,
// the mask, finite inputs and results), which algorithm runs, and the loop
// over heads. The rules are the core's shared ones (limits.hpp, Mask,
// matrix.hpp's require_finite, matmul.hpp's overflow error); the kernels
// live in attention/fast/: the packet layer (simd.hpp), vector math
// (vector_math.hpp), the products (gemm.hpp), the mask as the kernels read
// it (masking.*) and the two algorithms (materialised.cpp, tiled.cpp).
#include "attention/fast_attention.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "attention/arguments.hpp"
#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/fast/algorithms.hpp"
#include "attention/fast/vector_math.hpp"
#include "attention/limits.hpp"
#include "attention/matmul.hpp"
#include "attention/scores.hpp"

namespace attention::fast {
namespace {

// Per head, the largest |x| in each of Q, K and V (heads ≤ limits::kMaxHeads:
// plan() has checked).
template <class T>
struct Largest {
  std::array<T, limits::kMaxHeads> q, k, v;
};

// Each head's largest |x| of an array of heads·rows × cols values, in the one
// pass that also finds a NaN or ±∞, refused as the reference refuses it.
template <class T>
void largest_per_head(const T* values, std::int64_t heads, std::int64_t rows, std::int64_t cols,
                      const char* argument, std::array<T, limits::kMaxHeads>& largest) {
  bool finite = true;
  for (std::int64_t h = 0; h < heads; ++h) {
    largest[static_cast<std::size_t>(h)] = largest_magnitude(values + h * rows * cols, rows * cols);
    finite = finite && std::isfinite(largest[static_cast<std::size_t>(h)]);
  }
  if (!finite) require_finite(values, heads * rows, cols, argument);  // names the first one
}

// The mask, then Q, K and V, in the reference's order (attention.cpp).
template <class T>
void require_inputs(const Problem<T>& p, Largest<T>& largest) {
  const Shape& s = p.shape;
  p.mask.template validate<T>(s.m);
  largest_per_head(p.q, s.heads, s.n, s.d_k, arg::Q, largest.q);
  largest_per_head(p.k, s.heads, s.m, s.d_k, arg::K, largest.k);
  largest_per_head(p.v, s.heads, s.m, s.d_v, arg::V, largest.v);
}

// One head's inputs and the guards their largest entries call for. Finite
// inputs can still give results outside the precision's range, and the
// reference refuses them (attention.hpp): a visible q·k past ±3.4e38 in
// float32 (±1.8e308 in float64), NaN (+∞ and −∞ in one dot product) or −∞,
// each of which the kernels would otherwise turn into a weight without a
// word. |q·k| ≤ d_k·max|q|·max|k|, partial sums included, so below half the
// largest number no score can overflow and none is checked; above it every
// visible score is (KeyMask::check_visible). Likewise the unnormalised
// Σ e^(s − μ)·v is at most m·max|v|: past half the largest number V's
// columns are scaled by powers of two (exact) for the kernels, and back.
template <class T>
class GuardedHead {
 public:
  GuardedHead(const Problem<T>& p, std::int64_t h, const Largest<T>& largest) {
    const Shape& s = p.shape;
    const auto at = static_cast<std::size_t>(h);
    head_.q = p.q + h * s.n * s.d_k;
    head_.k = p.k + h * s.m * s.d_k;
    head_.v = p.v + h * s.m * s.d_v;
    const double half = static_cast<double>(std::numeric_limits<T>::max()) / 2;
    const double score_bound = static_cast<double>(largest.q[at]) * static_cast<double>(largest.k[at]) *
                               static_cast<double>(s.d_k);
    head_.check_scores = !(score_bound <= half);
    if (static_cast<double>(largest.v[at]) * static_cast<double>(s.m) > half) scale_value_columns(s);
  }
  const Head<T>& head() const { return head_; }

 private:
  // Column c times 2^−e, e the exponent of its largest |v|: below 2 in
  // magnitude, so m of them cannot overflow (and 2^e, at most the largest
  // |v|, is finite). Only scaled down: a column below 1 keeps its values
  // (2^1074 for a subnormal would itself overflow).
  void scale_value_columns(const Shape& s) {
    down_.assign(static_cast<std::size_t>(s.d_v), T(1));
    up_.assign(static_cast<std::size_t>(s.d_v), T(1));
    for (std::int64_t c = 0; c < s.d_v; ++c) {
      const T largest = largest_magnitude(head_.v + c, s.m, s.d_v);
      if (!(largest > T(1))) continue;
      const int e = std::ilogb(largest);
      down_[static_cast<std::size_t>(c)] = std::ldexp(T(1), -e);
      up_[static_cast<std::size_t>(c)] = std::ldexp(T(1), e);
    }
    head_.value_down = down_.data();
    head_.value_up = up_.data();
  }

  Head<T> head_;
  std::vector<T> down_, up_;
};

// A visible score the kernel found not finite: the reference's error, at
// the reference's cell (the first in row-major order, summed in its order),
// searched from the first row of the block that held it. Natively, fused
// multiply-adds can make the kernel's sum differ from the reference's; if
// the search finds nothing, the kernel's own cell is reported.
template <class T>
[[noreturn]] void scores_overflow(const Problem<T>& p, std::int64_t h, const Head<T>& head, const ScoreNotFinite& bad) {
  const Shape& s = p.shape;
  require_finite_scores(head.q, head.k, s.n, s.m, s.d_k, p.mask, bad.first_row, h * s.n);
  score_overflows(head.q + bad.row * s.d_k, head.k + bad.column * s.d_k, s.d_k, h * s.n + bad.row, bad.column);
}

// With every visible score finite and V scaled, an output that is not finite
// is a weighted sum past the largest number: the reference's weights·V
// error, naming V's column (the weights are at most 1).
template <class T>
void require_finite_output(const Problem<T>& p, std::int64_t h, const T* output) {
  const Shape& s = p.shape;
  const std::int64_t bad = first_non_finite(output, s.n * s.d_v);
  if (bad < 0) return;
  const std::int64_t row = bad / s.d_v, column = bad % s.d_v;
  const T largest = largest_magnitude(p.v + h * s.m * s.d_v + column, s.m, s.d_v);
  product_overflows(h * s.n + row, column, 1.0, largest, {"weights·V", "V", "V"}, precision_name<T>());
}

// One head on one kernel, with the guards and the checks around it.
template <class T, class Kernel>
void run_head(const Problem<T>& p, std::int64_t h, const Largest<T>& largest, T* output, Kernel kernel) {
  const GuardedHead<T> guarded(p, h, largest);
  try {
    kernel(guarded.head());
  } catch (const ScoreNotFinite& bad) {
    scores_overflow(p, h, guarded.head(), bad);
  }
  require_finite_output(p, h, output);
}

}  // namespace

Path choose_path(const Shape& shape, std::int64_t element_bytes, Path requested) {
  if (requested != Path::automatic) return requested;
  // Checked products: sizes past every limit must not wrap into ones that fit.
  // (A size below 1 picks either; require_shape refuses it next.)
  const bool fits = limits::product({shape.n, shape.m, element_bytes}, kScoreBudgetBytes) &&
                    limits::product({shape.n, shape.m}, limits::kMaxScoreCells) &&
                    shape.n <= limits::kMaxSequence && shape.m <= limits::kMaxSequence;
  return fits ? Path::materialised : Path::tiled;
}

// The sizes first, one by one: after them every product below is bounded.
// The materialised path forms the same n×m matrix as attend(): its limits.
void require_shape(const Shape& s, Path path) {
  if (path == Path::tiled) {
    limits::require_size(s.n, kMaxTiledSequence, "n");
    limits::require_size(s.m, kMaxTiledSequence, "m");
    limits::require_size(s.d_k, kMaxTiledWidth, "dK");
    limits::require_size(s.d_v, kMaxTiledWidth, "dV");
  } else {
    require_attention_sizes(s.n, s.m, s.d_k, s.d_v);
  }
  limits::require_heads(s.heads);
  limits::require_cells(s.heads * s.n, std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "heads*n x d");
  limits::require_cells(s.heads * s.m, std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "heads*m x d");
}

Path plan(const Shape& s, std::int64_t element_bytes, Path requested, bool weights) {
  const Path path = choose_path(s, element_bytes, requested);
  require_shape(s, path);
  if (weights && path == Path::tiled) {
    throw InputError(ErrorCode::incompatible, "weights",
                     "only the materialised path forms the n x m weights (this request runs tiled)",
                     {{"path", "tiled"}});
  }
  if (weights) limits::require_cells(s.heads * s.n, s.m, limits::kMaxMatrixCells, "heads*n x m weights");
  return path;
}

template <class T>
Path attend(const Problem<T>& p, T* output, typename Problem<T>::Scalar* weights, Path requested) {
  const Shape& s = p.shape;
  const Path path = plan(s, sizeof(T), requested, weights != nullptr);
  Largest<T> largest;  // only the first `heads` entries are written and read
  require_inputs(p, largest);
  const KeyMask<T> keys(p.mask, s.n, s.m);
  for (std::int64_t h = 0; h < s.heads; ++h) {  // head by head, as the reference refuses them
    T* out = output + h * s.n * s.d_v;
    run_head(p, h, largest, out, [&](const Head<T>& head) {
      if (path == Path::tiled) {
        attend_head_tiled<T>(s, head, keys, out, kQueryBlock, kKeyBlock, {});
      } else {
        attend_head_materialised<T>(s, head, keys, out, weights ? weights + h * s.n * s.m : nullptr);
      }
    });
  }
  return path;
}

template <class T>
void attend_tiled(const Problem<T>& p, T* output, std::int64_t query_block, std::int64_t key_block,
                  const std::function<void(const TileState<T>&)>& observe) {
  require_shape(p.shape, Path::tiled);
  if (p.shape.heads != 1) {
    throw InputError(ErrorCode::range, "heads", "the step-by-step tiled path takes one head",
                     {{"max", 1.0}, {"got", static_cast<double>(p.shape.heads)}});
  }
  limits::require_size(query_block, kMaxTiledSequence, "queryBlock");
  limits::require_size(key_block, kMaxTiledSequence, "keyBlock");
  // The score tile, once the blocks are cut to n and m, is one matrix: it
  // takes the cell limit of any other (65,536² blocks over 65,536² scores
  // would be 32 GiB of doubles).
  limits::require_cells(std::min(query_block, p.shape.n), std::min(key_block, p.shape.m), limits::kMaxMatrixCells,
                        "queryBlock x keyBlock score tile");
  Largest<T> largest;
  require_inputs(p, largest);
  const KeyMask<T> keys(p.mask, p.shape.n, p.shape.m);
  run_head(p, 0, largest, output, [&](const Head<T>& head) {
    attend_head_tiled<T>(p.shape, head, keys, output, query_block, key_block, observe);
  });
}

// Through map_sum, as softmax_exp_sum calls the kernel: a count that is not
// a whole number of packets runs the padded tail too.
template <class T>
void exp2_inplace(T* y, std::int64_t count) {
  map_sum(y, count, T(0), [](typename Simd<T>::V x) { return exp2_nonpositive<T>(x); });
}

template Path attend<float>(const Problem<float>&, float*, float*, Path);
template Path attend<double>(const Problem<double>&, double*, double*, Path);
template void attend_tiled<float>(const Problem<float>&, float*, std::int64_t, std::int64_t,
                                  const std::function<void(const TileState<float>&)>&);
template void attend_tiled<double>(const Problem<double>&, double*, std::int64_t, std::int64_t,
                                   const std::function<void(const TileState<double>&)>&);
template void exp2_inplace<float>(float*, std::int64_t);
template void exp2_inplace<double>(double*, std::int64_t);

}  // namespace attention::fast
