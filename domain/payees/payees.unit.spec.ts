// Proves the payee rules a customer meets: details checked by the transfer form's own rules, no duplicates, a request added
// once after its code, renaming never touching the account details, and the cooling-off (a property): a transfer above the
// threshold to a payee waits exactly the hours in settings from when it was added, and never anything at or below it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { DomainError } from '../errors.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { checkCoolingOff, coolingOffEnds, mustWait } from './cooling-off.ts';
import { payeeMessages, payeesDecider, type PayeeEvent } from './payees.ts';

const spec = deciderSpec(payeesDecider);
const at = '2026-11-24T06:00:00.000Z';
const details = { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America' };
const requested: PayeeEvent = { type: 'PayeeAddRequested', data: { changeId: 'c1', payeeId: 'p1', kind: 'local', nickname: 'Carol', details, at } };
const added: PayeeEvent = { type: 'PayeeAdded', data: { changeId: 'c1', payeeId: 'p1', kind: 'local', nickname: 'Carol', details, at } };

describe('payees', () => {
  it('are requested with valid details only, and never twice', () => {
    spec.given().when({ type: 'RequestPayee', changeId: 'c1', payeeId: 'p1', kind: 'local', nickname: 'Carol', details: { ...details, routingNumber: '1' }, at }).thenRefuses('validation', 'Routing number must be 9 digits');
    spec.given().when({ type: 'RequestPayee', changeId: 'c1', payeeId: 'p1', kind: 'local', nickname: ' Carol ', details, at }).then([requested]);
    spec.given([requested, added]).when({ type: 'RequestPayee', changeId: 'c2', payeeId: 'p2', kind: 'local', nickname: 'Again', details, at }).thenRefuses('conflict', payeeMessages.duplicate);
  });

  it('are added once after their code, renamed without touching the details, and deleted', () => {
    spec.given([requested]).when({ type: 'AddPayee', changeId: 'c1', at }).then([added]);
    spec.given([requested, added]).when({ type: 'AddPayee', changeId: 'c1', at }).thenRefuses('not_found');
    spec.given([requested, added]).when({ type: 'RenamePayee', payeeId: 'p1', nickname: '', at }).thenRefuses('validation', payeeMessages.nameRequired);
    spec.given([requested, added]).when({ type: 'RenamePayee', payeeId: 'p1', nickname: 'Landlord', at }).then([{ type: 'PayeeRenamed', data: { payeeId: 'p1', nickname: 'Landlord', at } }]);
    spec.given([requested, added]).when({ type: 'DeletePayee', payeeId: 'nope', at }).thenRefuses('not_found');
  });
});

describe('the cooling-off of a new payee', () => {
  const hour = 3_600_000;
  it('holds a transfer above the threshold for exactly the hours in settings, and never one at or below it', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 5_000_00 }), fc.integer({ min: 0, max: 72 }), fc.integer({ min: 0, max: 100 * hour }), fc.integer({ min: 0, max: 3_000_00 }),
      (amount, hours, elapsed, threshold) => {
        const settings = { ...defaultSettings, limits: { ...defaultSettings.limits, newPayeeThreshold: threshold, newPayeeCoolingOffHours: hours } };
        const when = new Date(Date.parse(at) + elapsed).toISOString();
        const waits = mustWait(amount, when, at, settings);
        expect(waits).toBe(amount > threshold && elapsed < hours * hour);
        expect(mustWait(amount, when, null, settings)).toBe(false);
        if (waits) expect(() => checkCoolingOff(amount, when, at, settings)).toThrow(DomainError);
        else expect(() => checkCoolingOff(amount, when, at, settings)).not.toThrow();
      },
    ));
  });

  it('says when the transfer will be allowed', () => {
    expect(coolingOffEnds(at, defaultSettings)).toBe('2026-11-25T06:00:00.000Z');
    expect(() => checkCoolingOff(1_500_00, at, at, defaultSettings)).toThrow('This payee was added recently: transfers above $1,000.00 to it are allowed from Nov 25, 2026, 06:00 UTC.');
  });
});
