#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the UI, and serves the bank on one port
# (PORT, default 3000) with the embedded database in DATA_DIR (default ./data), or
# PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/build-ui.sh
exec node --experimental-websocket --import tsx adapters/http/main.ts
