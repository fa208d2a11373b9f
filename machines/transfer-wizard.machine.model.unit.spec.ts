// Proves, by walking every simple path of each wizard's state graph (@xstate/graph), that the receipt only ever follows a PIN-sent code and a confirmed transfer, and by replaying the shortest path to every reachable state on a live actor with fake server actors, that the running machine goes where the model says.
import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, waitFor } from 'xstate';
import type { ConfirmAnswer, PinAnswer, StartAnswer, TransferKind } from './transfer-wizard.types.ts';
import { localTransferMachine } from './local-transfer.machine.ts';
import { KEY_SEED, quoteFor, receiptFor, wizards } from '../tests/support/wizard-fixtures.ts';

type Machine = typeof localTransferMachine;
type Snapshot = ReturnType<Machine['getInitialSnapshot']>;
type WizardEvent = Parameters<Machine['transition']>[1];

/** A server actor's outcome as the graph sees it: an answer event or an error event. */
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as WizardEvent;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') }) as unknown as WizardEvent;

function outcomes(kind: TransferKind): Record<string, WizardEvent[]> {
  return {
    starting: [done('startTransfer', { ok: true, quote: quoteFor(kind) }), done('startTransfer', { ok: false, detail: 'Insufficient funds' }), failed('startTransfer')],
    sendingCode: [done('sendCode', { ok: true, codeSentTo: 'a***@example.test', expiresAt: 'later' }), done('sendCode', { ok: false, detail: 'Wrong PIN. Please enter your correct transaction PIN.' }), failed('sendCode')],
    confirming: [done('confirmTransfer', { ok: true, receipt: receiptFor(kind) }), done('confirmTransfer', { ok: false, detail: 'Invalid OTP. Please try again.' }), failed('confirmTransfer')],
  };
}

const isOutcome = (type: string): boolean => type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.');

/** The user's moves on each step: a bad and a good value, submit, back. */
const userEvents: Record<string, WizardEvent[]> = {
  details: [{ type: 'field.change', field: 'amount', value: '' }, { type: 'field.change', field: 'amount', value: '1' }, { type: 'details.submit' }, { type: 'connection.change', online: false }, { type: 'connection.change', online: true }],
  pin: [{ type: 'pin.change', value: '12' }, { type: 'pin.change', value: '1357' }, { type: 'pin.submit' }, { type: 'pin.back' }],
  verify: [{ type: 'code.change', value: '12' }, { type: 'code.change', value: '4821' }, { type: 'code.submit' }, { type: 'verify.back' }],
};

/** Guards read the amount, PIN, code, connection and whether a key is held, and the message shown tells refusals apart, so all are part of a state's identity. */
const serialize = (s: Snapshot): string =>
  JSON.stringify([s.value, s.context.values.amount !== '', s.context.pin.length, s.context.code.length, s.context.online, s.context.idempotencyKey !== null, s.context.formError, Object.keys(s.context.fieldErrors).length]);

describe.each(wizards)('every path of the $kind wizard', ({ kind, machine, valid }) => {
  const wizard = machine as unknown as Machine;
  let start = getInitialSnapshot(wizard, { online: true, keySeed: KEY_SEED });
  for (const [field, value] of Object.entries(valid)) if (field !== 'amount') start = getNextSnapshot(wizard, start, { type: 'field.change', field: field as never, value });
  const events = (s: Snapshot): WizardEvent[] => [...(userEvents[String(s.value)] ?? []), ...(outcomes(kind)[String(s.value)] ?? [])];
  const paths = getSimplePaths(wizard, { fromState: start, events, serializeState: serialize, toState: (s) => s.status === 'done' });

  it('has paths to the receipt, each through a confirmed code', () => {
    expect(paths.length).toBeGreaterThan(1000);
    for (const path of paths) {
      const types: string[] = path.steps.map((step) => step.event.type);
      expect(types.at(-1)).toBe('xstate.done.actor.confirmTransfer');
      expect(types.indexOf('xstate.done.actor.sendCode')).toBeLessThan(types.lastIndexOf('code.submit'));
      expect(path.state.context.receipt).toEqual(receiptFor(kind));
    }
  });

  const everyState = getShortestPaths(wizard, { fromState: start, events, serializeState: serialize });

  it('replays the shortest path to every reachable state on a live actor and ends where the model says', async () => {
    expect(everyState.length).toBeGreaterThan(30);
    for (const path of everyState) {
      const queue = path.steps.map((step) => step.event).filter((event) => isOutcome(event.type));
      const next = (id: string) => {
        const event = queue.shift() as unknown as { type: string; output?: unknown } | undefined;
        // A path that ends while the server is still thinking: the call never answers.
        if (!event) return new Promise<never>(() => undefined);
        expect(event.type.endsWith(`.${id}`)).toBe(true);
        return event.type.startsWith('xstate.error') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(event.output);
      };
      const live = wizard.provide({
        actors: {
          startTransfer: fromPromise(() => next('startTransfer') as Promise<StartAnswer>),
          sendCode: fromPromise(() => next('sendCode') as Promise<PinAnswer>),
          confirmTransfer: fromPromise(() => next('confirmTransfer') as Promise<ConfirmAnswer>),
        },
      });
      const actor = createActor(live, { input: { online: true, keySeed: KEY_SEED } }).start();
      for (const [field, value] of Object.entries(valid)) if (field !== 'amount') actor.send({ type: 'field.change', field: field as never, value });
      for (const step of path.steps) {
        if ((step.event.type as string) === 'xstate.init') continue;
        if (!isOutcome(step.event.type)) actor.send(step.event);
        const settled = await waitFor(actor, (s) => !s.hasTag('busy') || serialize(s) === serialize(step.state));
        expect(serialize(settled)).toBe(serialize(step.state));
      }
      expect(serialize(actor.getSnapshot())).toBe(serialize(path.state));
      actor.stop();
    }
  });
});
