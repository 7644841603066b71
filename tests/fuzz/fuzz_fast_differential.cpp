// libFuzzer target: the fast path against the reference, differentially.
//
// One request, fuzzer-chosen: shapes (1 to about 70 queries and keys, so the
// materialised path's 16-row strips and the packed panels have edges), 1 to
// 3 heads, a mask (causal, key padding of none, some, all but one or all,
// any fill, valid or not), float64 or float32, a path, and entries of every
// magnitude: ordinary numbers scaled by a power of two chosen per matrix
// (up to where products overflow float32 or float64), and now and then an
// awkward one (±0, 1e19, 1e20, 3e38, float32's and float64's largest,
// subnormals, and for one head NaN and ±∞).
//
// The rule (README "How exact is 'exact'?"): api::run_fast_attention either
// agrees with api::run_attention, head by head, within the documented
// tolerance, or both refuse with the same code and argument (for an
// overflowing Q·Kᵀ, at the same cell). The one licensed difference is an
// output within a factor 2 of the precision's largest number, where either
// may round past it. With one head the tiled kernel also runs with odd block
// sizes (fast::attend_tiled), so every block edge meets the same rule.
//
// The tolerance is the documented one, |fast − reference| ≤ tol·max(1, |reference|)
// (1e-12 in float64, 2e-5 in float32), widened by the reference's own
// rounding of large logits: the reference divides each score by √d_k and
// subtracts the row's max in the precision, an error of ε·(|z_j| + |z_max|)
// in logit j, and the sums add ε per key; and a weight below the smallest
// normal number (2^−126 in float32) is 0 on the fast path and subnormal,
// with few bits, in the reference, an absolute error under that number times
// |v_j|, which matters only for values near the precision's largest. So, per
// output cell,
//   tol·max(1, |b|) + 16·ε·Σ_j w_j·|v_j|·(|z_j| + |z_max| + m + d_k + 4) + 2·Σ_j min_normal·|v_j|.
// A NaN or ±∞ from finite inputs, a refusal on one side only, or an answer
// outside this bound stops the fuzzer with both results printed.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "api/api.hpp"
#include "api/fast.hpp"
#include "attention/error.hpp"
#include "attention/fast_attention.hpp"
#include "attention/mask.hpp"

