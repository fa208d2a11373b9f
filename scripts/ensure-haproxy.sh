#!/usr/bin/env bash
# The multi-server tests put a real HAProxy in front of the bank's servers: Debian's package,
# installed here when it is missing (the tests run it themselves, in the foreground).
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "haproxy is missing: install Debian's package (apt-get install -y haproxy) to run the multi-server tests" >&2
  exit 0
fi
echo "== installing haproxy (Debian's package) for the multi-server tests"
DEBIAN_FRONTEND=noninteractive apt-get install -y haproxy >/dev/null || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y haproxy >/dev/null; }
