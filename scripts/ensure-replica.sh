#!/usr/bin/env bash
# The read-replica test (tests/read-replica.int.spec.ts) makes a streaming replica of the
# PostgreSQL at DATABASE_URL with pg_basebackup. That needs wal_level replica and wal senders
# (a restart to change: this script only reports them) and a pg_hba rule for replication
# connections from 127.0.0.1, which a reload is enough for: on a local server this script can
# write to, it adds `host replication all 127.0.0.1/32 trust` (the same trust the test machine
# already gives every database from 127.0.0.1) and reloads. Prints why when it cannot.
set -euo pipefail
url="${DATABASE_URL:-}"
[ -n "$url" ] || exit 0
command -v pg_basebackup >/dev/null && command -v psql >/dev/null || { echo "read replica: pg_basebackup or psql missing, the replica test is skipped"; exit 0; }
q() { psql "$url" -Atc "$1"; }
wal_level=$(q "SHOW wal_level"); senders=$(q "SHOW max_wal_senders")
if [ "$wal_level" = minimal ] || [ "$senders" = 0 ]; then
  echo "read replica: the primary has wal_level=$wal_level and max_wal_senders=$senders; streaming replication needs a restart with wal_level=replica, so the replica test is skipped"
  exit 0
fi
if [ "$(q "SELECT count(*) FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND (address IS NULL OR address = '127.0.0.1')")" != 0 ]; then exit 0; fi
hba=$(q "SHOW hba_file")
case "$url" in *@127.0.0.1*|*@localhost*) ;; *) echo "read replica: $hba allows no replication connection and the server is not local; the replica test is skipped"; exit 0 ;; esac
if [ -w "$hba" ]; then
  echo "read replica: adding 'host replication all 127.0.0.1/32 trust' to $hba and reloading (no restart needed)"
  printf '\n# Added by scripts/ensure-replica.sh for the read-replica test (streaming replica on this machine)\nhost replication all 127.0.0.1/32 trust\n' >> "$hba"
  q "SELECT pg_reload_conf()" >/dev/null
else
  echo "read replica: $hba allows no replication connection and is not writable here; the replica test is skipped"
fi