namespace {

namespace fast = attention::fast;
using attention::InputError;
using attention::MatrixD;

struct Case {
  std::int64_t n = 1, m = 1, d_k = 1, d_v = 1, heads = 1;
  std::vector<double> q, k, v;  // heads stacked row-wise, as fastAttention takes them
  attention::Mask mask;
  bool float32 = false;
  std::optional<std::string> path;
  bool weights = false;
};

// A refusal, or nothing.
struct Refusal {
  std::string code, argument, product;
  std::optional<double> row, column;
};

Refusal refusal_of(const InputError& e, std::int64_t row_offset = 0) {
  Refusal r{attention::code_name(e.code()), e.argument(), "", std::nullopt, std::nullopt};
  for (const auto& [name, value] : e.params()) {
    if (name == "product") r.product = std::get<std::string>(value);
    if (const double* number = std::get_if<double>(&value)) {
      if (name == "row") r.row = *number + static_cast<double>(row_offset);
      if (name == "column") r.column = *number;
    }
  }
  return r;
}

std::string describe(const Refusal& r) {
  char where[96] = "";
  if (r.row) std::snprintf(where, sizeof where, " at (%g, %g)", *r.row, r.column.value_or(-1));
  return r.code + " " + r.argument + (r.product.empty() ? "" : " " + r.product) + where;
}

[[noreturn]] void disagree(const Case& c, const std::string& what) {
  std::fprintf(stderr,
               "fast and reference disagree: %s\n  n=%lld m=%lld dK=%lld dV=%lld heads=%lld %s path=%s weights=%d "
               "causal=%d padding=%zu fill=%g\n",
               what.c_str(), static_cast<long long>(c.n), static_cast<long long>(c.m), static_cast<long long>(c.d_k),
               static_cast<long long>(c.d_v), static_cast<long long>(c.heads), c.float32 ? "float32" : "float64",
               c.path.value_or("(auto)").c_str(), c.weights, c.mask.causal, c.mask.key_padding.size(), c.mask.fill);
  __builtin_trap();
}

// ---------------------------------------------------------------- the case

// An entry: ordinary numbers times 2^scale, or now and then an awkward one.
double entry(FuzzedDataProvider& in, int scale, bool clean, bool float32) {
  static const double kAwkward[] = {0.0, -0.0, 1e19, -1e19, 1e20, -1e20, 3e38, -3e38, FLT_MAX, -FLT_MAX, 1e154,
                                    -1e154, 1e200, -1e200, DBL_MAX, -DBL_MAX, 1e-45, 4.9e-324, 1e-300};
  static const double kNonFinite[] = {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                                      -std::numeric_limits<double>::infinity()};
  const int kind = in.ConsumeIntegralInRange<int>(0, 31);
  if (kind == 0 && !clean) return in.PickValueInArray(kNonFinite);
  if (kind <= 2) {
    const double awkward = in.PickValueInArray(kAwkward);
    // With several heads, an entry float32 cannot hold would be refused in
    // argument order across heads, not head by head: left out there.
    if (!(clean && float32 && std::fabs(awkward) > FLT_MAX)) return awkward;
  }
  return std::ldexp(in.ConsumeFloatingPointInRange<double>(-4.0, 4.0), scale);
}

// How large a matrix's entries are: mostly ordinary, sometimes where products
// pass float32's range (2^64 · 2^64), or float64's (2^512 · 2^512).
int magnitude(FuzzedDataProvider& in) {
  static const int kScales[] = {0, 0, 0, 0, 3, 8, -20, 40, 60, 63, 64, 66, 100, 126, -140, 500, 510, 512, 520, 1000};
  return in.PickValueInArray(kScales);
}

std::vector<double> entries(FuzzedDataProvider& in, std::int64_t count, bool clean, bool float32) {
  const int scale = clean && float32 ? std::min(magnitude(in), 100) : magnitude(in);
  std::vector<double> values(static_cast<std::size_t>(std::max<std::int64_t>(count, 0)));
  for (double& x : values) x = entry(in, scale, clean, float32);
  return values;
}

std::int64_t side(FuzzedDataProvider& in, int largest) {
  if (in.ConsumeIntegralInRange<int>(0, 63) == 0) return 0;  // refused as a size, by both
  return in.ConsumeIntegralInRange<int>(0, 5) == 0 ? in.ConsumeIntegralInRange<int>(1, largest)
                                                   : in.ConsumeIntegralInRange<int>(1, 9);
}

attention::Mask mask_of(FuzzedDataProvider& in, std::int64_t m) {
  attention::Mask mask;
  mask.causal = in.ConsumeBool();
  switch (in.ConsumeIntegralInRange<int>(0, 5)) {
    case 0:
    case 1: break;  // no padding
    case 2: mask.key_padding.assign(static_cast<std::size_t>(m), true); break;
    case 3:  // all but one key
      mask.key_padding.assign(static_cast<std::size_t>(m), true);
      mask.key_padding[static_cast<std::size_t>(in.ConsumeIntegralInRange<std::int64_t>(0, m - 1))] = false;
      break;
    case 4:  // the wrong length now and then: refused by both
      mask.key_padding.assign(static_cast<std::size_t>(in.ConsumeIntegralInRange<std::int64_t>(0, m + 1)), false);
      break;
    default:
      for (std::int64_t j = 0; j < m; ++j) mask.key_padding.push_back(in.ConsumeBool());
  }
  static const double kFills[] = {attention::kMaskedScore, attention::kMaskedScore, -1e9, -30.0, 0.0, 5.0, -3e38,
                                  -1e300, 1e300, std::numeric_limits<double>::infinity(),
                                  std::numeric_limits<double>::quiet_NaN()};
  mask.fill = in.PickValueInArray(kFills);
  return mask;
}

Case case_of(FuzzedDataProvider& in) {
  Case c;
  c.heads = in.ConsumeIntegralInRange<int>(0, 3) == 0 ? in.ConsumeIntegralInRange<int>(2, 3) : 1;
  c.n = side(in, 70), c.m = side(in, 70), c.d_k = side(in, 70), c.d_v = side(in, 20);
  c.float32 = in.ConsumeBool();
  const bool clean = c.heads > 1;
  c.q = entries(in, c.heads * c.n * c.d_k, clean, c.float32);
  c.k = entries(in, c.heads * c.m * c.d_k, clean, c.float32);
  c.v = entries(in, c.heads * c.m * c.d_v, clean, c.float32);
  c.mask = mask_of(in, std::max<std::int64_t>(c.m, 1));
  static const char* const kPaths[] = {"auto", "materialised", "tiled"};
  if (in.ConsumeBool()) c.path = in.PickValueInArray(kPaths);
  c.weights = c.path != std::optional<std::string>("tiled") && in.ConsumeIntegralInRange<int>(0, 3) == 0;
  return c;
}

// ---------------------------------------------------------------- the two sides

// One head's rows of a stacked matrix.
std::vector<double> head_rows(const std::vector<double>& all, std::int64_t head, std::int64_t rows, std::int64_t cols) {
  const auto begin = all.begin() + head * rows * cols;
  return std::vector<double>(begin, begin + rows * cols);
}

api::AttentionInputs inputs_of(const Case& c, std::vector<double> q, std::vector<double> k, std::vector<double> v) {
  api::AttentionInputs in;
  in.n = c.n, in.m = c.m, in.d_k = c.d_k, in.d_v = c.d_v;
  in.q = api::Values(std::move(q)), in.k = api::Values(std::move(k)), in.v = api::Values(std::move(v));
  return in;
}

std::optional<std::string> precision_of(const Case& c) {
  return c.float32 ? std::optional<std::string>("float32") : std::nullopt;
}

struct Reference {
  std::vector<attention::AttentionResult<double>> heads;  // up to the first refusal
  std::optional<Refusal> refusal;
};

Reference run_reference(const Case& c) {
  Reference r;
  for (std::int64_t h = 0; h < std::max<std::int64_t>(c.heads, 1); ++h) {
    try {
      const bool sized = c.n > 0 && c.m > 0 && c.d_k > 0 && c.d_v > 0;
      api::AttentionRequest request{sized ? inputs_of(c, head_rows(c.q, h, c.n, c.d_k), head_rows(c.k, h, c.m, c.d_k),
                                                      head_rows(c.v, h, c.m, c.d_v))
                                          : inputs_of(c, {}, {}, {}),
                                    c.mask, precision_of(c)};
      r.heads.push_back(api::run_attention(request));
    } catch (const InputError& e) {
      r.refusal = refusal_of(e, h * c.n);
      return r;
    }
  }
  return r;
}

struct Fast {
  MatrixD output, weights;  // widened to double
  std::optional<Refusal> refusal;
};

Fast run_fast(const Case& c) {
  api::FastAttentionRequest request;
  request.inputs = inputs_of(c, c.q, c.k, c.v);
  if (c.heads != 1) request.heads = c.heads;
  request.mask = c.mask;
  request.precision = precision_of(c);
  request.path = c.path;
  request.weights = c.weights;
  Fast f;
  try {
    const api::FastAttentionAnswer a = api::run_fast_attention(request);
    std::visit([&](const auto& result) {
      f.output = result.output.template cast<double>();
      f.weights = result.weights.template cast<double>();
    }, a.result);
  } catch (const InputError& e) {
    f.refusal = refusal_of(e);
  }
  return f;
}

// The same head on the tiled kernel with odd block sizes (one head only).
Fast run_tiled_blocks(const Case& c, std::int64_t query_block, std::int64_t key_block) {
  Fast f;
  try {
    auto run = [&](auto zero) {
      using T = decltype(zero);
      auto matrix = [&](const std::vector<double>& values, std::int64_t rows, std::int64_t cols, const char* name) {
        const MatrixD m = Eigen::Map<const MatrixD>(values.data(), rows, cols);
        if constexpr (sizeof(T) == 4) return api::as_float32(m, name);
        else return m;
      };
      c.mask.template validate<T>(c.m);
      const attention::Matrix<T> q = matrix(c.q, c.n, c.d_k, "Q"), k = matrix(c.k, c.m, c.d_k, "K"),
                                 v = matrix(c.v, c.m, c.d_v, "V");
      fast::Problem<T> problem{{c.n, c.m, c.d_k, c.d_v, 1}, q.data(), k.data(), v.data(), c.mask};
      attention::Matrix<T> out(c.n, c.d_v);
      fast::attend_tiled<T>(problem, out.data(), query_block, key_block);
      f.output = out.template cast<double>();
    };
    if (c.float32) run(0.0f);
    else run(0.0);
  } catch (const InputError& e) {
    f.refusal = refusal_of(e);
  }
  return f;
}

// ---------------------------------------------------------------- the comparison

double largest(bool float32) { return float32 ? FLT_MAX : DBL_MAX; }

// Refused on one side only: licensed when the answer is within a factor 2 of
// the largest number (weights·V, where rounding decides).
bool at_the_edge(const Case& c, const std::optional<Refusal>& refusal) {
  if (!refusal || refusal->product != "weights·V") return false;
  double v_max = 0;
  for (double x : c.v) v_max = std::max(v_max, std::fabs(x));
  return v_max >= largest(c.float32) / 2;
}

void compare_refusals(const Case& c, const Refusal& expected, const Refusal& got, const char* side) {
  bool same = expected.code == got.code && expected.argument == got.argument;
  if (same && expected.product == "Q·Kᵀ") same = expected.row == got.row && expected.column == got.column;
  if (!same) disagree(c, std::string(side) + " refused with " + describe(got) + ", the reference with " + describe(expected));
}

// The bound on |fast − reference| for one head's output cell (row i, column col).
double tolerance(const Case& c, const attention::AttentionResult<double>& ref, std::int64_t head, std::int64_t i,
                 std::int64_t col) {
  const double eps = c.float32 ? FLT_EPSILON : DBL_EPSILON, documented = c.float32 ? 2e-5 : 1e-12;
  const double smallest_normal = c.float32 ? FLT_MIN : DBL_MIN;
  const auto& z = ref.scaled_scores;
  double z_max = 0;
  for (std::int64_t j = 0; j < c.m; ++j) {
    if (std::isfinite(z(i, j))) z_max = std::max(z_max, std::fabs(z(i, j)));
  }
  double spread = 0, flushed = 0;
  for (std::int64_t j = 0; j < c.m; ++j) {
    const double v = std::fabs(c.v[static_cast<std::size_t>((head * c.m + j) * c.d_v + col)]);
    flushed += smallest_normal * v;
    // Each share w·|v| first: a share of 0 adds nothing, whatever its logit.
    const double share = ref.weights(i, j) * v;
    if (share == 0) continue;
    spread += share * std::fabs(z(i, j)) + share * z_max + share * static_cast<double>(c.m + c.d_k + 4);
  }
  return documented * std::max(1.0, std::fabs(ref.output(i, col))) + 16 * eps * spread + 2 * flushed;
}

// The same for weight (i, j): w·(|z_j| + |z_max| + m + d_k + 4), ε each.
double weight_tolerance(const Case& c, const attention::AttentionResult<double>& ref, std::int64_t i, std::int64_t j) {
  const double eps = c.float32 ? FLT_EPSILON : DBL_EPSILON, documented = c.float32 ? 2e-5 : 1e-12;
  const double w = ref.weights(i, j);
  if (w == 0) return documented;
  double z_max = 0;
  for (std::int64_t l = 0; l < c.m; ++l) {
    if (std::isfinite(ref.scaled_scores(i, l))) z_max = std::max(z_max, std::fabs(ref.scaled_scores(i, l)));
  }
  return documented + 16 * eps * (w * std::fabs(ref.scaled_scores(i, j)) + w * z_max + w * (c.m + c.d_k + 4));
}

void compare_values(const Case& c, const Reference& ref, const Fast& f, const char* side) {
  if (f.output.rows() != c.heads * c.n || f.output.cols() != c.d_v) disagree(c, std::string(side) + ": output shape");
  for (std::int64_t h = 0; h < c.heads; ++h) {
    const auto& r = ref.heads[static_cast<std::size_t>(h)];
    for (std::int64_t i = 0; i < c.n; ++i) {
      for (std::int64_t col = 0; col < c.d_v; ++col) {
        const double a = f.output(h * c.n + i, col), b = r.output(i, col);
        const double bound = tolerance(c, r, h, i, col);
        if (!(std::fabs(a - b) <= bound)) {
          char text[160];
          std::snprintf(text, sizeof text, "%s output(%lld, %lld) = %.17g, reference %.17g, allowed %.3g", side,
                        static_cast<long long>(h * c.n + i), static_cast<long long>(col), a, b, bound);
          disagree(c, text);
        }
      }
      if (f.weights.size() == 0) continue;
      for (std::int64_t j = 0; j < c.m; ++j) {
        const double a = f.weights(h * c.n + i, j), b = r.weights(i, j);
        if (!(std::fabs(a - b) <= weight_tolerance(c, r, i, j))) disagree(c, std::string(side) + ": weights differ");
      }
    }
  }
}

void check(const Case& c, const Reference& ref, const Fast& f, const char* side) {
  // A weights·V refusal at the edge on either side: the other may round
  // below the largest number and go on to a later head, or answer.
  if (at_the_edge(c, ref.refusal) || at_the_edge(c, f.refusal)) return;
  if (ref.refusal && f.refusal) return compare_refusals(c, *ref.refusal, *f.refusal, side);
  if (ref.refusal || f.refusal) {
    disagree(c, ref.refusal ? std::string(side) + " answered; the reference refused with " + describe(*ref.refusal)
                            : std::string(side) + " refused with " + describe(*f.refusal) + "; the reference answered");
  }
  compare_values(c, ref, f, side);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const Case c = case_of(in);
  const Reference reference = run_reference(c);
  check(c, reference, run_fast(c), "fastAttention");
  if (c.heads == 1 && c.n > 0 && c.m > 0 && c.d_k > 0 && c.d_v > 0) {
    const std::int64_t query_block = in.ConsumeIntegralInRange<int>(1, 9), key_block = in.ConsumeIntegralInRange<int>(1, 9);
    Case tiled = c;
    tiled.weights = false;
    check(tiled, reference, run_tiled_blocks(tiled, query_block, key_block), "attend_tiled");
  }
  return 0;
}
