#!/usr/bin/env bash
# `npm test`: every tier in order - typecheck, lint, unit and property tests, the store
# contract and integration tests (PGlite always; Postgres too when DATABASE_URL is set),
# then the Playwright end-to-end suite in Debian's Chromium against a built UI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
# The multi-server tests (Postgres tier) put HAProxy in front of three servers.
# The read-replica test makes a streaming replica of it (pg_hba needs a replication rule).
if [ -n "${DATABASE_URL:-}" ]; then bash scripts/ensure-haproxy.sh; bash scripts/ensure-replica.sh; fi
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx eslint .
echo "== unit and property tests"; npx vitest run --project unit
if [ -n "${DATABASE_URL:-}" ]; then echo "== integration tests (PGlite and Postgres)"; else echo "== integration tests (PGlite; set DATABASE_URL to include Postgres)"; fi
npx vitest run --project int
echo "== end-to-end tests in Chromium"
rm -rf .tmp/e2e-*
bash scripts/build-ui.sh
npx playwright test
