// Proves the deposit machine shows the deposit messages of part 2 section 5 (minimum enforced, DECISIONS 9), refuses offline, sends one Idempotency-Key per attempt (reused on retry), and that every path of its graph (@xstate/graph) reaches the instruction only through the server's answer.
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, getInitialSnapshot, waitFor } from 'xstate';
import { DEPOSIT_OFFLINE_MESSAGE, DEPOSIT_UNREACHABLE_MESSAGE, depositMachine } from './deposit.machine.ts';
import type { DepositAnswer, DepositInstruction, DepositRequest } from './deposit.machine.ts';
import { idempotencyKeyFor } from './support/idempotency-key.ts';
import { KEY_SEED } from '../tests/support/wizard-fixtures.ts';

const key = (attempt: number) => idempotencyKeyFor(KEY_SEED, attempt);

const instruction: DepositInstruction = {
  id: 'dep-1', reference: 'DEP-0001', method: 'wire', amount: '250.00', status: 'Processing', date: '2026-11-22', time: '03:00',
};

function startDeposit(answer: (request: DepositRequest) => Promise<DepositAnswer> = async () => ({ ok: true, deposit: instruction }), online = true) {
  const calls: DepositRequest[] = [];
  const machine = depositMachine.provide({
    actors: { createDeposit: fromPromise<DepositAnswer, DepositRequest>(({ input }) => { calls.push(input); return answer(input); }) },
  });
  const actor = createActor(machine, { input: { online, keySeed: KEY_SEED } }).start();
  const set = (field: 'method' | 'amount', value: string) => actor.send({ type: 'field.change', field, value });
  return { actor, calls, set, settle: () => waitFor(actor, (s) => !s.hasTag('busy')) };
}

describe('deposit machine', () => {
  it('asks for a method and a valid amount, then the $10.00 minimum', () => {
    const { actor, set, calls } = startDeposit();
    actor.send({ type: 'deposit.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ method: 'Please select a deposit method', amount: 'Please enter a valid deposit amount' });
    set('method', 'bank');
    set('amount', '9.99');
    actor.send({ type: 'deposit.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: 'The minimum deposit is $10.00' });
    expect(calls).toHaveLength(0);
  });

  it('opens the instruction with the method, amount and a key', async () => {
    const { actor, set, calls } = startDeposit();
    set('method', 'wire');
    set('amount', '250');
    actor.send({ type: 'deposit.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.deposit).toEqual(instruction);
    expect(calls).toEqual([{ method: 'wire', amount: '250', idempotencyKey: key(1) }]);
  });

  it('retries an unanswered attempt with the same key, and a refused one gets a new key', async () => {
    let n = 0;
    const { actor, set, calls, settle } = startDeposit(async () => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      if (n === 2) return { ok: false, detail: 'Deposits are paused' };
      return { ok: true, deposit: instruction };
    });
    set('method', 'cash');
    set('amount', '20');
    actor.send({ type: 'deposit.submit' });
    expect((await settle()).context.formError).toBe(DEPOSIT_UNREACHABLE_MESSAGE);
    actor.send({ type: 'deposit.submit' });
    expect((await settle()).context.formError).toBe('Deposits are paused');
    actor.send({ type: 'deposit.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.idempotencyKey)).toEqual([key(1), key(1), key(2)]);
  });

  it('refuses offline and says nothing was sent', () => {
    const { actor, set, calls } = startDeposit(undefined, false);
    set('method', 'cash');
    set('amount', '20');
    actor.send({ type: 'deposit.submit' });
    expect(actor.getSnapshot().context.formError).toBe(DEPOSIT_OFFLINE_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('reaches the instruction on every path only through an accepted answer', () => {
    type Event = Parameters<typeof depositMachine.transition>[1];
    const outcome = (output: unknown) => ({ type: 'xstate.done.actor.createDeposit', output }) as unknown as Event;
    const userMoves: Event[] = [
      { type: 'field.change', field: 'method', value: 'bank' }, { type: 'field.change', field: 'amount', value: '5' }, { type: 'field.change', field: 'amount', value: '50' },
      { type: 'deposit.submit' }, { type: 'connection.change', online: false }, { type: 'connection.change', online: true },
    ];
    const start = getInitialSnapshot(depositMachine, { online: true, keySeed: KEY_SEED });
    const paths = getSimplePaths(depositMachine, {
      fromState: start,
      events: (s): Event[] => (s.matches('submitting')
        ? [outcome({ ok: true, deposit: instruction }), outcome({ ok: false, detail: 'No' }), { type: 'xstate.error.actor.createDeposit', error: new Error('x') } as unknown as Event]
        : userMoves),
      serializeState: (s) => JSON.stringify([s.value, s.context.values, s.context.online, s.context.formError, s.context.idempotencyKey !== null]),
      toState: (s) => s.status === 'done',
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      expect(path.steps.at(-1)?.event.type).toBe('xstate.done.actor.createDeposit');
      expect(path.state.context.values.method).toBe('bank');
      expect(path.state.context.values.amount).toBe('50');
    }
  });
});
