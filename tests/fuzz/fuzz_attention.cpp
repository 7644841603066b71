// libFuzzer target: the attention entry points (attend, both multi-head
// forms, softmax with masks, the walkthrough) with fuzzer-chosen shapes kept
// small, entries drawn from ordinary numbers and the awkward ones (NaN, ±∞,
// ±1e308, subnormals), and masks that may hide every key. Every call must
// either return finite-shaped results or throw std::invalid_argument.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "attention/attention.hpp"
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

attention::AttentionOptions options(FuzzedDataProvider& in, int keys) {
  attention::AttentionOptions o;
  o.causal = in.ConsumeBool();
  // Sometimes the wrong length, to reach the mask's own check.
  const int flags = in.ConsumeBool() ? keys : side(in);
  if (in.ConsumeBool()) {
    for (int j = 0; j < flags; ++j) o.key_valid.push_back(in.ConsumeBool());
  }
  const double fills[] = {attention::kMaskedScore, -1e9, 0.0, std::numeric_limits<double>::quiet_NaN()};
  o.mask_fill = in.PickValueInArray(fills);
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
  const auto masked = attention::apply_mask(logits, o.causal, o.key_valid, o.mask_fill);
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  try {
    switch (in.ConsumeIntegralInRange<int>(0, 4)) {
      case 0: fuzz_attend<double>(in); break;
      case 1: fuzz_attend<float>(in); break;
      case 2: fuzz_multi_head(in); break;
      case 3: fuzz_softmax(in); break;
      default: fuzz_walkthrough(in); break;
    }
  } catch (const std::invalid_argument& e) {
    if (e.what()[0] == '\0') __builtin_trap();
  }
  return 0;
}
