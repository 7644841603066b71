// Times the fast path natively for the benchmark of tests/bench/run.sh and
// prints one JSON object per line: {"engine":"native", "dtype", "heads", "n",
// "median_s", "runs", "path"}. It asserts nothing (speed is reported, never
// tested). Inputs are the same for every engine: numpy's randn(seed 0).
//
// Times are CPU time of this process (CLOCK_PROCESS_CPUTIME_ID), not wall
// time: the machines this runs on are shared, and a descheduled process
// would otherwise be charged for other jobs' time. Short calls are timed in
// batches of at least 10 ms; the median batch, divided by its size, is reported.
//
// Usage: fast_attention_bench [seconds per case, default 0.5] [n ...]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "attention/fast_attention.hpp"
#include "numpy/legacy_random.hpp"

namespace {

namespace fast = attention::fast;

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

template <class T>
std::vector<T> random_values(numpy::RandomState& rng, std::int64_t count) {
  const std::vector<double> v = rng.randn(static_cast<std::size_t>(count), 1);
  return std::vector<T>(v.begin(), v.end());
}

// One warm-up call, then batches until `budget` CPU seconds have passed
// (at least 3 batches); prints the median time per call.
template <class T>
void time_case(std::int64_t n, std::int64_t heads, std::int64_t d_k, double budget, const char* dtype) {
  numpy::RandomState rng(0);
  const std::int64_t cells = heads * n * d_k;
  const auto q = random_values<T>(rng, cells), k = random_values<T>(rng, cells), v = random_values<T>(rng, cells);
  std::vector<T> out(static_cast<std::size_t>(cells));
  fast::Problem<T> p;
  p.shape = {n, n, d_k, d_k, heads};
  p.q = q.data(), p.k = k.data(), p.v = v.data();
  double start = cpu_seconds();
  const fast::Path path = fast::attend(p, out.data());  // warm-up
  const double first = cpu_seconds() - start;
  const long batch = first >= 0.01 ? 1 : static_cast<long>(0.01 / std::max(first, 1e-7)) + 1;
  std::vector<double> times;
  start = cpu_seconds();
  while (times.size() < 3 || (cpu_seconds() - start < budget && times.size() < 50)) {
    const double t0 = cpu_seconds();
    for (long r = 0; r < batch; ++r) fast::attend(p, out.data());
    times.push_back((cpu_seconds() - t0) / static_cast<double>(batch));
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
      if (heads > 1 && n > 4096) continue;  // the long-sequence case is measured with one head
      time_case<float>(n, heads, 64, budget, "float32");
      time_case<double>(n, heads, 64, budget, "float64");
    }
  }
  return 0;
}
