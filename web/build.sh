#!/usr/bin/env bash
# Builds everything, incrementally: the native library, tests and benchmark
# (build/native) and the WebAssembly module, its tests and the site (build/wasm).
set -euo pipefail
cd "$(dirname "$0")/.."
web/install-deps.sh

jobs=$(nproc)
[ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release
cmake --build build/native -j"$jobs"

# Emscripten 3.1.6 on Debian: Eigen is outside the sysroot, and emcmake's
# default test emulator passes a flag that Node 20 rejects.
[ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
  -DEigen3_DIR=/usr/share/eigen3/cmake -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node
cmake --build build/wasm -j"$jobs"
echo "Built site/ (open site/index.html, or run web/serve.sh)"
