/**
 * A small targeted bench for the log chain (docs/benchmarks.md "Appends with the hash chain"):
 * append throughput through the store, 32 writers of one-event appends, with the sealer off and on
 * (nudged after each append as the server runs it), back to back on a fresh PGlite folder and a
 * fresh PostgreSQL schema; and how fast a sealer chains a log that is already there (an upgrade).
 *   node --import tsx scripts/bench/chain-append.ts [events per run, default 6000] [rounds, default 3]
 * PostgreSQL only when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SEAL_TIMING } from '../../adapters/bank/log-chain-sealing.ts';
import { ChainSealer, sealPending } from '../../adapters/chain/sealer.ts';
import { openPgliteStore } from '../../adapters/store/pglite.ts';
import { openPostgresStore } from '../../adapters/store/postgres.ts';
import type { EventStore } from '../../adapters/store/types.ts';

const EVENTS = Number(process.argv[2] ?? 6_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const WRITERS = 32;
const url = process.env.DATABASE_URL;

const data = (n: number) => ({ transferId: randomUUID(), amount: 1_000 + n, currency: 'USD', fee: 0, postings: [{ account: `customer:u${n % 500}:USD`, amount: -(1_000 + n) }, { account: 'bank:clearing:USD', amount: 1_000 + n }], description: 'Rent for November' });

/** This process's CPU time (user and system) per event of each run, in microseconds: on PGlite the database runs in this process too, so on a shared machine it tells the cost better than the wall clock. */
const cpu: number[] = [];

/** Appends EVENTS one-event appends from WRITERS concurrent writers; answers events per second. */
async function appendRun(store: Pick<EventStore, 'append'>): Promise<number> {
  let next = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: WRITERS }, async () => {
    for (let n = next++; n < EVENTS; n = next++) {
      await store.append([{ streamId: `bench-${randomUUID()}`, expectedVersion: 0, events: [{ type: 'TransferSent', data: data(n), metadata: { actor: 'bench', at: new Date().toISOString() } }] }]);
    }
  }));
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / EVENTS);
  return EVENTS / ((performance.now() - started) / 1000);
}

interface Target {
  name: string;
  open(): Promise<EventStore>;
  timing: { gapMs: number; intervalMs: number };
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'bench-chain-'));
  return { name: 'PGlite', open: () => openPgliteStore({ dataDir: dir }), timing: SEAL_TIMING.pglite, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

function postgresTarget(connectionString: string): Target {
  const schema = `bench_chain_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  return {
    name: 'PostgreSQL', open: () => openPostgresStore({ connectionString, schema, poolSize: 16 }), timing: SEAL_TIMING.postgres,
    cleanup: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

async function measure(target: Target): Promise<void> {
  const store = await target.open();
  const off: number[] = [];
  const on: number[] = [];
  const lags: number[] = [];
  try {
    // A warm-up, then the sealer off and on alternately, so both see the same machine and a log of the same length.
    await appendRun(store);
    await sealPending(store.chain!);
    const cpuOff: number[] = [];
    const cpuOn: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      off.push(await appendRun(store));
      cpuOff.push(cpu.at(-1)!);
      await sealPending(store.chain!);
      const sealer = new ChainSealer(store.chain!, { ...target.timing, log: () => undefined });
      on.push(await appendRun(sealer.watch(store)));
      const ended = performance.now();
      const cpuBefore = process.cpuUsage();
      sealer.nudge();
      await sealer.settled();
      const rest = process.cpuUsage(cpuBefore);
      // The seal of the run's tail belongs to the run's cost.
      cpuOn.push(cpu.at(-1)! + (rest.user + rest.system) / EVENTS);
      lags.push(performance.now() - ended);
      await sealer.stop();
    }
    const head = await store.headPosition();
    const sealStarted = performance.now();
    // Chaining a log already there, as an upgraded bank's first start does (the links go to a scratch copy of the count).
    const again = await rechainRate(store);
    const fmt = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
    console.log(`${target.name}: appends/s sealer off [${fmt(off)}], on [${fmt(on)}]; this process's CPU us/event off [${fmt(cpuOff)}], on [${fmt(cpuOn)}]; sealed the last run ${fmt(lags)} ms after its last append; re-chaining ${head} events: ${Math.round(again)} events/s (${Math.round(performance.now() - sealStarted)} ms)`);
  } finally {
    await store.close();
    await target.cleanup();
  }
}

/** Reads and hashes the whole log as a first seal does (without writing links, which exist): events per second. */
async function rechainRate(store: EventStore): Promise<number> {
  const { linkHash, GENESIS } = await import('../../adapters/chain/link-hash.ts');
  const started = performance.now();
  let previous = GENESIS;
  let count = 0;
  for (let after = 0; ;) {
    const page = await store.chain!.readStored(after, 5_000);
    for (const event of page) previous = linkHash(previous, event);
    count += page.length;
    if (page.length < 5_000) break;
    after = page.at(-1)!.position;
  }
  return count / ((performance.now() - started) / 1000);
}

await measure(pgliteTarget());
if (url) await measure(postgresTarget(url));
