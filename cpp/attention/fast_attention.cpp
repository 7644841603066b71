// The fast path's entry points: every rule about a request (sizes, limits,
// option values, the mask, finite inputs and results), which algorithm runs,
// and the loop over heads. The kernels live in attention/fast/: the packet
// layer (simd.hpp), vector math (vector_math.hpp), the products (gemm.hpp),
// the mask as the kernels read it (masking.*) and the two algorithms
// (materialised.cpp, tiled.cpp).
#include "attention/fast_attention.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>

#include "attention/error.hpp"
#include "attention/fast/algorithms.hpp"
#include "attention/fast/vector_math.hpp"
#include "attention/limits.hpp"

namespace attention::fast {
namespace {

// a·b·c for sizes, refused (InputError "limit") past 2^53, where a count
// would no longer be exact in a JS number; nothing can wrap on the way.
std::int64_t checked_product(std::int64_t a, std::int64_t b, std::int64_t c) {
  constexpr std::int64_t kExact = std::int64_t{1} << 53;
  std::int64_t ab = 0, abc = 0;
  if (a < 0 || b < 0 || c < 0 || __builtin_mul_overflow(a, b, &ab) || __builtin_mul_overflow(ab, c, &abc) ||
      abc > kExact) {
    throw InputError(ErrorCode::limit, "",
                     std::to_string(a) + " x " + std::to_string(b) + " x " + std::to_string(c) +
                         " is not a size this API can count exactly",
                     {{"max", static_cast<double>(kExact)}});
  }
  return abc;
}

std::string short_number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

const char* precision_name(std::int64_t element_bytes) { return element_bytes == 4 ? "float32" : "float64"; }

// NaN and ±Infinity as JS writes them: these messages end up in a browser.
std::string js_spelling(double value) {
  if (std::isnan(value)) return "NaN";
  return value > 0 ? "Infinity" : "-Infinity";
}

// The index of the first NaN or ±∞, or −1. An exponent of all ones is one
// of them; the scan ORs integer flags with no early exit so it vectorises
// (a branch per element costs as much as the rest of a small call), and the
// index is looked for only on failure.
template <class T>
std::int64_t first_non_finite(const T* values, std::int64_t count) {
  using Bits = std::conditional_t<sizeof(T) == 8, std::uint64_t, std::uint32_t>;
  constexpr Bits exponent = static_cast<Bits>(sizeof(T) == 8 ? 0x7ff0000000000000ull : 0x7f800000ull);
  Bits bad = 0;
  for (std::int64_t i = 0; i < count; ++i) {
    Bits b;
    std::memcpy(&b, values + i, sizeof b);
    bad |= static_cast<Bits>((b & exponent) == exponent);
  }
  if (!bad) return -1;
  for (std::int64_t i = 0; i < count; ++i)
    if (!std::isfinite(values[i])) return i;
  return -1;
}

// Where entry `index` of a heads × rows × cols array is, for messages and params.
struct Position {
  std::int64_t head, row, column;
  Position(std::int64_t index, std::int64_t rows, std::int64_t cols)
      : head(index / (rows * cols)), row(index / cols % rows), column(index % cols) {}
  std::string text(std::int64_t heads) const {
    return (heads > 1 ? "head " + std::to_string(head) + ", " : std::string()) + "row " + std::to_string(row) +
           ", column " + std::to_string(column);
  }
};

template <class T>
void require_finite(const T* values, const Shape& s, std::int64_t rows, std::int64_t cols, const char* name) {
  const std::int64_t bad = first_non_finite(values, checked_product(s.heads, rows, cols));
  if (bad < 0) return;
  const Position at(bad, rows, cols);
  const std::string value = js_spelling(static_cast<double>(values[bad]));
  throw InputError(ErrorCode::not_finite, name,
                   "value at " + at.text(s.heads) + " is " + value + (sizeof(T) == 4 ? " in float32" : "") +
                       "; only finite numbers are allowed",
                   {{"index", static_cast<double>(bad)}, {"head", static_cast<double>(at.head)},
                    {"row", static_cast<double>(at.row)}, {"column", static_cast<double>(at.column)},
                    {"value", value}});
}

// Finite inputs can still give a result outside the precision's range: a
// q·k past ±3.4e38 in float32 (±1.8e308 in float64) makes the row's softmax
// NaN. Reported, never returned.
template <class T>
void require_finite_result(const T* output, const Shape& s) {
  const std::int64_t bad = first_non_finite(output, checked_product(s.heads, s.n, s.d_v));
  if (bad < 0) return;
  const Position at(bad, s.n, s.d_v);
  const std::string where = (s.heads > 1 ? "head " + std::to_string(at.head) + ", " : std::string()) + "query " +
                            std::to_string(at.row);
  throw InputError(ErrorCode::overflow, "",
                   std::string("the inputs are finite, but for ") + where + " Q·Kᵀ (or the weighted sum of V) " +
                       "overflows " + precision_name(sizeof(T)),
                   {{"head", static_cast<double>(at.head)}, {"row", static_cast<double>(at.row)},
                    {"precision", precision_name(sizeof(T))}});
}

template <class T>
void require_inputs(const Problem<T>& p) {
  const Shape& s = p.shape;
  require_mask(p.mask.key_padding.empty() ? -1 : static_cast<std::int64_t>(p.mask.key_padding.size()), p.mask.fill,
               s.m, sizeof(T));
  require_finite(p.q, s, s.n, s.d_k, "Q");
  require_finite(p.k, s, s.m, s.d_k, "K");
  require_finite(p.v, s, s.m, s.d_v, "V");
}

void require_length(std::int64_t got, std::int64_t heads, std::int64_t rows, std::int64_t cols, const char* name) {
  const std::int64_t expected = checked_product(heads, rows, cols);
  if (got == expected) return;
  const std::string layout = heads > 1 ? "heads " + std::to_string(heads) + " x " : "";
  throw InputError(ErrorCode::shape, name,
                   "expected " + std::to_string(expected) + " values (" + layout + std::to_string(rows) + " x " +
                       std::to_string(cols) + ", row-major), got " + std::to_string(got),
                   {{"expected", static_cast<double>(expected)}, {"got", static_cast<double>(got)}});
}

}  // namespace

Path parse_path(const std::string& name) {
  if (name == "auto") return Path::automatic;
  if (name == "materialised") return Path::materialised;
  if (name == "tiled") return Path::tiled;
  throw InputError(ErrorCode::range, "path", "expected 'auto', 'materialised' or 'tiled', got '" + name + "'",
                   {{"got", name}, {"known", "auto, materialised, tiled"}});
}

std::int64_t parse_precision(const std::string& name) {
  if (name == "float64") return 8;
  if (name == "float32") return 4;
  throw InputError(ErrorCode::range, "precision", "expected 'float64' or 'float32', got '" + name + "'",
                   {{"got", name}, {"known", "float64, float32"}});
}

Path choose_path(const Shape& shape, std::int64_t element_bytes, Path requested) {
  if (requested != Path::automatic) return requested;
  // Compared in double: n·m·bytes overflows nothing, but stays honest for any input.
  const double score_bytes = static_cast<double>(shape.n) * static_cast<double>(shape.m) * element_bytes;
  const bool too_big = score_bytes > static_cast<double>(kScoreBudgetBytes) ||
                       static_cast<double>(shape.n) * static_cast<double>(shape.m) > limits::kMaxScoreCells ||
                       shape.n > limits::kMaxSequence || shape.m > limits::kMaxSequence;
  return too_big ? Path::tiled : Path::materialised;
}

// The sizes first, one by one: after them every product below is bounded.
void require_shape(const Shape& s, Path path) {
  const bool tiled = path == Path::tiled;
  limits::require_size(s.n, tiled ? kMaxTiledSequence : limits::kMaxSequence, "n");
  limits::require_size(s.m, tiled ? kMaxTiledSequence : limits::kMaxSequence, "m");
  limits::require_size(s.d_k, tiled ? kMaxTiledWidth : limits::kMaxWidth, "dK");
  limits::require_size(s.d_v, tiled ? kMaxTiledWidth : limits::kMaxWidth, "dV");
  limits::require_size(s.heads, kMaxHeads, "heads");
  if (!tiled) limits::require_cells(s.n, s.m, limits::kMaxScoreCells, "n x m");
  const std::int64_t max_cells = tiled ? kMaxTiledCells : limits::kMaxMatrixCells;
  limits::require_cells(s.heads * s.n, std::max(s.d_k, s.d_v), max_cells, "heads*n x d");
  limits::require_cells(s.heads * s.m, std::max(s.d_k, s.d_v), max_cells, "heads*m x d");
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

void require_lengths(const Shape& s, std::int64_t q_length, std::int64_t k_length, std::int64_t v_length) {
  require_length(q_length, s.heads, s.n, s.d_k, "Q");
  require_length(k_length, s.heads, s.m, s.d_k, "K");
  require_length(v_length, s.heads, s.m, s.d_v, "V");
}

void require_mask(std::int64_t padding_length, double fill, std::int64_t m, std::int64_t element_bytes) {
  Mask::validate(padding_length, fill, m);
  if (element_bytes == 4 && std::isfinite(fill) && std::fabs(fill) > std::numeric_limits<float>::max()) {
    throw InputError(ErrorCode::range, "maskFill",
                     "must fit float32 (|maskFill| up to 3.4e38) or be -Infinity, got " + short_number(fill),
                     {{"got", fill}, {"max", static_cast<double>(std::numeric_limits<float>::max())}});
  }
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
  require_finite_result(output, s);
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
  require_finite_result(output, p.shape);
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
