#!/usr/bin/env bash
# `npm test`: every tier in order - typecheck, lint, unit and property tests, the integration
# tests (banks in process side by side, then the ones sharing PostgreSQL, ports or processes one
# at a time: PGlite always; Postgres too when DATABASE_URL is set), then the Playwright
# end-to-end suite in Debian's Chromium against a built UI. Typecheck and lint run side by side
# (each uses one core). Each tier's wall time is printed at the end (also when a tier fails), so a
# slow tier is seen without a profiler.
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
# Runs tiers at once, given as name and command pairs: tsc and eslint each use one core, so side by
# side they share the two. Each tier's output goes to a file of its own and is printed whole when
# all are done, one tier after the other, so it reads as if they had run in turn; each tier's own
# wall time is noted, and one that fails is marked so and fails the run once the others are shown.
side_by_side() {
  local dir names=() pids=() i rc took failed=0
  dir=$(mktemp -d)
  running='' started=$SECONDS
  while [ $# -gt 0 ]; do
    i=${#names[@]}
    names+=("$1")
    running="${running:+$running and }$1"
    ( from=$SECONDS; set +e; bash -c "$2" >"$dir/$i.out" 2>&1; rc=$?; echo "$rc $((SECONDS - from))" >"$dir/$i.end" ) &
    pids+=($!)
    shift 2
  done
  wait "${pids[@]}"
  for i in "${!names[@]}"; do
    echo "== ${names[$i]}"
    cat "$dir/$i.out"
    read -r rc took <"$dir/$i.end"
    if [ "$rc" = 0 ]; then
      timings+=("$(printf '%-52s %4ds' "${names[$i]}" "$took")")
    else
      timings+=("$(printf '%-52s %4ds (failed)' "${names[$i]}" "$took")")
      failed=1
    fi
  done
  rm -rf "$dir"
  running=''
  return "$failed"
}
tier "dependencies and Chromium" bash -c 'bash scripts/ensure-deps.sh && bash scripts/ensure-chromium.sh'
# The multi-server tests (Postgres tier) put HAProxy in front of three servers.
# The read-replica test makes a streaming replica of it (pg_hba needs a replication rule).
if [ -n "${DATABASE_URL:-}" ]; then tier "HAProxy and the replica" bash -c 'bash scripts/ensure-haproxy.sh && bash scripts/ensure-replica.sh'; fi
side_by_side typecheck 'npx tsc --noEmit -p tsconfig.json' lint 'npx eslint .'
tier "unit and property tests" npx vitest run --project unit
tier "integration tests in process" npx vitest run --project int
if [ -n "${DATABASE_URL:-}" ]; then serial="integration tests one at a time (PGlite, Postgres)"; else serial="integration tests one at a time (PGlite; set DATABASE_URL for Postgres)"; fi
tier "$serial" npx vitest run --project int-serial
rm -rf .tmp/e2e-*
tier "build the UI" bash scripts/build-ui.sh
tier "end-to-end tests in Chromium" npx playwright test
