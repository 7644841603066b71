#!/usr/bin/env bash
# The one command for readers: install what is missing, build, and serve the
# tutorial on http://127.0.0.1:8000/ (PORT=... to change the port).
set -euo pipefail
cd "$(dirname "$0")/.."
web/build.sh
port=${PORT:-8000}
echo "Serving site/ on http://127.0.0.1:${port}/  (Ctrl-C to stop)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory site
