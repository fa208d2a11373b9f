// Proves events read back are still fully validated after the switch to compiled schemas: a corrupted stored event is refused, and valid ones decode exactly as zod's interpreter decodes them.
import { describe, expect, it } from 'vitest';
import { eventSchemas, type EventType } from '../../domain/catalogue.ts';
import { createMemoryStore } from '../store/memory.ts';
import type { RecordedEvent } from '../store/types.ts';
import { decodeEvent, encodeEvent } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  position: 1, streamId: 'user-u1', version: 1, type, data, metadata: { actor: 'test', at: '2026-01-01T00:00:00.000Z' }, recordedAt: '2026-01-01T00:00:00.000Z',
});

const at = '2026-01-01T00:00:00.000Z';
const registered = { type: 'UserRegistered', data: { userId: 'u0', role: 'user', email: 'u0@bank.test', firstName: 'Ada', lastName: 'Lovelace', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000000', accountType: 'savings', membershipNumber: null, status: 'active', at } } as const;
const deposit = { type: 'AdminTransactionPosted', data: { transactionId: 't1', kind: 'deposit', currency: 'USD', amount: 10_000, fee: 0, status: 'completed', description: 'Cash in', reference: 'R1', recipientName: '', recipientAccount: '', recipientBank: '', btcPriceCents: null, reason: 'branch', by: 'admin', byName: 'Administrator', postings: [{ account: 'bank:cash:USD', currency: 'USD', amount: -10_000 }, { account: 'customer:u0:USD', currency: 'USD', amount: 10_000 }], at } } as const;
const sent = { type: 'TransferSent', data: { transferId: 'x1', kind: 'local', currency: 'USD', amount: 1_000, fee: 500, recipientName: 'Payee', recipientAccount: '0123456789', recipientBank: 'Other Bank', recipientUserId: null, description: 'Rent', reference: 'X1', postings: [{ account: 'customer:u0:USD', currency: 'USD', amount: -1_000 }, { account: 'bank:clearing:USD', currency: 'USD', amount: 1_000 }, { account: 'customer:u0:USD', currency: 'USD', amount: -500 }, { account: 'bank:fee-income:USD', currency: 'USD', amount: 500 }], at } } as const;

describe('reading events back', () => {
  it('refuses a stored transfer whose amount was turned into text', () => {
    const corrupted = { ...sent.data, amount: '1000' };
    expect(() => decodeEvent(recorded('TransferSent', corrupted))).toThrow(/Malformed TransferSent/);
  });

  it('refuses a stored deposit that lost its postings, and an event type the catalogue does not know', () => {
    const { postings: _dropped, ...withoutPostings } = deposit.data;
    expect(() => decodeEvent(recorded('AdminTransactionPosted', withoutPostings))).toThrow(/Malformed AdminTransactionPosted/);
    expect(() => decodeEvent(recorded('MoneyPrinted', {}))).toThrow(/Unknown event type MoneyPrinted/);
  });

  it('stops the live bank from folding a log that holds a corrupted event', async () => {
    const store = createMemoryStore();
    await store.append([{ streamId: 'user-u0', expectedVersion: 0, events: [encodeEvent(registered, { actor: 'test', at: '2026-01-01T00:00:00.000Z' })] }]);
    // Written past the codec, as a damaged or hand-edited row would be.
    await store.append([{ streamId: 'user-u0', expectedVersion: 1, events: [{ type: 'TransferSent', data: { ...sent.data, postings: 'none' }, metadata: { actor: 'test', at: '2026-01-01T00:00:00.000Z' } }] }]);
    await expect(new LiveBank(store).catchUp()).rejects.toThrow(/Malformed TransferSent/);
  });

  it('decodes valid events exactly as the interpreted schema parses them, unknown fields dropped', () => {
    const samples: [EventType, unknown][] = [
      [registered.type, registered.data],
      [deposit.type, deposit.data],
      [sent.type, { ...sent.data, addedLater: 'dropped' }],
      ['SettingsUpdated', { category: 'fees', settings: { transferFee: 500, enabled: true, name: 'x' }, updatedBy: 'a', updatedByName: 'A' }],
      ['SessionStarted', { sessionId: 's1', userId: 'u1', refreshHash: 'a'.repeat(64), remember: false, deviceInfo: { platform: 'Linux', extra: 1 }, ip: '::1', expiresAt: 'x', at: 'y' }],
    ];
    for (const [type, data] of samples) {
      const copy = structuredClone(data);
      expect(decodeEvent(recorded(type, copy)).data).toEqual(eventSchemas[type].parse(structuredClone(data)));
    }
    expect(decodeEvent(recorded(sent.type, { ...sent.data, addedLater: 'dropped' })).data).not.toHaveProperty('addedLater');
  });
});
