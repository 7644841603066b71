// The fast path's entry points: every rule about a request (sizes, limits,
// the mask, finite inputs and results), which algorithm runs, and the loop
// over heads. The rules are the core's shared ones (limits.hpp, Mask,
// matrix.hpp's require_finite, matmul.hpp's overflow error); the kernels
// live in attention/fast/: the packet layer (simd.hpp), vector math
// (vector_math.hpp), the products (gemm.hpp), the mask as the kernels read
// it (masking.*) and the two algorithms (materialised.cpp, tiled.cpp).
#include "attention/fast_attention.hpp"

#include <algorithm>
#include <cmath>

#include "attention/attention.hpp"
#include "attention/error.hpp"
#include "attention/fast/algorithms.hpp"
#include "attention/fast/vector_math.hpp"
#include "attention/limits.hpp"
#include "attention/matmul.hpp"

namespace attention::fast {
namespace {

template <class T>
T largest_magnitude(const T* values, std::int64_t count, std::int64_t stride = 1) {
  T largest = 0;
  for (std::int64_t i = 0; i < count; ++i) largest = std::max(largest, std::fabs(values[i * stride]));
  return largest;
}

template <class T>
void require_inputs(const Problem<T>& p) {
  const Shape& s = p.shape;
  p.mask.template validate<T>(s.m);
  require_finite(p.q, s.heads * s.n, s.d_k, "Q");
  require_finite(p.k, s.heads * s.m, s.d_k, "K");
  require_finite(p.v, s.heads * s.m, s.d_v, "V");
}

// Finite inputs can still give a result outside the precision's range: a
// q·k past ±3.4e38 in float32 (±1.8e308 in float64) makes the row's softmax
// NaN, and so can a weighted sum of huge values. Reported, never returned,
// with the error checked_matmul gives: the product, its cell and the factor
// whose entries are too large. Found from the output (the tiled path never
// holds Q·Kᵀ); the cell is looked for only then, one row of scores.
template <class T>
void require_finite_result(const Problem<T>& p, const T* output) {
  const Shape& s = p.shape;
  const std::int64_t bad = first_non_finite(output, s.heads * s.n * s.d_v);
  if (bad < 0) return;
  const std::int64_t row = bad / s.d_v, head = row / s.n, i = row % s.n;
  const T* q = p.q + row * s.d_k;
  const T* k = p.k + head * s.m * s.d_k;
  for (std::int64_t j = 0; j < s.m; ++j) {
    if (p.mask.hides(i, j)) continue;
    T dot = 0;
    for (std::int64_t c = 0; c < s.d_k; ++c) dot += q[c] * k[j * s.d_k + c];
    if (std::isfinite(dot)) continue;
    product_overflows(row, j, largest_magnitude(q, s.d_k), largest_magnitude(k + j * s.d_k, s.d_k),
                      {"Q·Kᵀ", "Q", "K"}, precision_name<T>());
  }
  const std::int64_t column = bad % s.d_v;  // the weights are at most 1: V's entries are too large
  product_overflows(row, column, 1.0, largest_magnitude(p.v + head * s.m * s.d_v + column, s.m, s.d_v),
                    {"weights·V", "V", "V"}, precision_name<T>());
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
  require_inputs(p);
  const KeyMask<T> keys(p.mask, s.n, s.m);
  for (std::int64_t h = 0; h < s.heads; ++h) {
    const T* q = p.q + h * s.n * s.d_k;
    const T* k = p.k + h * s.m * s.d_k;
    const T* v = p.v + h * s.m * s.d_v;
    T* out = output + h * s.n * s.d_v;
    if (path == Path::tiled) {
      attend_head_tiled<T>(s, q, k, v, keys, out, kQueryBlock, kKeyBlock, {});
    } else {
      attend_head_materialised<T>(s, q, k, v, keys, out, weights ? weights + h * s.n * s.m : nullptr);
    }
  }
  require_finite_result(p, output);
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
  require_inputs(p);
  attend_head_tiled<T>(p.shape, p.q, p.k, p.v, KeyMask<T>(p.mask, p.shape.n, p.shape.m), output, query_block,
                       key_block, observe);
  require_finite_result(p, output);
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
