#!/usr/bin/env bash
# Installs what is missing on Debian 12, and only that: Debian packages
# through apt-get, JS tools through `npm ci`.
#   web/install-deps.sh           what building the site needs (web/serve.sh)
#   web/install-deps.sh --test    that, plus what the tests and the embedding examples need (tests/run.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
for_tests=0
[ "${1:-}" = "--test" ] && for_tests=1

# The site: the core compiled by Emscripten against Eigen, and fonttools with
# brotli to subset the KaTeX fonts.
packages=(cmake make g++ emscripten libeigen3-dev python3 python3-fonttools python3-brotli)
if ((for_tests)); then
  # clang-14 and its runtime libraries build the sanitizer and libFuzzer targets;
  # doctest is the C++ test framework;
  # mkdocs, mkdocs-material, python3-sphinx and python3-myst-parser build the embedding examples
  # (web/examples/), with our MkDocs plugin and Sphinx extension installed into a venv, build/py,
  # by python3-venv, -setuptools and -wheel (web/build/python-packages.mjs; PyPI is not needed);
  # matplotlib plots the benchmark; numpy and torch are the test oracles (tests/parity, tests/oracle),
  # and mpmath the arbitrary-precision one for softmax's statistics near one-hot (tests/oracle/mpmath_oracle.py);
  # Chromium runs the end-to-end tests, with the fonts the pages fall back to;
  # pdftoppm (poppler-utils) rasterises a printed chapter (tests/e2e/page-pass.test.mjs);
  # Firefox ESR and WebKitGTK run the engine smoke tests (tests/engines/): firefox-esr driven over
  # WebDriver BiDi, webkit2gtk-driver's WebKitWebDriver with MiniBrowser under Xvfb (xvfb).
  packages+=(clang-14 libclang-rt-14-dev doctest-dev python3-numpy python3-torch python3-mpmath python3-matplotlib
    chromium fonts-liberation fonts-dejavu-core mkdocs mkdocs-material python3-sphinx python3-myst-parser
    python3-venv python3-setuptools python3-wheel poppler-utils firefox-esr webkit2gtk-driver xvfb)
fi
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
# for the tests each npm-built example's own (VitePress, Docusaurus, Starlight, MyST), never added to the root's.
npm_dirs=(.)
((for_tests)) && npm_dirs+=(web/examples/vitepress web/examples/docusaurus web/examples/starlight web/examples/myst)
for dir in "${npm_dirs[@]}"; do
  stamp=$dir/node_modules/.attention-math-lock
  if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    (cd "$dir" && npm ci --no-audit --no-fund)
    cp "$dir/package-lock.json" "$stamp"
  fi
done
