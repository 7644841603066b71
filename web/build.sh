#!/usr/bin/env bash
# Builds incrementally, after installing what is missing (web/install-deps.sh).
#   web/build.sh              the site only: the module and site/ (what web/serve.sh needs)
#   web/build.sh --examples   the site, then the embedding examples into site/examples/ and the zip
#   web/build.sh --all        everything: also the native and wasm test binaries, the CLIs and the
#                             benchmarks (tests/run.sh builds what the tests need itself)
# The shipped checkpoint is trained natively (build/native's train_heads), so
# the site needs that one native program too, not the native tests.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:---site}
case "$mode" in
  --site) web/install-deps.sh ;;
  --examples|--all) web/install-deps.sh --test ;;
  *) echo "usage: web/build.sh [--site | --examples | --all]" >&2; exit 2 ;;
esac

jobs=$(nproc)
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release
# Emscripten 3.1.6 on Debian: Eigen is outside the sysroot, and emcmake's
# default test emulator passes a flag that Node 20 rejects.
[ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
  -DEigen3_DIR=/usr/share/eigen3/cmake -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node
case "$mode" in
  --site) cmake --build build/wasm -j"$jobs" --target site ;;
  --examples) cmake --build build/wasm -j"$jobs" --target site examples site_zip ;;
  --all)
    cmake -S . -B build/native >/dev/null && cmake --build build/native -j"$jobs"
    cmake -S . -B build/wasm >/dev/null && cmake --build build/wasm -j"$jobs" ;;
esac
echo "Built site/ (open site/index.html, or run web/serve.sh)"
