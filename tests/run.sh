#!/usr/bin/env bash
# The one command for developers and CI: install what is missing, build, and
# run every test of every layer (doctest native, wasm and under sanitizers,
# fuzzers, the JS API and the widget models in Node, numpy, torch and mpmath
# oracles, Chromium end-to-end). Prints the seconds of every phase and the 15
# slowest tests, and ends with "N passed, M failed".
#
# Randomized tests draw their cases from fixed seeds, so every run is the same
# run. To draw other cases, set one variable for all of them:
#   AM_TEST_SEED=12345 tests/run.sh
# Each such test prints the seed it used ("AM_TEST_SEED=..."), so a failure
# can be replayed with that value.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
passed=0 failed=0
phases=()                       # "seconds<TAB>name", in the order they ran
ctest_logs=$(mktemp -d)
trap 'rm -rf "$ctest_logs"; [ -n "${browser_pid:-}" ] && kill "$browser_pid" 2>/dev/null' EXIT

# phase NAME COMMAND…: runs the command and records how long it took.
phase() {
  local name=$1 start status
  shift
  start=$EPOCHREALTIME
  "$@"
  status=$?
  phases+=("$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')	$name")
  return $status
}

# The summary, also when a build phase fails and nothing else runs.
report() {
  echo
  echo "Phase times (s):"
  local total=0 line
  for line in "${phases[@]}"; do
    printf '  %8.1f  %s\n' "${line%%	*}" "${line#*	}"
    total=$(awk -v a="$total" -v b="${line%%	*}" 'BEGIN { print a + b }')
  done
  printf '  %8.1f  total\n' "$total"
  if compgen -G "$ctest_logs/*.log" >/dev/null; then
    echo "The 15 slowest tests (s):"
    # ctest's result lines: " 3/58 Test #51: e2e_trained-heads ......   Passed   99.07 sec"
    sed -nE 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: ([^ ]+) .* ([0-9.]+) sec$/\2 \1/p' "$ctest_logs"/*.log \
      | sort -rn | head -15 | awk '{ printf "  %8.1f  %s\n", $1, $2 }'
  fi
  echo "${passed} passed, ${failed} failed"
}

build_failed() {
  failed=$((failed + 1))
  report
  exit 1
}

# ---------------------------------------------------------------- build
phase "install (apt-get, npm ci)" web/install-deps.sh --test || build_failed

configure_native() {
  [ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
}
# Emscripten 3.1.6 on Debian: Eigen is outside the sysroot, and emcmake's
# default test emulator passes a flag that Node 20 rejects. Configured again
# every run (2 s): a tree first configured by web/serve.sh, before the test
# packages (doctest) were installed, has no test targets yet.
configure_wasm() {
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
    -DEigen3_DIR=/usr/share/eigen3/cmake -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
}
# The sanitizer build: the doctest suite and parity CLIs under ASan+UBSan,
# and the libFuzzer targets (tests/fuzz), built by clang in a tree of its own.
configure_sanitize() {
  [ -f build/sanitize/CMakeCache.txt ] || CXX=clang++-14 cmake -S . -B build/sanitize \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DAM_SANITIZE=ON >/dev/null
}
# Native: what the tests run (not the benchmarks' -march=native copy of the core).
build_native() {
  configure_native && cmake -S . -B build/native >/dev/null \
    && cmake --build build/native -j"$jobs" --target attention_tests numpy_print_cli walkthrough_cli train_heads
}
build_wasm() {
  configure_wasm && cmake --build build/wasm -j"$jobs" --target attention_math attention_math_test attention_tests numpy_print_cli walkthrough_cli
}
build_site() { cmake --build build/wasm -j"$jobs" --target site; }
build_examples() { cmake --build build/wasm -j"$jobs" --target examples site_zip pseudo_pages; }
build_sanitize() { configure_sanitize && cmake --build build/sanitize -j"$jobs"; }

phase "build: native (core, doctest, CLIs)" build_native || build_failed
phase "build: wasm (module, test module, doctest, CLIs)" build_wasm || build_failed
phase "build: site" build_site || build_failed
phase "build: examples, zip and pseudo-locale pages" build_examples || build_failed
sanitize_built=1
phase "build: sanitizers and fuzzers" build_sanitize || { sanitize_built=0; failed=$((failed + 1)); }

# Bit-exact parity with numpy holds with the reference BLAS and on a CPU with
# FMA (glibc's log); say so up front when this machine differs.
/usr/bin/python3 - <<'PY'
import json, subprocess
env = json.loads(subprocess.run(["/usr/bin/python3", "tests/parity/numpy_environment.py"],
                                stdout=subprocess.PIPE, check=True).stdout)
print("numpy %s, BLAS %s, CPU FMA %s" % (env["numpy"], ", ".join(env["blas"]), env["cpu_fma"]))
for warning in env["warnings"]:
    print("WARNING: " + warning)
PY

# ---------------------------------------------------------------- tests
# run_ctest DIR [ctest options…]: adds its counts to passed/failed.
run_ctest() {
  local dir=$1 log summary dir_failed dir_total
  shift
  log="$ctest_logs/$(basename "$dir").log"
  ctest --test-dir "$dir" --output-on-failure -j"$jobs" "$@" 2>&1 | tee "$log"
  summary=$(grep -Eo '[0-9]+ tests failed out of [0-9]+' "$log" | tail -1)
  if [ -z "$summary" ]; then failed=$((failed + 1)); return 1; fi
  read -r dir_failed _ _ _ _ dir_total <<< "$summary"
  passed=$((passed + dir_total - dir_failed)); failed=$((failed + dir_failed))
}

# One Chromium for every end-to-end file (tests/e2e/browser.mjs connects to
# it): a file opens contexts in it instead of starting a browser of its own.
start_browser() {
  local endpoint=build/wasm/browser-endpoint
  rm -f "$endpoint"
  node tests/e2e/browser-server.mjs "$endpoint" &
  browser_pid=$!
  for _ in $(seq 100); do [ -s "$endpoint" ] && break; sleep 0.1; done
  if [ -s "$endpoint" ]; then export AM_BROWSER_ENDPOINT; AM_BROWSER_ENDPOINT=$(cat "$endpoint"); fi
}

phase "tests: native" run_ctest build/native
start_browser
phase "tests: wasm (Node, oracles, Chromium)" run_ctest build/wasm
kill "$browser_pid" 2>/dev/null; browser_pid=
[ "$sanitize_built" -eq 1 ] && phase "tests: sanitizers and fuzzers" run_ctest build/sanitize

report
[ "$failed" -eq 0 ]
