#!/usr/bin/env bash
# Builds the browser app into dist/ when it is missing or older than any of its sources.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/index.html ] || [ -n "$(find ui machines domain adapters/client adapters/http/precompress.ts index.html vite.config.ts package-lock.json -newer dist/index.html -print -quit 2>/dev/null)" ]; then
  echo "Building the UI (vite build)..."
  npx vite build --logLevel warn
fi
