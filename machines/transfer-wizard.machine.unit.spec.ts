// Proves each transfer wizard (local, international, Bitcoin) shows the spec's step-1, PIN and OTP messages, calls the server once per step with the right payload, goes back a step on Back, refuses to start offline, and keeps one Idempotency-Key per confirmation attempt.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { bitcoinTransferMachine } from './bitcoin-transfer.machine.ts';
import { internationalTransferMachine } from './international-transfer.machine.ts';
import { localTransferMachine } from './local-transfer.machine.ts';
import { OFFLINE_MESSAGE, UNREACHABLE_MESSAGE } from './transfer-wizard.machine.ts';
import type { ConfirmAnswer, ConfirmRequest, PinAnswer, PinRequest, StartAnswer, StartRequest, TransferKind } from './transfer-wizard.types.ts';
import { idempotencyKeyFor } from './support/idempotency-key.ts';
import { KEY_SEED, quoteFor, receiptFor, wizards } from '../tests/support/wizard-fixtures.ts';

const key = (attempt: number) => idempotencyKeyFor(KEY_SEED, attempt);

interface Fakes {
  start?: (request: StartRequest) => Promise<StartAnswer>;
  pin?: (request: PinRequest) => Promise<PinAnswer>;
  confirm?: (request: ConfirmRequest) => Promise<ConfirmAnswer>;
}

/** Starts a wizard with fake server actors that record what they were asked. */
function startWizard(machine: AnyStateMachine, kind: TransferKind, fakes: Fakes = {}, online = true) {
  const calls = { start: [] as StartRequest[], pin: [] as PinRequest[], confirm: [] as ConfirmRequest[] };
  const provided = (machine as typeof localTransferMachine).provide({
    actors: {
      startTransfer: fromPromise<StartAnswer, StartRequest>(({ input }) => {
        calls.start.push(input);
        return fakes.start ? fakes.start(input) : Promise.resolve({ ok: true, quote: quoteFor(kind) });
      }),
      sendCode: fromPromise<PinAnswer, PinRequest>(({ input }) => {
        calls.pin.push(input);
        return fakes.pin ? fakes.pin(input) : Promise.resolve({ ok: true, codeSentTo: 'a***@example.test', expiresAt: '2026-11-22T03:05:00Z' });
      }),
      confirmTransfer: fromPromise<ConfirmAnswer, ConfirmRequest>(({ input }) => {
        calls.confirm.push(input);
        return fakes.confirm ? fakes.confirm(input) : Promise.resolve({ ok: true, receipt: receiptFor(kind) });
      }),
    },
  });
  const actor = createActor(provided, { input: { online, keySeed: KEY_SEED } }).start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, settle };
}

type Wizard = ReturnType<typeof startWizard>;

function fill(actor: Wizard['actor'], values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as never, value });
}

async function toVerify(wizard: Wizard, valid: Record<string, string>) {
  fill(wizard.actor, valid);
  wizard.actor.send({ type: 'details.submit' });
  await wizard.settle();
  wizard.actor.send({ type: 'pin.change', value: '1357' });
  wizard.actor.send({ type: 'pin.submit' });
  await wizard.settle();
  expect(wizard.actor.getSnapshot().value).toBe('verify');
}

describe('step 1 messages of part 2 section 5', () => {
  it('local: every field', () => {
    const { actor, calls } = startWizard(localTransferMachine, 'local');
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      recipientName: 'Recipient name is required',
      accountNumber: 'Account number must be 10 digits',
      routingNumber: 'Routing number must be 9 digits',
      bankName: 'Please select a bank',
      amount: 'Please enter a valid amount',
      description: 'Description is required',
    });
    expect(calls.start).toHaveLength(0);
  });

  it('local: account and routing numbers keep digits only, capped', () => {
    const { actor } = startWizard(localTransferMachine, 'local');
    fill(actor, { accountNumber: '12-345 678 901 23', routingNumber: '0210000219999' });
    expect(actor.getSnapshot().context.values).toMatchObject({ accountNumber: '1234567890', routingNumber: '021000021' });
  });

  it('international: required fields, SWIFT length and upper case', () => {
    const { actor } = startWizard(internationalTransferMachine, 'international');
    fill(actor, { swiftCode: 'nwbk gb' });
    expect((actor.getSnapshot().context.values as unknown as Record<string, string>).swiftCode).toBe('NWBKGB');
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      recipientName: 'Recipient name is required',
      recipientCountry: 'Country is required',
      swiftCode: 'SWIFT code must be 8 to 11 characters',
      amount: 'Please enter a valid amount',
      description: 'Description is required',
    });
  });

  it('bitcoin: address required, then a real address', () => {
    const { actor } = startWizard(bitcoinTransferMachine, 'bitcoin');
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      recipientAddress: 'Bitcoin address is required',
      amount: 'Please enter a valid amount',
      description: 'Description is required',
    });
    fill(actor, { recipientAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', amount: '0.000000001' });
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      recipientAddress: 'Invalid Bitcoin address format',
      amount: 'Please enter a valid amount',
    });
  });

  it('clears a field error when that field is edited', () => {
    const { actor } = startWizard(localTransferMachine, 'local');
    actor.send({ type: 'details.submit' });
    fill(actor, { recipientName: 'G' });
    expect(actor.getSnapshot().context.fieldErrors.recipientName).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Please enter a valid amount');
  });
});

