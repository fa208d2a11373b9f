#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the UI and the server, and serves the bank on one port
# (PORT, default 3000) with the embedded database in DATA_DIR (default ./data), or
# PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/build-ui.sh
# The server runs from one compiled file (.build/server/main.mjs), built from the sources on every
# start so it is never older than them: loading it costs a fraction of transpiling through tsx.
node --import tsx scripts/build-server.ts
exec node --require ./adapters/http/threadpool.cjs --experimental-websocket .build/server/main.mjs
