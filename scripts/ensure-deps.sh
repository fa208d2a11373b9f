#!/usr/bin/env bash
# Installs the exact locked dependencies when they are missing or older than the lockfile,
# so `npm start` and `npm test` work on a fresh clone with nothing else run first.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
