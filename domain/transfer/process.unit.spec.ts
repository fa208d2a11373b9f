// Proves the transfer process: a code needs the PIN first, is bound to amount and payee, expires after 5 minutes,
// allows 5 tries, and is single use; and that the PIN locks after 5 consecutive failures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePinCheck, evolveCredentials, initialCredentialsState, type CredentialsEvent } from '../credentials/credentials.ts';
import { DomainError } from '../errors.ts';
import { decideCheckCode, decideIssueCode, foldTransfer, payeeBinding, processMessages, type TransferEvent, type TransferRequest } from './process.ts';

const T0 = '2026-03-01T12:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();

const request: TransferRequest = {
  transferId: 't1', userId: 'u1', kind: 'local', currency: 'USD', amount: 10_000, fee: 500, payeeDigest: 'digest-of-the-payee-0001',
  details: { recipientName: 'Carol', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', amount: '100.00', description: 'Rent' },
  recipientUserId: null, btcPrice: null, priceSource: null, at: T0,
};
const requested: TransferEvent = { type: 'TransferRequested', data: request };

function issued(): TransferEvent[] {
  return [requested, ...decideIssueCode(foldTransfer([requested]), { userId: 'u1', codeHash: 'hash-of-the-code-0001', payeeDigest: request.payeeDigest, sentTo: 'c***@x.com', at: T0 })];
}

const check = (events: TransferEvent[], matches: boolean, at = later(1000), currentDigest = request.payeeDigest) =>
  decideCheckCode(foldTransfer(events), { userId: 'u1', matches, currentDigest, at });

const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('one-time code', () => {
  it('given no PIN yet, when a code is presented, then the PIN is asked for first', () => {
    expect(refusal(() => check([requested], true))).toBe(processMessages.pinFirst);
  });

  it('given a code issued, when the right code comes within 5 minutes, then it is accepted', () => {
    expect(check(issued(), true)).toMatchObject({ ok: true });
  });

  it('given a code issued, when it comes after 5 minutes, then it is refused and the transfer abandoned', () => {
    const verdict = check(issued(), true, later(5 * 60_000 + 1));
    expect(verdict).toMatchObject({ ok: false, message: processMessages.expired });
    expect(!verdict.ok && verdict.events.map((e) => e.type)).toEqual(['TransferAbandoned']);
  });

  it('given the amount changed after the code was sent, then the code is refused', () => {
    const amended: TransferEvent = { type: 'TransferRequested', data: { ...request, amount: 20_000, payeeDigest: 'digest-of-the-payee-0002' } };
    expect(refusal(() => check([...issued(), amended], true, later(1000), 'digest-of-the-payee-0002'))).toBe(processMessages.changed);
  });

  it('given five wrong codes, then the fifth abandons the transfer and the right code no longer works', () => {
    let events = issued();
    for (let i = 1; i <= 5; i += 1) {
      const verdict = check(events, false);
      if (verdict.ok) throw new Error('accepted a wrong code');
      expect(verdict.message).toBe(i < 5 ? processMessages.codeInvalid : processMessages.tooMany);
      events = [...events, ...verdict.events];
    }
    expect(refusal(() => check(events, true))).toBe(processMessages.abandoned);
  });

  it('given four wrong tries, when a new code is asked for, then only one more try remains', () => {
    let events = issued();
    for (let i = 0; i < 4; i += 1) {
      const verdict = check(events, false);
      if (!verdict.ok) events = [...events, ...verdict.events];
    }
    events = [...events, ...decideIssueCode(foldTransfer(events), { userId: 'u1', codeHash: 'hash-of-the-code-0002', payeeDigest: request.payeeDigest, sentTo: 'c***@x.com', at: later(2000) })];
    expect(check(events, false)).toMatchObject({ ok: false, message: processMessages.tooMany });
  });

  it('given a completed transfer, then its code is single use', () => {
    expect(refusal(() => check([...issued(), { type: 'TransferCompleted', data: { reference: 'TRF-1', at: T0 } }], true))).toBe(processMessages.used);
  });

  it('never lets another user use the transfer', () => {
    expect(refusal(() => decideCheckCode(foldTransfer(issued()), { userId: 'u2', matches: true, currentDigest: request.payeeDigest, at: later(1) }))).toBe(processMessages.notFound);
  });

  it('binds the code to amount, fee and payee (property: any change changes the binding)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.string({ maxLength: 12 }), (amount, name) => {
      const base = payeeBinding(request);
      const changed = payeeBinding({ ...request, amount: request.amount + amount, details: { ...request.details, recipientName: request.details.recipientName + name } });
      return base !== changed;
    }));
  });
});

describe('transaction PIN', () => {
  const fold = (events: CredentialsEvent[]) => events.reduce(evolveCredentials, initialCredentialsState);

  it('given five wrong PINs in a row, then even the right one is refused as locked for 15 minutes', () => {
    let events: CredentialsEvent[] = [];
    for (let i = 1; i <= 5; i += 1) events = [...events, ...decidePinCheck({ verified: false, pinHash: null, subject: { transferId: 't1' }, at: later(i) }, fold(events))];
    expect(events.at(-1)).toMatchObject({ type: 'PinFailed', data: { attempt: 5 } });
    expect(refusal(() => decidePinCheck({ verified: true, pinHash: null, subject: { transferId: 't1' }, at: later(60_000) }, fold(events)))).toBe('Too many wrong PIN attempts. Transfers are locked for 15 minutes.');
    expect(decidePinCheck({ verified: true, pinHash: null, subject: { transferId: 't1' }, at: later(16 * 60_000) }, fold(events))).toEqual([{ type: 'PinSucceeded', data: { at: later(16 * 60_000), transferId: 't1' } }]);
  });

  it('given a right PIN between failures, then counting starts again', () => {
    const events: CredentialsEvent[] = [];
    for (const verified of [false, false, false, false, true, false]) events.push(...decidePinCheck({ verified, pinHash: null, subject: { transferId: 't1' }, at: later(events.length) }, fold(events)));
    expect(fold(events).pinFailures).toBe(1);
  });
});
