#!/usr/bin/env bash
# Installs the exact locked dependencies when they are missing or older than the lockfile,
# so `npm start` and `npm test` work on a fresh clone with nothing else run first.
set -euo pipefail
cd "$(dirname "$0")/.."
# A linked node_modules (a git worktree sharing another checkout's) belongs to that checkout:
# npm ci would delete the shared folder, so only say what to do.
if [ -L node_modules ]; then
  if [ package-lock.json -nt node_modules/.package-lock.json ] && ! cmp -s package-lock.json node_modules/../package-lock.json; then
    echo "node_modules is a link to another checkout; install there if its packages differ from this lockfile." >&2
  fi
  exit 0
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
