// Times softmax(Q·Kᵀ/√d_k)·V in the native build and prints a table. It
// asserts nothing: speed is reported, never tested, because shared machines
// are noisy. Ratios within one run (f32 vs f64, per n) are the figures to read.
//
// Usage: attention_bench [repeats]   (default 15; the median is reported)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "attention/attention.hpp"
#include "attention/counts.hpp"
#include "numpy/legacy_random.hpp"

namespace {

template <class T>
attention::Matrix<T> random_matrix(numpy::RandomState& rng, Eigen::Index rows, Eigen::Index cols) {
  const std::vector<double> v = rng.randn(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  return Eigen::Map<const attention::MatrixD>(v.data(), rows, cols).cast<T>();
}

template <class T>
double median_seconds(Eigen::Index n, Eigen::Index d_k, int repeats) {
  numpy::RandomState rng(0);
  const auto q = random_matrix<T>(rng, n, d_k), k = random_matrix<T>(rng, n, d_k), v = random_matrix<T>(rng, n, d_k);
  std::vector<double> times;
  volatile T sink = 0;
  for (int r = 0; r < repeats + 1; ++r) {  // the first run warms caches and is dropped
    const auto start = std::chrono::steady_clock::now();
    const auto result = attention::attend<T>(q, k, v);
    const auto stop = std::chrono::steady_clock::now();
    sink = sink + result.output(0, 0);
    if (r > 0) times.push_back(std::chrono::duration<double>(stop - start).count());
  }
  std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
  return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
  const Eigen::Index d_k = 64;
  std::printf("attention, one head, d_k = d_v = %ld, median of %d runs (native)\n", static_cast<long>(d_k), repeats);
  std::printf("%6s  %12s  %9s  %12s  %9s  %8s\n", "n", "f64 time", "GFLOP/s", "f32 time", "GFLOP/s", "f64/f32");
  for (Eigen::Index n : {4, 64, 256, 1024}) {
    const attention::FlopCount flops = attention::count_flops({d_k, 1, d_k, d_k}, n, n);
    // Only the attention core is timed: scores, scaling, softmax, weighted sum.
    const double core = static_cast<double>(flops.raw_scores + flops.scaling + flops.softmax + flops.weighted_sum);
    const double f64 = median_seconds<double>(n, d_k, repeats), f32 = median_seconds<float>(n, d_k, repeats);
    std::printf("%6ld  %9.1f us  %9.2f  %9.1f us  %9.2f  %8.2f\n", static_cast<long>(n), f64 * 1e6, core / f64 / 1e9,
                f32 * 1e6, core / f32 / 1e9, f64 / f32);
  }
  return 0;
}
