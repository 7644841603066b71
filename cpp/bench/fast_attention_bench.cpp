// Times the fast path natively for the benchmark of tests/bench/run.sh and
// prints one JSON object per line: {"engine":"native", "dtype", "heads", "n",
// "median_s", "runs", "path"}. It asserts nothing (speed is reported, never
// tested). Inputs are the same for every engine: numpy's randn(seed 0).
//
// Usage: fast_attention_bench [seconds per case, default 0.5] [n ...]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "attention/fast_attention.hpp"
#include "numpy/legacy_random.hpp"

namespace {

namespace fast = attention::fast;
using Clock = std::chrono::steady_clock;

template <class T>
std::vector<T> random_values(numpy::RandomState& rng, std::int64_t count) {
  const std::vector<double> v = rng.randn(static_cast<std::size_t>(count), 1);
  return std::vector<T>(v.begin(), v.end());
}

// Repeats until `budget` seconds have passed (at least 3 runs, after one
// warm-up run) and returns the median.
template <class T>
void time_case(std::int64_t n, std::int64_t heads, std::int64_t d_k, double budget, const char* dtype) {
  numpy::RandomState rng(0);
  const std::int64_t cells = heads * n * d_k;
  const auto q = random_values<T>(rng, cells), k = random_values<T>(rng, cells), v = random_values<T>(rng, cells);
  std::vector<T> out(static_cast<std::size_t>(cells));
  fast::Problem<T> p;
  p.shape = {n, n, d_k, d_k, heads};
  p.q = q.data(), p.k = k.data(), p.v = v.data();
  const fast::Path path = fast::attend(p, out.data());  // warm-up
  std::vector<double> times;
  const auto start = Clock::now();
  while (times.size() < 3 || (std::chrono::duration<double>(Clock::now() - start).count() < budget && times.size() < 200)) {
    const auto t0 = Clock::now();
    fast::attend(p, out.data());
    times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
  }
  std::nth_element(times.begin(), times.begin() + static_cast<long>(times.size() / 2), times.end());
  std::printf("{\"engine\":\"native\",\"dtype\":\"%s\",\"heads\":%ld,\"n\":%ld,\"median_s\":%.9g,\"runs\":%zu,\"path\":\"%s\"}\n",
              dtype, static_cast<long>(heads), static_cast<long>(n), times[times.size() / 2], times.size(),
              path == fast::Path::tiled ? "tiled" : "materialised");
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const double budget = argc > 1 ? std::atof(argv[1]) : 0.5;
  std::vector<std::int64_t> sizes;
  for (int i = 2; i < argc; ++i) sizes.push_back(std::atol(argv[i]));
  if (sizes.empty()) sizes = {4, 64, 256, 1024, 2048};
  for (std::int64_t heads : {1, 12}) {
    for (std::int64_t n : sizes) {
      time_case<float>(n, heads, 64, budget, "float32");
      time_case<double>(n, heads, 64, budget, "float64");
    }
  }
  return 0;
}
