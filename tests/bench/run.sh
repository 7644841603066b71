#!/usr/bin/env bash
# The benchmark of issue 4, in one run: softmax(Q·Kᵀ/√d_k)·V for
# n ∈ {4, 64, 256, 1024, 2048}, d_k = 64, 1 and 12 heads, float32 and float64, on
#   1. our core, native (g++ -O3 -march=native)        cpp/bench/fast_attention_bench.cpp
#      and, for reference, the same program limited to 128-bit SSE4.2 without
#      FMA: the vector width wasm SIMD128 has, so the gap to wasm is V8's alone
#   2. our core in wasm (-msimd128) under Node, via the JS API (Embind included)
#   3. TensorFlow.js, WASM backend (XNNPACK, SIMD), one thread   } tests/bench/js_engines.mjs
#   4. numpy (Debian's python3-numpy), BLAS on one thread         tests/bench/numpy_attention.py
#   5. plain JS loops over Float32Array / Float64Array            (in js_engines.mjs)
# plus the Embind overhead of an n = 4 call, result copy costs and peak wasm
# memory per n (with the tiled path at n = 16384). Prints markdown tables and
# the target check (tests/bench/report.py), and writes web/readme/benchmark.png.
#
# Usage: tests/bench/run.sh [seconds per case, default 1] [n ...]
# Given sizes (e.g. `tests/bench/run.sh 1 4 64 1024`), only those n run, the
# n = 16384 case is skipped, and the results go to tests/bench/results/subset/
# (benchmark.md and benchmark.png there; BENCH_RESULTS picks another
# directory): a quicker check that leaves the full run's files alone.
# Times are per-process CPU time, so other jobs on a shared machine skew them
# less; ratios within one run are the figures to read. Speed is never asserted.
set -euo pipefail
cd "$(dirname "$0")/../.."
budget=${1:-1}
shift || true
sizes=("$@")
results=tests/bench/results
png=web/readme/benchmark.png
if [ ${#sizes[@]} -gt 0 ]; then
  results=${BENCH_RESULTS:-tests/bench/results/subset}
  png=$results/benchmark.png
  export BENCH_NO_LONG=1
fi
mkdir -p "$results"
rm -f "$results"/*.jsonl

[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native --target fast_attention_bench -j2 | tail -1
[ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
  -DEigen3_DIR=/usr/share/eigen3/cmake -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
cmake --build build/wasm --target attention_math -j2 | tail -1

# One core for every engine: our core is single-threaded, and so is a page
# without cross-origin isolation.
export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 MKL_NUM_THREADS=1

sse_bench=build/native/fast_attention_bench_sse128
g++ -std=c++17 -O3 -march=native -mno-avx -mno-avx2 -mno-avx512f -mno-fma -ffp-contract=off -DNDEBUG \
  -Icpp -I/usr/include/eigen3 cpp/bench/fast_attention_bench.cpp cpp/attention/fast_attention.cpp \
  cpp/attention/fast/*.cpp cpp/attention/limits.cpp cpp/attention/mask.cpp cpp/attention/error.cpp cpp/numpy/legacy_random.cpp cpp/numpy/glibc_log.cpp -o "$sse_bench"

echo "native..." >&2
build/native/fast_attention_bench "$budget" "${sizes[@]}" > "$results/native.jsonl"
[ -n "${BENCH_NO_LONG:-}" ] || build/native/fast_attention_bench 0 16384 >> "$results/native.jsonl"
"$sse_bench" "$budget" "${sizes[@]}" | sed 's/"engine":"native"/"engine":"native_sse128"/' > "$results/native_sse128.jsonl"
echo "numpy..." >&2
/usr/bin/python3 tests/bench/numpy_attention.py "$budget" "${sizes[@]}" > "$results/numpy.jsonl"
echo "wasm, tfjs, JS loops, overhead, memory..." >&2
node tests/bench/js_engines.mjs "$budget" "${sizes[@]}" > "$results/js.jsonl"
/usr/bin/python3 tests/bench/report.py "$results" "$png"
