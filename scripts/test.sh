#!/usr/bin/env bash
# `npm test`: every tier in order - typecheck, lint, unit and property tests, the integration
# tests (banks in process side by side, then the ones sharing PostgreSQL, ports or processes one
# at a time: PGlite always; Postgres too when DATABASE_URL is set), then the Playwright
# end-to-end suite in Debian's Chromium against a built UI. Each tier's wall time is printed at
# the end (also when a tier fails), so a slow tier is seen without a profiler.
set -euo pipefail
cd "$(dirname "$0")/.."
timings=()
running='' started=0
# Runs one tier and notes how long it took.
tier() {
  running=$1 started=$SECONDS
  shift
  echo "== $running"
  "$@"
  timings+=("$(printf '%-52s %4ds' "$running" $((SECONDS - started)))")
  running=''
}
report() {
  echo "== time per tier"
  for line in "${timings[@]}"; do echo "   $line"; done
  if [ -n "$running" ]; then printf '   %-52s %4ds (failed)\n' "$running" $((SECONDS - started)); fi
  printf '   %-52s %4ds\n' total "$SECONDS"
}
trap report EXIT
tier "dependencies and Chromium" bash -c 'bash scripts/ensure-deps.sh && bash scripts/ensure-chromium.sh'
# The multi-server tests (Postgres tier) put HAProxy in front of three servers.
# The read-replica test makes a streaming replica of it (pg_hba needs a replication rule).
if [ -n "${DATABASE_URL:-}" ]; then tier "HAProxy and the replica" bash -c 'bash scripts/ensure-haproxy.sh && bash scripts/ensure-replica.sh'; fi
tier typecheck npx tsc --noEmit -p tsconfig.json
tier lint npx eslint .
tier "unit and property tests" npx vitest run --project unit
tier "integration tests in process" npx vitest run --project int
if [ -n "${DATABASE_URL:-}" ]; then serial="integration tests one at a time (PGlite, Postgres)"; else serial="integration tests one at a time (PGlite; set DATABASE_URL for Postgres)"; fi
tier "$serial" npx vitest run --project int-serial
rm -rf .tmp/e2e-*
tier "build the UI" bash scripts/build-ui.sh
tier "end-to-end tests in Chromium" npx playwright test
