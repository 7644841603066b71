#!/usr/bin/env bash
# Installs what building and testing need on Debian 12, and only what is
# missing: Debian packages through apt-get, JS tools through `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."

# clang-14 and its runtime libraries build the sanitizer and libFuzzer targets;
# mkdocs, mkdocs-material, python3-sphinx and python3-myst-parser build the embedding examples
# (web/examples/), with our MkDocs plugin and Sphinx extension installed into a venv, build/py,
# by python3-venv, -setuptools and -wheel (web/build/python-packages.mjs; PyPI is not needed);
# fonttools and brotli subset the KaTeX fonts; matplotlib plots the benchmark;
# numpy and torch are the test oracles (tests/parity, tests/oracle).
packages=(cmake make g++ clang-14 libclang-rt-14-dev emscripten libeigen3-dev doctest-dev python3 python3-numpy python3-torch python3-matplotlib
  python3-fonttools python3-brotli chromium fonts-liberation fonts-dejavu-core mkdocs mkdocs-material python3-sphinx python3-myst-parser
  python3-venv python3-setuptools python3-wheel
  poppler-utils)  # pdftoppm: tests/e2e/print.test.mjs rasterises a printed chapter
# The machine may bring its own node and npm; Debian's are only a fallback.
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "Installing Debian packages: ${missing[*]}"
  sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q "${missing[@]}"
fi

# npm ci only when the lock file changed since the last install: the root's, and
# each npm-built example's own (VitePress, Docusaurus), never added to the root's.
for dir in . web/examples/vitepress web/examples/docusaurus; do
  stamp=$dir/node_modules/.attention-math-lock
  if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    (cd "$dir" && npm ci --no-audit --no-fund)
    cp "$dir/package-lock.json" "$stamp"
  fi
done
