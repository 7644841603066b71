#!/usr/bin/env bash
# The one command for developers and CI: install what is missing, build, and
# run every test of every layer (doctest native, wasm and under sanitizers,
# fuzzers, the JS API, numpy and torch oracles, Chromium end-to-end). Ends with
# "N passed, M failed".
#
# Randomized tests draw their cases from fixed seeds, so every run is the same
# run. To draw other cases, set one variable for all of them:
#   AM_TEST_SEED=12345 tests/run.sh
# Each such test prints the seed it used ("AM_TEST_SEED=..."), so a failure
# can be replayed with that value.
set -uo pipefail
cd "$(dirname "$0")/.."
web/build.sh || { echo "0 passed, 1 failed"; exit 1; }

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

passed=0 failed=0
# The sanitizer build: the doctest suite and parity CLIs under ASan+UBSan,
# and the libFuzzer targets (tests/fuzz), built by clang in a tree of its own.
dirs=(build/native build/wasm)
[ -f build/sanitize/CMakeCache.txt ] || CXX=clang++-14 cmake -S . -B build/sanitize \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DAM_SANITIZE=ON >/dev/null
if cmake --build build/sanitize -j"$(nproc)"; then dirs+=(build/sanitize); else failed=$((failed + 1)); fi
for dir in "${dirs[@]}"; do
  log=$(mktemp)
  ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" 2>&1 | tee "$log"
  summary=$(grep -Eo '[0-9]+ tests failed out of [0-9]+' "$log" | tail -1)
  rm -f "$log"
  if [ -z "$summary" ]; then failed=$((failed + 1)); continue; fi
  read -r dir_failed _ _ _ _ dir_total <<< "$summary"
  passed=$((passed + dir_total - dir_failed)); failed=$((failed + dir_failed))
done
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
