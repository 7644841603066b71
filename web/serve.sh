#!/usr/bin/env bash
# The one command for readers: install what is missing, build the site (the
# module and the pages only: no tests, no embedding examples), and serve the
# course on http://127.0.0.1:8000/ (PORT=... to change the port), brotli- or
# gzip-compressed as real hosts serve it (web/serve.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
web/build.sh --site
exec node web/serve.mjs --port "${PORT:-8000}" --root site
