// Proves the live view that takes this server's own appends as committed (applyWritten), in any order and racing its reads of the log, reaches exactly the view a fold of the log reaches, and that a writer's next catch-up then reads nothing back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankEvent } from '../../domain/catalogue.ts';
import { createMemoryStore } from '../store/memory.ts';
import type { EventStore, RecordedEvent, WrittenEvents } from '../store/types.ts';
import { encodeEvent } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';

const at = '2026-01-01T00:00:00.000Z';
const registered = (u: number): BankEvent => ({ type: 'UserRegistered', data: { userId: `u${u}`, role: 'user', email: `u${u}@bank.test`, firstName: 'Ada', lastName: `No ${u}`, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: String(1_000_000_000 + u), accountType: 'savings', membershipNumber: null, status: 'active', at } });
const deposit = (u: number, n: number): BankEvent => ({ type: 'AdminTransactionPosted', data: { transactionId: `t${n}`, kind: 'deposit', currency: 'USD', amount: 100 + n, fee: 0, status: 'completed', description: 'Cash in', reference: `R${n}`, recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'branch', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -(100 + n) }, { account: `customer:u${u}:USD`, currency: 'USD', amount: 100 + n }], at } });

/** A log of `sizes.length` appends after three registrations: each append deposits `size` times, spread over the customers. */
async function writeLog(sizes: number[]): Promise<{ store: EventStore; written: WrittenEvents[] }> {
  const store = createMemoryStore();
  const written: WrittenEvents[] = [];
  const first = await store.append([0, 1, 2].map((u) => ({ streamId: `user-u${u}`, expectedVersion: 0, events: [encodeEvent(registered(u), { actor: 'system', at })] })));
  written.push(first.written!);
  let n = 0;
  for (const size of sizes) {
    const events = Array.from({ length: size }, () => { n += 1; return encodeEvent(deposit(n % 3, n), { actor: 'admin', at }); });
    const result = await store.append([{ streamId: `user-u${n % 3}`, expectedVersion: 'any', events }]);
    written.push(result.written!);
  }
  return { store, written };
}

/**
 * The store as a server sees it while its appends commit one by one: reads stop at `visible`,
 * and answer a turn of the event loop later, so this server's own appends can land meanwhile.
 */
function committing(store: EventStore, knowsHead: boolean): { store: EventStore; commit: (position: number) => void; read: () => number } {
  let visible = 0;
  let read = 0;
  const view: EventStore = {
    ...store,
    readAll: async (options) => {
      const head = visible;
      const page: RecordedEvent[] = (await store.readAll(options)).filter((e) => e.position <= head);
      await new Promise((resolve) => setImmediate(resolve));
      read += page.length;
      return page;
    },
  };
  if (knowsHead) view.committedHead = () => visible;
  else delete view.committedHead;
  return { store: view, commit: (position) => { visible = Math.max(visible, position); }, read: () => read };
}

type Step = { kind: 'commit' | 'apply'; append: number } | { kind: 'catchUp'; wait: boolean } | { kind: 'yield' };

/** Commits in log order; each append's own applyWritten comes `delay` steps after its commit, or never; catch-ups and turns of the loop in between. */
function schedule(plans: { delay: number | null; catchUp: 'none' | 'wait' | 'race'; yields: boolean }[]): Step[] {
  const steps: Step[] = [];
  plans.forEach((plan, append) => {
    steps.push({ kind: 'commit', append });
    if (plan.catchUp !== 'none') steps.push({ kind: 'catchUp', wait: plan.catchUp === 'wait' });
    if (plan.yields) steps.push({ kind: 'yield' });
  });
  plans.forEach((plan, append) => {
    if (plan.delay === null) return;
    const commitAt = steps.findIndex((s) => s.kind === 'commit' && s.append === append);
    steps.splice(Math.min(steps.length, commitAt + 1 + plan.delay), 0, { kind: 'apply', append });
  });
  return steps;
}

async function run(steps: Step[], written: WrittenEvents[], live: LiveBank, commit: (position: number) => void): Promise<void> {
  const racing: Promise<unknown>[] = [];
  for (const step of steps) {
    if (step.kind === 'commit') commit(written[step.append]!.events.at(-1)!.position);
    else if (step.kind === 'apply') live.applyWritten(written[step.append]!);
    else if (step.kind === 'yield') await new Promise((resolve) => setImmediate(resolve));
    else if (step.kind === 'catchUp' && step.wait) await live.catchUp();
    else if (step.kind === 'catchUp') racing.push(live.catchUp());
  }
  await Promise.all(racing);
  await live.catchUp();
}

describe('the live view and its own appends', () => {
  it('reaches the view a fold of the log reaches, whatever the order its appends and reads arrive in', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 12 }),
      fc.array(fc.record({ delay: fc.option(fc.nat(6), { nil: null }), catchUp: fc.constantFrom('none', 'wait', 'race') as fc.Arbitrary<'none' | 'wait' | 'race'>, yields: fc.boolean() }), { minLength: 13, maxLength: 13 }),
      fc.boolean(),
      async (sizes, plans, knowsHead) => {
        const { store, written } = await writeLog(sizes);
        const seen = committing(store, knowsHead);
        const live = new LiveBank(seen.store);
        await run(schedule(plans.slice(0, written.length)), written, live, seen.commit);
        const fold = new LiveBank(store);
        await fold.catchUp();
        expect(live.view).toEqual(fold.view);
        expect([...live.streams.versionsSnapshot()].sort()).toEqual([...fold.streams.versionsSnapshot()].sort());
      },
    ), { numRuns: 60 });
  });

  it('reads nothing back when it takes each of its own appends as it commits', async () => {
    const { store, written } = await writeLog([2, 1, 3, 1]);
    const seen = committing(store, false);
    const live = new LiveBank(seen.store);
    for (const w of written) {
      seen.commit(w.events.at(-1)!.position);
      live.applyWritten(w);
      await live.catchUp();
    }
    expect(seen.read()).toBe(0);
    expect(live.view.position).toBe(await store.headPosition());
    expect(live.view.users.get('u1')?.balances.USD).toBeGreaterThan(0);
  });

  it('waits for an earlier append before laying in a later one, then takes both', async () => {
    const { store, written } = await writeLog([1, 1]);
    const seen = committing(store, false);
    const live = new LiveBank(seen.store);
    live.applyWritten(written[0]!);
    live.applyWritten(written[2]!);
    expect(live.view.position).toBe(written[0]!.events.at(-1)!.position);
    live.applyWritten(written[1]!);
    expect(live.view.position).toBe(written[2]!.events.at(-1)!.position);
    expect(seen.read()).toBe(0);
  });
});
