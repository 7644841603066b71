#!/usr/bin/env bash
# Runs one libFuzzer target for CI (called by ctest, see CMakeLists.txt):
#   run-fuzzer.sh <binary> <name> <source dir> <work dir> <seconds>
# First replays every committed crash input (tests/fuzz/regressions/<name>)
# and the seed corpus, then fuzzes for a bounded time. New inputs go to a
# scratch corpus in the build tree, so the committed seeds stay untouched; a
# crash input lands in <work dir>/<name>-crash-*, to be copied into
# regressions/ once fixed.
set -euo pipefail
binary=$1 name=$2 source=$3 work=$4 seconds=$5
seeds=$source/corpus/$name regressions=$source/regressions/$name
mkdir -p "$work/corpus-$name"
common=(-timeout=10 -rss_limit_mb=2048 -artifact_prefix="$work/$name-" -print_final_stats=1)
log=$work/$name.log
# On failure the whole report (stack, crash file) matters; on success the
# figures do.
run() {
  if ! "$binary" "${common[@]}" "$@" >"$log" 2>&1; then
    tail -60 "$log"
    exit 1
  fi
  grep -E '^(stat::|Done )|INITED' "$log" || true
}
echo "== replaying $(ls -A "$regressions" | wc -l) regression and $(ls -A "$seeds" | wc -l) seed inputs of $name"
run -runs=0 "$regressions" "$seeds"
echo "== fuzzing $name for ${seconds}s"
run -max_total_time="$seconds" -runs=5000000 "$work/corpus-$name" "$seeds"
echo "== corpus: $(ls -A "$work/corpus-$name" | wc -l) inputs found this run"
