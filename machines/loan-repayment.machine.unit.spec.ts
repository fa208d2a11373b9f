// Proves the repayment dialog walks choice (with where money beyond what is due goes) -> PIN -> e-mailed code -> done (with the instalments it covered), checks the amount and the PIN's shape without
// calling the bank, takes an over-payment back to the amount, and retries a confirm that got no answer with the same key.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AMOUNT_MESSAGE, loanRepaymentMachine, PIN_MESSAGE, REPAY_UNREACHABLE_MESSAGE, type RepayCodeAnswer, type RepayCodeRequest, type RepayConfirmAnswer, type RepayConfirmRequest } from './loan-repayment.machine.ts';

const SEED = '5b0b3c2e-8f1a-4c55-9d3e-2a7b6c1d0e9f';

function actorWith(code: (request: RepayCodeRequest) => RepayCodeAnswer, confirm: (request: RepayConfirmRequest) => RepayConfirmAnswer | Promise<RepayConfirmAnswer>) {
  const calls: { code: RepayCodeRequest[]; confirm: RepayConfirmRequest[] } = { code: [], confirm: [] };
  const machine = loanRepaymentMachine.provide({
    actors: {
      requestCode: fromPromise<RepayCodeAnswer, RepayCodeRequest>(async ({ input }) => { calls.code.push(input); return code(input); }),
      confirmRepayment: fromPromise<RepayConfirmAnswer, RepayConfirmRequest>(async ({ input }) => { calls.confirm.push(input); return confirm(input); }),
    },
  });
  return { actor: createActor(machine, { input: { loanId: 'L1', keySeed: SEED } }).start(), calls };
}

const sent: RepayCodeAnswer = { ok: true, changeId: 'c1', codeSentTo: 'a***@example.com', amountMinor: 10_000 };

describe('loanRepayment machine', () => {
  it('pays another amount: the amount, the PIN, then the code, then done', async () => {
    const covered = [{ number: 6, dueDate: '2026-07-01', amountMinor: 10_000, settled: false }];
    const { actor, calls } = actorWith(() => sent, () => ({ ok: true, message: 'Your repayment was received.', amountMinor: 10_000, closed: false, covered, endsOn: '2026-07-01', instalmentsLeft: 6 }));
    actor.send({ type: 'repay.start', mode: 'amount' });
    actor.send({ type: 'amount.submit', amount: '12.345', prepay: 'shorten' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: AMOUNT_MESSAGE });
    actor.send({ type: 'amount.submit', amount: ' 100.00 ', prepay: 'shorten' });
    actor.send({ type: 'pin.submit', pin: '12' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ pin: PIN_MESSAGE });
    expect(calls.code).toHaveLength(0);
    actor.send({ type: 'pin.submit', pin: '1357' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'code.submit', code: '4321' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.code).toEqual([{ loanId: 'L1', mode: 'amount', amount: '100.00', prepay: 'shorten', pin: '1357' }]);
    expect(actor.getSnapshot().context).toMatchObject({ covered, endsOn: '2026-07-01', instalmentsLeft: 6 });
    expect(calls.confirm).toEqual([{ loanId: 'L1', changeId: 'c1', code: '4321', idempotencyKey: expect.stringMatching(/^5b0b3c2e-/) }]);
  });

  it('takes an over-payment the bank refused back to the amount, with its message', async () => {
    const over = 'The most this loan needs today is $1,200.00.';
    const { actor } = actorWith(() => ({ ok: false, detail: over, errors: { amount: over } }), () => ({ ok: false, detail: null }));
    actor.send({ type: 'repay.start', mode: 'amount' });
    actor.send({ type: 'amount.submit', amount: '5000', prepay: 'next' });
    actor.send({ type: 'pin.submit', pin: '1357' });
    await waitFor(actor, (s) => s.matches('enteringAmount'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: over });
    // Said once, under the field, not again in the dialog's alert.
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('says a wrong code once, under the code field', async () => {
    const wrong = 'Invalid code. Please try again.';
    const { actor } = actorWith(() => sent, () => ({ ok: false, detail: wrong, errors: { code: wrong } }));
    actor.send({ type: 'repay.start', mode: 'payoff' });
    actor.send({ type: 'pin.submit', pin: '1357' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'code.submit', code: '0000' });
    await waitFor(actor, (s) => s.matches('enteringCode') && s.context.fieldErrors.code !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { code: wrong }, formError: null });
  });

  it('retries a confirm that got no answer with the same key, and a new code attempt after a refusal with a new key', async () => {
    let answers = 0;
    const { actor, calls } = actorWith(() => sent, () => {
      answers += 1;
      if (answers === 1) throw new Error('network');
      if (answers === 2) return { ok: false, detail: 'Invalid code. Please try again.' };
      return { ok: true, message: 'Your loan is paid off.', amountMinor: 10_000, closed: true, covered: [], endsOn: null, instalmentsLeft: 0 };
    });
    actor.send({ type: 'repay.start', mode: 'payoff' });
    actor.send({ type: 'pin.submit', pin: '1357' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'code.submit', code: '4321' });
    await waitFor(actor, (s) => s.matches('enteringCode') && s.context.formError === REPAY_UNREACHABLE_MESSAGE);
    actor.send({ type: 'code.submit', code: '4321' });
    await waitFor(actor, (s) => s.matches('enteringCode') && s.context.formError === 'Invalid code. Please try again.');
    actor.send({ type: 'code.submit', code: '4322' });
    await waitFor(actor, (s) => s.matches('done'));
    const keys = calls.confirm.map((c) => c.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