describe.each(wizards)('the $kind wizard', ({ kind, machine, valid }) => {
  it('walks Details, PIN and Verify to the receipt, sending each step what the server needs', async () => {
    const wizard = startWizard(machine, kind);
    await toVerify(wizard, valid);
    expect(wizard.calls.start).toEqual([{ kind, details: valid }]);
    expect(wizard.calls.pin).toEqual([{ transferId: 'tr-1', pin: '1357' }]);
    wizard.actor.send({ type: 'code.change', value: '4821' });
    wizard.actor.send({ type: 'code.submit' });
    const done = await waitFor(wizard.actor, (s) => s.status === 'done');
    expect(done.value).toBe('success');
    expect(done.context.receipt).toEqual(receiptFor(kind));
    expect(wizard.calls.confirm).toEqual([{ transferId: 'tr-1', code: '4821', idempotencyKey: key(1) }]);
  });

  it('shows "PIN must be 4 digits" without asking the server, and the server\'s wrong-PIN message on the PIN step', async () => {
    const wizard = startWizard(machine, kind, { pin: async () => ({ ok: false, detail: 'Wrong PIN. Please enter your correct transaction PIN.' }) });
    fill(wizard.actor, valid);
    wizard.actor.send({ type: 'details.submit' });
    await wizard.settle();
    wizard.actor.send({ type: 'pin.change', value: '1a2' });
    expect(wizard.actor.getSnapshot().context.pin).toBe('12');
    wizard.actor.send({ type: 'pin.submit' });
    expect(wizard.actor.getSnapshot().context.formError).toBe('PIN must be 4 digits');
    expect(wizard.calls.pin).toHaveLength(0);
    wizard.actor.send({ type: 'pin.change', value: '9999' });
    wizard.actor.send({ type: 'pin.submit' });
    expect(wizard.actor.getSnapshot().hasTag('busy')).toBe(true);
    const after = await wizard.settle();
    expect(after.value).toBe('pin');
    expect(after.context.formError).toBe('Wrong PIN. Please enter your correct transaction PIN.');
  });

  it('stays on Verify with "Invalid OTP. Please try again." and uses a new key for the next attempt', async () => {
    let answers = 0;
    const wizard = startWizard(machine, kind, {
      confirm: async () => (++answers === 1 ? { ok: false, detail: 'Invalid OTP. Please try again.' } : { ok: true, receipt: receiptFor(kind) }),
    });
    await toVerify(wizard, valid);
    wizard.actor.send({ type: 'code.change', value: '12' });
    wizard.actor.send({ type: 'code.submit' });
    expect(wizard.actor.getSnapshot().context.formError).toBe('Invalid OTP. Please try again.');
    expect(wizard.calls.confirm).toHaveLength(0);
    wizard.actor.send({ type: 'code.change', value: '1111' });
    wizard.actor.send({ type: 'code.submit' });
    const refused = await wizard.settle();
    expect(refused.value).toBe('verify');
    expect(refused.context.formError).toBe('Invalid OTP. Please try again.');
    wizard.actor.send({ type: 'code.change', value: '2222' });
    wizard.actor.send({ type: 'code.submit' });
    await waitFor(wizard.actor, (s) => s.status === 'done');
    expect(wizard.calls.confirm.map((c) => c.idempotencyKey)).toEqual([key(1), key(2)]);
  });

  it('retries an unanswered confirmation with the same Idempotency-Key, and a changed code gets a new one', async () => {
    let answers = 0;
    const wizard = startWizard(machine, kind, {
      confirm: async () => {
        answers += 1;
        if (answers <= 2) throw new TypeError('Failed to fetch');
        return { ok: true, receipt: receiptFor(kind) };
      },
    });
    await toVerify(wizard, valid);
    wizard.actor.send({ type: 'code.change', value: '4821' });
    wizard.actor.send({ type: 'code.submit' });
    expect((await wizard.settle()).context.formError).toBe(UNREACHABLE_MESSAGE);
    wizard.actor.send({ type: 'code.submit' });
    await wizard.settle();
    wizard.actor.send({ type: 'code.change', value: '4822' });
    wizard.actor.send({ type: 'code.submit' });
    await waitFor(wizard.actor, (s) => s.status === 'done');
    expect(wizard.calls.confirm.map((c) => c.idempotencyKey)).toEqual([key(1), key(1), key(2)]);
  });

  it('goes back a step on each Back button, keeps the details typed, and restarts the same transfer', async () => {
    const wizard = startWizard(machine, kind);
    await toVerify(wizard, valid);
    wizard.actor.send({ type: 'verify.back' });
    expect(wizard.actor.getSnapshot().value).toBe('pin');
    expect(wizard.actor.getSnapshot().context.pin).toBe('1357');
    wizard.actor.send({ type: 'pin.back' });
    expect(wizard.actor.getSnapshot().value).toBe('details');
    expect(wizard.actor.getSnapshot().context.values).toEqual(valid);
    wizard.actor.send({ type: 'details.submit' });
    await wizard.settle();
    expect(wizard.calls.start[1]).toEqual({ kind, details: valid, transferId: 'tr-1' });
  });

  it('refuses to start offline and says nothing was sent, then starts once back online', async () => {
    const wizard = startWizard(machine, kind, {}, false);
    expect(wizard.actor.getSnapshot().context.formError).toBe(OFFLINE_MESSAGE);
    fill(wizard.actor, valid);
    wizard.actor.send({ type: 'details.submit' });
    expect(wizard.actor.getSnapshot().context.formError).toBe(OFFLINE_MESSAGE);
    expect(wizard.actor.getSnapshot().value).toBe('details');
    expect(wizard.calls.start).toHaveLength(0);
    wizard.actor.send({ type: 'connection.change', online: true });
    expect(wizard.actor.getSnapshot().context.formError).toBeNull();
    wizard.actor.send({ type: 'details.submit' });
    expect((await wizard.settle()).value).toBe('pin');
  });

  it('refuses a PIN or a code while offline without calling the server', async () => {
    const wizard = startWizard(machine, kind);
    fill(wizard.actor, valid);
    wizard.actor.send({ type: 'details.submit' });
    await wizard.settle();
    wizard.actor.send({ type: 'connection.change', online: false });
    wizard.actor.send({ type: 'pin.change', value: '1357' });
    wizard.actor.send({ type: 'pin.submit' });
    expect(wizard.actor.getSnapshot().context.formError).toBe(OFFLINE_MESSAGE);
    expect(wizard.calls.pin).toHaveLength(0);
  });

  it('shows the server\'s refusal of step 1 (funds, limits) and its per-field messages', async () => {
    let answers = 0;
    const wizard = startWizard(machine, kind, {
      start: async () => (++answers === 1
        ? { ok: false, detail: 'Insufficient funds: amount plus fee exceeds your available balance.' }
        : { ok: false, detail: 'Please enter a valid amount', errors: { amount: 'Please enter a valid amount', notAField: 'x' } }),
    });
    fill(wizard.actor, valid);
    wizard.actor.send({ type: 'details.submit' });
    const refused = await wizard.settle();
    expect(refused.value).toBe('details');
    expect(refused.context.formError).toBe('Insufficient funds: amount plus fee exceeds your available balance.');
    wizard.actor.send({ type: 'details.submit' });
    const second = await wizard.settle();
    expect(second.context.fieldErrors).toEqual({ amount: 'Please enter a valid amount' });
    expect(second.context.formError).toBeNull();
  });
});

