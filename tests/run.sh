#!/usr/bin/env bash
# The one command for developers and CI: install what is missing, build, and
# run every test of every layer (doctest native and wasm, the JS API, numpy
# parity, Chromium end-to-end). Ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
web/build.sh || { echo "0 passed, 1 failed"; exit 1; }

passed=0 failed=0
for dir in build/native build/wasm; do
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
