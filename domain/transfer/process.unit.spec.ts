// Proves the transfer process: a code needs the PIN first, is bound to amount and payee, expires after 5 minutes,
// allows 5 tries, and is single use; and that the PIN locks after 5 consecutive failures. Given/when/then through the
// transfer's and the credentials' Deciders; a code verdict's message (which the Decider does not return) is read from decideCheckCode.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { credentialsDecider, type CredentialsCommand, type CredentialsEvent } from '../credentials/credentials.ts';
import { foldEvents } from '../decider.ts';
import { decideCheckCode, foldTransfer, payeeBinding, processMessages, transferProcessDecider, type TransferEvent, type TransferProcessCommand, type TransferRequest } from './process.ts';

const T0 = '2026-03-01T12:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();

const request: TransferRequest = {
  transferId: 't1', userId: 'u1', kind: 'local', currency: 'USD', amount: 10_000, fee: 500, payeeDigest: 'digest-of-the-payee-0001',
  details: { recipientName: 'Carol', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', amount: '100.00', description: 'Rent' },
  recipientUserId: null, btcPrice: null, priceSource: null, at: T0,
};
const requested: TransferEvent = { type: 'TransferRequested', data: request };

const issueCode = (codeHash: string, at: string): TransferProcessCommand => ({ type: 'IssueCode', userId: 'u1', codeHash, payeeDigest: request.payeeDigest, sentTo: 'c***@x.com', at });

function issued(): TransferEvent[] {
  return [requested, ...transferProcessDecider.decide(issueCode('hash-of-the-code-0001', T0), foldTransfer([requested]))];
}

const checkCode = (matches: boolean, at = later(1000), currentDigest = request.payeeDigest, userId = 'u1'): TransferProcessCommand => ({ type: 'CheckCode', userId, matches, currentDigest, at });

/** The verdict's message, which the Decider does not return (it answers only the verdict's events). */
const check = (events: TransferEvent[], matches: boolean, at = later(1000), currentDigest = request.payeeDigest) =>
  decideCheckCode({ userId: 'u1', matches, currentDigest, at }, foldTransfer(events));

const transfer = deciderSpec(transferProcessDecider);

describe('one-time code', () => {
  it('given no PIN yet, when a code is presented, then the PIN is asked for first', () => {
    transfer.given([requested]).when(checkCode(true)).thenRefuses('validation', processMessages.pinFirst);
  });

  it('given a code issued, when the right code comes within 5 minutes, then it is accepted', () => {
    // An accepted code records nothing; every refusing verdict carries at least one event.
    transfer.given(issued()).when(checkCode(true)).then([]);
    expect(check(issued(), true)).toMatchObject({ ok: true });
  });

  it('given a code issued, when it comes after 5 minutes, then it is refused and the transfer abandoned', () => {
    transfer.given(issued()).when(checkCode(true, later(5 * 60_000 + 1))).thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['TransferAbandoned']));
    expect(check(issued(), true, later(5 * 60_000 + 1))).toMatchObject({ ok: false, message: processMessages.expired });
  });

  it('given the amount changed after the code was sent, then the code is refused', () => {
    const amended: TransferEvent = { type: 'TransferRequested', data: { ...request, amount: 20_000, payeeDigest: 'digest-of-the-payee-0002' } };
    transfer.given([...issued(), amended]).when(checkCode(true, later(1000), 'digest-of-the-payee-0002')).thenRefuses('validation', processMessages.changed);
  });

  it('given five wrong codes, then the fifth abandons the transfer and the right code no longer works', () => {
    let events = issued();
    for (let i = 1; i <= 5; i += 1) {
      const verdict = check(events, false);
      if (verdict.ok) throw new Error('accepted a wrong code');
      expect(verdict.message).toBe(i < 5 ? processMessages.codeInvalid : processMessages.tooMany);
      events = [...events, ...verdict.events];
    }
    transfer.given(events).when(checkCode(true)).thenRefuses('validation', processMessages.abandoned);
  });

  it('given four wrong tries, when a new code is asked for, then only one more try remains', () => {
    let events = issued();
    for (let i = 0; i < 4; i += 1) events = [...events, ...transferProcessDecider.decide(checkCode(false), foldTransfer(events))];
    events = [...events, ...transferProcessDecider.decide(issueCode('hash-of-the-code-0002', later(2000)), foldTransfer(events))];
    transfer.given(events).when(checkCode(false)).thenEvents((answered) => expect(answered.map((e) => e.type)).toEqual(['OneTimeCodeFailed', 'TransferAbandoned']));
    expect(check(events, false)).toMatchObject({ ok: false, message: processMessages.tooMany });
  });

  it('given a completed transfer, then its code is single use', () => {
    transfer.given([...issued(), { type: 'TransferCompleted', data: { reference: 'TRF-1', at: T0 } }]).when(checkCode(true)).thenRefuses('validation', processMessages.used);
  });

  it('never lets another user use the transfer', () => {
    transfer.given(issued()).when(checkCode(true, later(1), request.payeeDigest, 'u2')).thenRefuses('not_found', processMessages.notFound);
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
  const fold = (events: CredentialsEvent[]) => foldEvents(credentialsDecider, events);
  const pinCheck = (verified: boolean, at: string): CredentialsCommand => ({ type: 'RecordPinCheck', verified, pinHash: null, subject: { transferId: 't1' }, at });

  it('given five wrong PINs in a row, then even the right one is refused as locked for 15 minutes', () => {
    let events: CredentialsEvent[] = [];
    for (let i = 1; i <= 5; i += 1) events = [...events, ...credentialsDecider.decide(pinCheck(false, later(i)), fold(events))];
    expect(events.at(-1)).toMatchObject({ type: 'PinFailed', data: { attempt: 5 } });
    deciderSpec(credentialsDecider).given(events).when(pinCheck(true, later(60_000))).thenRefuses('locked', 'Too many wrong PIN attempts. Transfers are locked for 15 minutes.');
    deciderSpec(credentialsDecider).given(events).when(pinCheck(true, later(16 * 60_000))).then([{ type: 'PinSucceeded', data: { at: later(16 * 60_000), transferId: 't1' } }]);
  });

  it('given a right PIN between failures, then counting starts again', () => {
    const events: CredentialsEvent[] = [];
    for (const verified of [false, false, false, false, true, false]) events.push(...credentialsDecider.decide(pinCheck(verified, later(events.length)), fold(events)));
    expect(fold(events).pinFailures).toBe(1);
  });
});
