// Proves the new payee's cooling-off on details never saved (issue 25 finding 6) as given/when/then over the payer's
// stream: a first transfer above the threshold to details never paid is refused, one under it goes and starts the
// clock, a second large one is refused until the cooling-off from that first payment ends, and a payee saved long ago or
// paid long ago is not new.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { decideTransfer, canSend, type SendTransfer } from '../transfer/send.ts';
import type { UserEvent } from '../user/events.ts';
import { evolveUser, initialUserState, type User } from '../user/state.ts';
import { userDecider } from '../user/aggregate.ts';
import { registeredCustomer } from '../../tests/support/customer-events.ts';

const AT = '2026-03-01T12:00:00.000Z';
const hoursLater = (hours: number) => new Date(Date.parse(AT) + hours * 3_600_000).toISOString();
const registered = registeredCustomer(AT);
const funded = (): User => {
  const events: UserEvent[] = [registered];
  events.push(...userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'a', currency: 'USD', amount: 20_000_00, reason: 'opening', actor: { id: 'admin', name: 'Admin', role: 'admin' }, at: AT }, events.reduce(evolveUser, initialUserState)));
  return events.reduce(evolveUser, initialUserState) as User;
};
const transfer = (amount: number, at: string, over: Partial<SendTransfer> = {}): SendTransfer => ({
  type: 'SendTransfer', transferId: `t-${at}`, kind: 'local', amount, recipientName: 'Mule', recipientAccount: '9999999999', recipientBank: 'Bank of America',
  description: 'x', reference: 'TRF-1', at, ...over,
});
const refusalOf = (work: () => unknown): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.message : String(error);
  }
};
const threshold = defaultSettings.limits.newPayeeThreshold;

describe('details never saved or paid are a new payee', () => {
  it('refuses a first transfer above the threshold to details never paid, at the quote and at the decision', () => {
    const payer = funded();
    const big = transfer(threshold + 1, AT);
    expect(refusalOf(() => decideTransfer(big, { sender: payer, recipient: null, settings: defaultSettings }))).toMatch(/^This payee was added recently: transfers above \$1,000\.00 to it are allowed from Mar 2, 2026, 12:00 UTC\.$/);
    expect(refusalOf(() => canSend({ kind: 'local', amount: threshold + 1, fee: 500, at: AT, recipientAccount: '9999999999', recipientBank: 'Bank of America' }, payer, null, defaultSettings))).toMatch(/^This payee was added recently/);
  });

  it('lets a payment under the threshold go, counts the cooling-off from it, and pays anything after it ends', () => {
    let payer = funded();
    const small = decideTransfer(transfer(threshold, AT), { sender: payer, recipient: null, settings: defaultSettings }).sender;
    payer = small.reduce(evolveUser, payer) as User;
    expect(refusalOf(() => decideTransfer(transfer(threshold + 1, hoursLater(23)), { sender: payer, recipient: null, settings: defaultSettings }))).toMatch(/allowed from Mar 2, 2026, 12:00 UTC/);
    expect(refusalOf(() => decideTransfer(transfer(threshold + 1, hoursLater(24)), { sender: payer, recipient: null, settings: defaultSettings }))).toBeNull();
    // The same account at the same bank, whatever the name typed and the spaces.
    expect(refusalOf(() => decideTransfer(transfer(threshold + 1, hoursLater(24), { recipientName: 'Someone', recipientAccount: ' 9999999999' }), { sender: payer, recipient: null, settings: defaultSettings }))).toBeNull();
  });

  it('does not hold back a payee saved or first paid before the cooling-off', () => {
    expect(refusalOf(() => decideTransfer(transfer(threshold + 1, AT, { payeeAddedAt: hoursLater(-25) }), { sender: funded(), recipient: null, settings: defaultSettings }))).toBeNull();
    expect(refusalOf(() => decideTransfer(transfer(threshold + 1, AT, { payeeAddedAt: hoursLater(-1) }), { sender: funded(), recipient: null, settings: defaultSettings }))).toMatch(/allowed from Mar 2, 2026, 11:00 UTC/);
  });
});
