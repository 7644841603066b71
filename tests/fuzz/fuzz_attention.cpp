// libFuzzer target: the attention entry points (attend, both multi-head
// forms, softmax with masks, the walkthrough, the fast path) with fuzzer-chosen shapes kept
// small, entries drawn from ordinary numbers and the awkward ones (NaN, ±∞,
// ±1e308, subnormals), and masks that may hide every key; and the API's own
// entry points (cpp/api), called with what a binding hands them: sizes that
// may be 0, negative, past the limits or past 2^63 in product, arrays of the
// wrong count or holding an entry that is not a number, unknown choices. A
// request whose sizes are past the limits must be refused before any array
// is read (the reader traps otherwise). Every call must either return
// finite-shaped results or throw std::invalid_argument.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "api/api.hpp"
#include "api/fast.hpp"
#include "api/learning.hpp"
#include "attention/attention.hpp"
#include "attention/limits.hpp"
#include "attention/mask.hpp"
#include "attention/multi_head.hpp"
#include "attention/softmax.hpp"
#include "walkthrough/walkthrough.hpp"

namespace {

using attention::Matrix;

constexpr int kMaxSide = 8;

double entry(FuzzedDataProvider& in) {
  static const double kAwkward[] = {
      std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
      -std::numeric_limits<double>::infinity(), 1e308, -1e308, 4.9e-324, -0.0, 0.0, 1e-300, 710.0, -710.0, 89.0};
  if (in.ConsumeIntegralInRange<int>(0, 7) == 0) return in.PickValueInArray(kAwkward);
  return in.ConsumeFloatingPointInRange<double>(-20.0, 20.0);
}

template <class T>
Matrix<T> matrix(FuzzedDataProvider& in, int rows, int cols) {
  Matrix<T> m(rows, cols);
  for (int i = 0; i < rows * cols; ++i) m.data()[i] = static_cast<T>(entry(in));
  return m;
}

int side(FuzzedDataProvider& in) { return in.ConsumeIntegralInRange<int>(0, kMaxSide); }

attention::Mask options(FuzzedDataProvider& in, int keys) {
  attention::Mask o;
  o.causal = in.ConsumeBool();
  // Sometimes the wrong length, to reach the mask's own check.
  const int flags = in.ConsumeBool() ? keys : side(in);
  if (in.ConsumeBool()) {
    for (int j = 0; j < flags; ++j) o.key_padding.push_back(in.ConsumeBool());
  }
  const double fills[] = {attention::kMaskedScore, -1e9, -30.0, 0.0, 1e300, std::numeric_limits<double>::infinity(),
                          std::numeric_limits<double>::quiet_NaN()};
  o.fill = in.PickValueInArray(fills);
  return o;
}

template <class T>
void fuzz_attend(FuzzedDataProvider& in) {
  const int n = side(in), m = side(in), d_k = side(in), d_v = side(in);
  // A second d_k for K now and then: mismatched shapes must be refused.
  const int k_cols = in.ConsumeIntegralInRange<int>(0, 5) == 0 ? side(in) : d_k;
  const Matrix<T> q = matrix<T>(in, n, d_k), k = matrix<T>(in, m, k_cols), v = matrix<T>(in, m, d_v);
  const auto result = attention::attend(q, k, v, options(in, m));
  if (result.weights.rows() != n || result.weights.cols() != m || result.output.rows() != n ||
      result.output.cols() != d_v) {
    __builtin_trap();
  }
}

void fuzz_multi_head(FuzzedDataProvider& in) {
  const int n = side(in), d_model = side(in), heads = in.ConsumeIntegralInRange<int>(0, 4);
  const int d_k = side(in), d_v = side(in);
  const auto x = matrix<double>(in, n, d_model);
  const auto w_q = matrix<double>(in, d_model, heads * d_k), w_k = matrix<double>(in, d_model, heads * d_k);
  const auto w_v = matrix<double>(in, d_model, heads * d_v), w_o = matrix<double>(in, heads * d_v, d_model);
  const auto fused = attention::multi_head_attention_fused(x, w_q, w_k, w_v, w_o, heads, options(in, n));
  if (fused.output.rows() != n) __builtin_trap();

  attention::HeadWeights<double> per_head;
  for (int h = 0; h < heads; ++h) {
    per_head.w_q.push_back(matrix<double>(in, d_model, d_k));
    per_head.w_k.push_back(matrix<double>(in, d_model, in.ConsumeBool() ? d_k : side(in)));
    per_head.w_v.push_back(matrix<double>(in, d_model, d_v));
  }
  per_head.w_o = w_o;
  attention::multi_head_attention(x, per_head, options(in, n));
}

void fuzz_softmax(FuzzedDataProvider& in) {
  const int rows = side(in), cols = side(in);
  auto logits = matrix<double>(in, rows, cols);
  const auto o = options(in, cols);
  const auto masked = attention::apply_mask(logits, o);
  attention::require_logits(masked, "scores");
  const auto form = in.ConsumeBool() ? attention::SoftmaxForm::stable : attention::SoftmaxForm::naive;
  const auto result = attention::softmax_rows(masked, form);
  if (result.weights.rows() != rows || result.weights.cols() != cols) __builtin_trap();
}

void fuzz_walkthrough(FuzzedDataProvider& in) {
  walkthrough::Inputs inputs = walkthrough::default_inputs();
  const double seeds[] = {0, 42, -1, 4294967295.0, 4294967296.0, 0.5, std::numeric_limits<double>::quiet_NaN(),
                          std::numeric_limits<double>::infinity(), 1e300};
  inputs.seed = in.ConsumeBool() ? in.PickValueInArray(seeds) : in.ConsumeIntegral<std::uint32_t>();
  inputs.d_k = in.ConsumeIntegralInRange<std::int64_t>(-2, 70);
  inputs.d_v = in.ConsumeIntegralInRange<std::int64_t>(-2, 70);
  if (in.ConsumeBool()) {
    const int n = in.ConsumeIntegralInRange<int>(0, 18), d_model = in.ConsumeIntegralInRange<int>(0, 34);
    inputs.x = matrix<double>(in, n, d_model);
    inputs.tokens.clear();
    const int names = in.ConsumeBool() ? n : in.ConsumeIntegralInRange<int>(0, 18);
    for (int i = 0; i < names; ++i) inputs.tokens.push_back(in.ConsumeRandomLengthString(30));
  }
  const auto result = walkthrough::run(inputs);
  if (result.python.empty() || result.transcript.empty()) __builtin_trap();
}

// ---- the API's entry points, with a binding's inputs

// Arrays past this many entries are never read: every size that could ask
// for more is past a limit the core must check first.
constexpr std::int64_t kMaxRead = 4096;

// A size as a caller may give it: usually small, sometimes absent, 0,
// negative, at or past a limit, or large enough that products wrap.
std::optional<std::int64_t> size(FuzzedDataProvider& in) {
  static const std::int64_t kAwkward[] = {0, -1, 4096, 4097, 5000, 65, 1 << 20, (1 << 20) + 1, std::int64_t{1} << 31,
                                          (std::int64_t{1} << 40) + 1, std::int64_t{1} << 53};
  switch (in.ConsumeIntegralInRange<int>(0, 9)) {
    case 0: return std::nullopt;
    case 1: return in.PickValueInArray(kAwkward);
    default: return in.ConsumeIntegralInRange<std::int64_t>(1, 6);
  }
}

// The numbers for a rows × cols matrix as a JS array would give them: the
// right count or not, and now and then an entry that is not a number. A
// matrix with a negative side or past the cell limit must be refused before
// its numbers are read: reading them traps.
api::Values values(FuzzedDataProvider& in, std::optional<std::int64_t> rows, std::optional<std::int64_t> cols) {
  if (in.ConsumeIntegralInRange<int>(0, 15) == 0) return {};  // not given
  const std::int64_t r = rows.value_or(1), c = cols.value_or(1);
  std::int64_t count = 0;
  const bool wraps = __builtin_mul_overflow(r, c, &count);
  const bool readable = !wraps && r >= 0 && c >= 0 && count <= attention::limits::kMaxMatrixCells;
  if (!readable || count > kMaxRead || in.ConsumeIntegralInRange<int>(0, 7) == 0) {
    count = in.ConsumeIntegralInRange<std::int64_t>(0, 12);
  }
  std::vector<double> entries(static_cast<std::size_t>(count));
  for (double& e : entries) e = entry(in);
  const std::int64_t junk = in.ConsumeIntegralInRange<int>(0, 9) == 0 ? in.ConsumeIntegralInRange<std::int64_t>(0, count) : -1;
  return api::Values(count, [entries, junk, readable](double* out) -> std::optional<api::WrongItem> {
    if (!readable) __builtin_trap();
    std::copy(entries.begin(), entries.end(), out);
    if (junk >= 0 && junk < static_cast<std::int64_t>(entries.size())) return api::WrongItem{junk, "null"};
    return std::nullopt;
  });
}

std::optional<std::string> choice(FuzzedDataProvider& in, std::initializer_list<const char*> known) {
  if (in.ConsumeBool()) return std::nullopt;
  if (in.ConsumeIntegralInRange<int>(0, 5) == 0) return in.ConsumeRandomLengthString(8);
  return std::string(*(known.begin() + in.ConsumeIntegralInRange<std::size_t>(0, known.size() - 1)));
}

api::AttentionInputs attention_inputs(FuzzedDataProvider& in) {
  api::AttentionInputs a;
  a.n = size(in), a.m = size(in), a.d_k = size(in), a.d_v = size(in);
  const auto m = a.m ? a.m : a.n;
  a.q = values(in, a.n, a.d_k), a.k = values(in, m, a.d_k), a.v = values(in, m, a.d_v ? a.d_v : a.d_k);
  return a;
}

api::LayerInputs layer_inputs(FuzzedDataProvider& in) {
  api::LayerInputs l;
  l.n = size(in), l.d_model = size(in), l.heads = size(in), l.d_k = size(in), l.d_v = size(in);
  // Small heads and widths only here: their products are the weights' sides.
  const std::int64_t h = std::clamp<std::int64_t>(l.heads.value_or(1), -1, 8);
  const std::int64_t d_k = std::clamp<std::int64_t>(l.d_k.value_or(1), -1, 8), d_v = std::clamp<std::int64_t>(l.d_v.value_or(1), -1, 8);
  l.x = values(in, l.n, l.d_model);
  l.w_q = values(in, l.d_model, h * d_k), l.w_k = values(in, l.d_model, h * d_k);
  l.w_v = values(in, l.d_model, h * d_v), l.w_o = values(in, h * d_v, l.d_model);
  return l;
}

void fuzz_api(FuzzedDataProvider& in) {
  const int keys = in.ConsumeIntegralInRange<int>(0, 7);
  switch (in.ConsumeIntegralInRange<int>(0, 13)) {
    case 0: {
      api::AttentionRequest r{attention_inputs(in), options(in, keys), choice(in, {"float64", "float32"})};
      api::run_attention(r);
      break;
    }
    case 1: api::run_multi_head({layer_inputs(in), options(in, keys)}); break;
    case 2: {
      api::AttentionBackwardRequest r{attention_inputs(in), {}, options(in, keys)};
      r.d_output = values(in, r.inputs.n, r.inputs.d_v);
      api::run_attention_backward(r);
      break;
    }
    case 3: {
      api::MultiHeadBackwardRequest r{layer_inputs(in), {}, options(in, keys)};
      r.d_output = values(in, r.layer.n, r.layer.d_model);
      api::run_multi_head_backward(r);
      break;
    }
    case 4: {
      api::GradientCheckRequest r;
      if (in.ConsumeBool()) {  // a multi-head layer
        const api::LayerInputs l = layer_inputs(in);
        r.n = l.n, r.d_model = l.d_model, r.heads = l.heads, r.d_k = l.d_k, r.d_v = l.d_v;
        r.x = l.x, r.w_q = l.w_q, r.w_k = l.w_k, r.w_v = l.w_v, r.w_o = l.w_o;
        r.d_output = values(in, r.n, r.d_model);
      } else {
        const api::AttentionInputs a = attention_inputs(in);
        r.n = a.n, r.m = a.m, r.d_k = a.d_k, r.d_v = a.d_v, r.q = a.q, r.k = a.k, r.v = a.v;
        r.d_output = values(in, r.n, r.d_v ? r.d_v : r.d_k);
      }
      r.mask = options(in, keys);
      if (in.ConsumeBool()) r.step = in.PickValueInArray({1e-5, 0.0, -1.0, 1e300, std::nan("")});
      api::run_gradient_check(r);
      break;
    }
    case 5: {
      api::SoftmaxRequest r;
      r.rows = size(in), r.cols = size(in);
      r.logits = values(in, r.rows ? r.rows : 1, r.cols);
      r.form = choice(in, {"stable", "naive"});
      r.precision = choice(in, {"float64", "float32"});
      if (in.ConsumeBool()) r.scale = in.PickValueInArray({1.0, 0.5, 1e10, 0.0, -1.0, std::nan("")});
      api::run_softmax(r);
      break;
    }
    case 6: {
      api::VariantRequest r{attention_inputs(in), size(in),
                            choice(in, {"correct", "scale-by-d-model", "softmax-over-queries", "scale-after-softmax",
                                        "mask-with-zero"}),
                            in.ConsumeBool()};
      api::run_variant(r);
      break;
    }
    case 7: {
      api::MatmulRequest r;
      r.rows = size(in), r.inner = size(in), r.cols = size(in);
      r.a = values(in, r.rows, r.inner), r.b = values(in, r.inner, r.cols);
      api::run_matmul(r);
      break;
    }
    case 8: {
      api::DotTermsRequest r;
      r.n = size(in), r.m = size(in), r.d_k = size(in), r.i = size(in), r.j = size(in);
      r.q = values(in, r.n, r.d_k), r.k = values(in, r.m ? r.m : r.n, r.d_k);
      api::run_dot_terms(r);
      api::WeightedTermsRequest w;
      w.n = r.n, w.m = r.m, w.d_v = r.d_k, w.row = r.i;
      w.weights = values(in, r.n, r.m ? r.m : r.n), w.v = values(in, r.m ? r.m : r.n, r.d_k);
      api::run_weighted_sum_terms(w);
      break;
    }
    case 9: {
      const api::ShapeRequest s{size(in), size(in), size(in), size(in)};
      const auto counts = api::run_params(s, in.ConsumeBool());
      if (counts.count.total < 0 || counts.count.total > attention::limits::kMaxExactCount) __builtin_trap();
      const auto flops = api::run_flops(s, size(in), size(in));
      if (flops.total < 0 || flops.total > attention::limits::kMaxExactCount) __builtin_trap();
      break;
    }
    case 10: {
      // rows·cols either small or past the limit: never 2^24 Gaussians.
      const std::int64_t rows = size(in).value_or(0), cols = size(in).value_or(0);
      const bool small = rows >= 0 && cols >= 0 && rows <= 64 && cols <= 64;
      const bool over = !attention::limits::product({std::max<std::int64_t>(rows, 0), std::max<std::int64_t>(cols, 0)},
                                                    attention::limits::kMaxMatrixCells);
      if (small || over || rows < 0 || cols < 0) {
        api::random_matrix(in.PickValueInArray({0.0, 42.0, -1.0, 4294967296.0}), rows, cols,
                           in.ConsumeBool() ? api::Distribution::normal : api::Distribution::uniform);
      }
      break;
    }
    case 11: {
      // The fast path: heads stacked row-wise, both algorithms and precisions.
      api::FastAttentionRequest r;
      r.inputs.n = size(in), r.inputs.m = size(in), r.inputs.d_k = size(in), r.inputs.d_v = size(in);
      if (in.ConsumeBool()) r.heads = size(in);
      const std::int64_t h = std::clamp<std::int64_t>(r.heads.value_or(1), -1, 4);  // h·n cannot wrap
      const std::int64_t n = r.inputs.n.value_or(1), m = r.inputs.m.value_or(n);
      const auto d_v = r.inputs.d_v ? r.inputs.d_v : r.inputs.d_k;
      r.inputs.q = values(in, h * n, r.inputs.d_k), r.inputs.k = values(in, h * m, r.inputs.d_k);
      r.inputs.v = values(in, h * m, d_v);
      r.mask = options(in, keys);
      r.precision = choice(in, {"float64", "float32"});
      r.path = choice(in, {"auto", "materialised", "tiled"});
      r.weights = in.ConsumeBool();
      const api::FastAttentionAnswer a = api::run_fast_attention(r);
      std::visit([&](const auto& result) {
        if (result.output.rows() != h * n || result.output.cols() != *d_v) __builtin_trap();
        if (r.weights != (result.weights.size() > 0)) __builtin_trap();
      }, a.result);
      break;
    }
    case 12: api::run_online_softmax({attention_inputs(in), size(in)}); break;
    default: {
      // Lists of any count are read (up to the matrix limit): only small ones here.
      api::HistogramRequest r;
      r.values = values(in, in.ConsumeIntegralInRange<std::int64_t>(0, 12), 1);
      r.bins = size(in);
      api::run_histogram(r);
      api::numpy_str(values(in, in.ConsumeIntegralInRange<std::int64_t>(0, 12), 1));
      break;
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  try {
    switch (in.ConsumeIntegralInRange<int>(0, 6)) {
      case 0: fuzz_attend<double>(in); break;
      case 1: fuzz_attend<float>(in); break;
      case 2: fuzz_multi_head(in); break;
      case 3: fuzz_softmax(in); break;
      case 4: fuzz_walkthrough(in); break;
      default: fuzz_api(in); break;
    }
  } catch (const std::invalid_argument& e) {
    if (e.what()[0] == '\0') __builtin_trap();
  }
  return 0;
}