describe('after too many wrong codes (issue 13)', () => {
  const tooMany: ConfirmAnswer = { ok: false, detail: 'Too many wrong codes. Please start the transfer again.' };

  it('offers Send a new code: a new transfer with the same details and PIN, and a new code for it', async () => {
    const wizard = startWizard(localTransferMachine, 'local', { confirm: () => Promise.resolve(tooMany) });
    await toVerify(wizard, wizards[0]!.valid);
    wizard.actor.send({ type: 'code.change', value: '0000' });
    wizard.actor.send({ type: 'code.submit' });
    await wizard.settle();
    expect(wizard.actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(wizard.actor.getSnapshot().context.formError).toBe('Too many wrong codes. Please start the transfer again.');
    wizard.actor.send({ type: 'code.submit' });
    expect(wizard.calls.confirm).toHaveLength(1);
    wizard.actor.send({ type: 'code.resend' });
    await wizard.settle();
    expect(wizard.actor.getSnapshot().value).toBe('verify');
    expect(wizard.calls.start).toHaveLength(2);
    expect(wizard.calls.start[1]).not.toHaveProperty('transferId');
    expect(wizard.calls.pin.map((p) => p.pin)).toEqual(['1357', '1357']);
    expect(wizard.actor.getSnapshot().context.formError).toBeNull();
  });

  it('offers Start again: back to the details as typed, with no transfer held open', async () => {
    const wizard = startWizard(localTransferMachine, 'local', { confirm: () => Promise.resolve(tooMany) });
    await toVerify(wizard, wizards[0]!.valid);
    wizard.actor.send({ type: 'code.change', value: '0000' });
    wizard.actor.send({ type: 'code.submit' });
    await wizard.settle();
    wizard.actor.send({ type: 'transfer.restart' });
    const after = wizard.actor.getSnapshot();
    expect(after.value).toBe('details');
    expect(after.context.quote).toBeNull();
    expect(after.context.pin).toBe('');
    expect(after.context.values).toMatchObject(wizards[0]!.valid);
  });

  it('a plain wrong code keeps the code field, as before', async () => {
    const wizard = startWizard(localTransferMachine, 'local', { confirm: () => Promise.resolve({ ok: false, detail: 'Invalid OTP. Please try again.' }) });
    await toVerify(wizard, wizards[0]!.valid);
    wizard.actor.send({ type: 'code.change', value: '0000' });
    wizard.actor.send({ type: 'code.submit' });
    await wizard.settle();
    expect(wizard.actor.getSnapshot().value).toBe('verify');
  });
});
