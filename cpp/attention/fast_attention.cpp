// The fast path's entry points: which algorithm runs, the limits checked
// before anything is allocated, and the loop over heads. The kernels live in
// attention/fast/: the packet layer (simd.hpp), vector math (vector_math.hpp),
// the products (gemm.hpp) and the two algorithms (materialised.cpp, tiled.cpp).
#include "attention/fast_attention.hpp"

#include <algorithm>
#include <stdexcept>

#include "attention/fast/algorithms.hpp"
#include "attention/fast/vector_math.hpp"
#include "attention/limits.hpp"

namespace attention::fast {
namespace {

void require_range(std::int64_t value, std::int64_t max, const char* name) {
  limits::require_size(value, max, name);
}

}  // namespace

Path choose_path(const Shape& shape, std::int64_t element_bytes, Path requested) {
  if (requested != Path::automatic) return requested;
  // Compared in double: n·m·bytes overflows nothing, but stays honest for any input.
  const double score_bytes = static_cast<double>(shape.n) * static_cast<double>(shape.m) * element_bytes;
  const bool too_big = score_bytes > static_cast<double>(kScoreBudgetBytes) ||
                       static_cast<double>(shape.n) * static_cast<double>(shape.m) > limits::kMaxScoreCells ||
                       shape.n > limits::kMaxSequence || shape.m > limits::kMaxSequence;
  return too_big ? Path::tiled : Path::materialised;
}

void require_shape(const Shape& s, Path path) {
  if (path == Path::tiled) {
    require_range(s.n, kMaxTiledSequence, "n");
    require_range(s.m, kMaxTiledSequence, "m");
    require_range(s.d_k, kMaxTiledWidth, "dK");
    require_range(s.d_v, kMaxTiledWidth, "dV");
    require_range(s.heads, kMaxHeads, "heads");
    limits::require_cells(s.heads * s.n, std::max(s.d_k, s.d_v), kMaxTiledCells, "heads*n x d");
    limits::require_cells(s.heads * s.m, std::max(s.d_k, s.d_v), kMaxTiledCells, "heads*m x d");
    return;
  }
  require_range(s.n, limits::kMaxSequence, "n");
  require_range(s.m, limits::kMaxSequence, "m");
  require_range(s.d_k, limits::kMaxWidth, "dK");
  require_range(s.d_v, limits::kMaxWidth, "dV");
  require_range(s.heads, kMaxHeads, "heads");
  limits::require_cells(s.n, s.m, limits::kMaxScoreCells, "n x m");
  limits::require_cells(s.heads * s.n, std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "heads*n x d");
  limits::require_cells(s.heads * s.m, std::max(s.d_k, s.d_v), limits::kMaxMatrixCells, "heads*m x d");
}

template <class T>
Path attend(const Problem<T>& p, T* output, typename Problem<T>::Scalar* weights, Path requested) {
  const Shape& s = p.shape;
  const Path path = choose_path(s, sizeof(T), requested);
  require_shape(s, path);
  if (weights && path == Path::tiled) {
    throw std::invalid_argument("weights: the tiled path never forms the n x m weights");
  }
  if (weights) limits::require_cells(s.heads * s.n, s.m, limits::kMaxMatrixCells, "heads*n x m weights");
  for (std::int64_t h = 0; h < s.heads; ++h) {
    const T* q = p.q + h * s.n * s.d_k;
    const T* k = p.k + h * s.m * s.d_k;
    const T* v = p.v + h * s.m * s.d_v;
    T* out = output + h * s.n * s.d_v;
    if (path == Path::tiled) {
      attend_head_tiled<T>(s, q, k, v, p.causal, out, kQueryBlock, kKeyBlock, {});
    } else {
      attend_head_materialised<T>(s, q, k, v, p.causal, out, weights ? weights + h * s.n * s.m : nullptr);
    }
  }
  return path;
}

template <class T>
void attend_tiled(const Problem<T>& p, T* output, std::int64_t query_block, std::int64_t key_block,
                  const std::function<void(const TileState<T>&)>& observe) {
  require_shape(p.shape, Path::tiled);
  if (p.shape.heads != 1) throw std::invalid_argument("heads: the step-by-step tiled path takes one head");
  require_range(query_block, kMaxTiledSequence, "queryBlock");
  require_range(key_block, kMaxTiledSequence, "keyBlock");
  attend_head_tiled<T>(p.shape, p.q, p.k, p.v, p.causal, output, query_block, key_block, observe);
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
