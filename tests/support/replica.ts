/**
 * A streaming replica of the test PostgreSQL, made on this machine for the read-replica test:
 * pg_basebackup -R into a data folder under .tmp, started with pg_ctl on its own port (as the
 * postgres user: PostgreSQL refuses to run as root) and stopped after. Debian keeps the
 * configuration outside the data folder, so the replica gets a minimal one of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

export interface Replica {
  /** The same database on the replica. */
  urlFor(primaryUrl: string): string;
  query(database: string, sql: string): Promise<void>;
  /** Resolves once the replica has replayed everything the primary had written when called (throws after `timeoutMs`). */
  replayedPrimary(timeoutMs?: number): Promise<void>;
  stop(): void;
}

const asPostgres = (args: string[]) => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', ...args]] as const : [args[0]!, args.slice(1)] as const);

async function queryOne<T>(client: pg.Client, sql: string): Promise<T> {
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** Why a replica cannot be made here, or null when it can (scripts/ensure-replica.sh prepares the primary). */
export async function replicaUnavailable(primaryUrl: string | undefined): Promise<string | null> {
  if (!primaryUrl) return 'no DATABASE_URL';
  if (spawnSync('pg_basebackup', ['--version']).status !== 0 || spawnSync('pg_ctl', ['--version']).status !== 0) return 'pg_basebackup or pg_ctl missing';
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const rules = await client.query("SELECT count(*)::int AS n FROM pg_hba_file_rules WHERE 'replication' = ANY(database)");
    const wal = await client.query('SHOW wal_level');
    if ((wal.rows[0] as { wal_level: string }).wal_level === 'minimal') return 'wal_level is minimal (a restart is needed)';
    return (rules.rows[0] as { n: number }).n > 0 ? null : 'pg_hba allows no replication connection (run scripts/ensure-replica.sh)';
  } finally {
    await client.end();
  }
}

export function startReplica(primaryUrl: string, port: number, dir: string): Replica {
  const data = resolve(dir);
  rmSync(data, { recursive: true, force: true });
  mkdirSync(resolve(data, '..'), { recursive: true });
  const primary = new URL(primaryUrl);
  execFileSync('pg_basebackup', ['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres', '-D', data, '-R', '-X', 'stream', '-c', 'fast'], { stdio: 'pipe' });
  writeFileSync(`${data}/postgresql.conf`, `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${data}'\nhot_standby = on\nshared_buffers = 32MB\n`);
  writeFileSync(`${data}/pg_hba.conf`, 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  writeFileSync(`${data}/pg_ident.conf`, '');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', data]);
  execFileSync('chmod', ['700', data]);
  const [command, args] = asPostgres(['pg_ctl', '-D', data, '-l', `${data}/replica.log`, '-w', '-t', '60', 'start']);
  execFileSync(command, [...args], { stdio: 'pipe' });
  return {
    urlFor(url) {
      const copy = new URL(url);
      copy.hostname = '127.0.0.1';
      copy.port = String(port);
      return copy.toString();
    },
    async query(database, sql) {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
      await client.connect();
      try { await client.query(sql); } finally { await client.end(); }
    },
    // A replica just made still replays what the primary wrote meanwhile (a new database's files
    // among it); a test that needs it current waits for that, as an operator would, instead of
    // racing it (one CI run found the test's new database not yet on the replica).
    async replayedPrimary(timeoutMs = 60_000) {
      const lsn = await queryOne<{ lsn: string }>(new pg.Client({ connectionString: primaryUrl }), 'SELECT pg_current_wal_lsn()::text AS lsn');
      const replayed = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await replayed.connect();
      try {
        for (const deadline = Date.now() + timeoutMs; ;) {
          const { rows } = await replayed.query<{ done: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS done', [lsn.lsn]);
          if (rows[0]?.done) return;
          if (Date.now() > deadline) throw new Error(`The replica had not replayed the primary's WAL up to ${lsn.lsn} within ${timeoutMs} ms`);
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        await replayed.end();
      }
    },
    stop() {
      if (!existsSync(`${data}/postmaster.pid`)) return;
      const [stopCommand, stopArgs] = asPostgres(['pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop']);
      spawnSync(stopCommand, [...stopArgs], { stdio: 'ignore' });
      rmSync(data, { recursive: true, force: true });
    },
  };
}
