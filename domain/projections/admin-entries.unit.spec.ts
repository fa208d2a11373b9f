// Proves the packed back-office entries read back exactly what was posted, corrected and reversed, for any kind,
// status and number of customers (indexes past 2^31 included), against a plain map of objects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminTransactionKind, adminTransactionStatus, type AdminTransactionFields } from '../admin/events.ts';
import { adminEntry, correctEntry, emptyAdminEntries, isAdminEntry, postEntry, reverseEntry, type AdminEntryState } from './admin-entries.ts';

const kind = fc.constantFrom(...adminTransactionKind.options);
const status = fc.constantFrom(...adminTransactionStatus.options);
const step = fc.oneof(
  fc.record({ op: fc.constant('post' as const), id: fc.nat({ max: 6 }), user: fc.nat({ max: 4 }), kind, status, reference: fc.string({ maxLength: 8 }) }),
  fc.record({ op: fc.constant('correct' as const), id: fc.nat({ max: 6 }), status, reference: fc.string({ maxLength: 8 }), amount: fc.nat() }),
  fc.record({ op: fc.constant('reverse' as const), id: fc.nat({ max: 6 }) }),
);

const fields = (status: AdminTransactionFields['status'], reference: string, amount: number): AdminTransactionFields =>
  ({ amount, fee: 0, status, description: 'd', reference, recipientName: '', recipientAccount: '', recipientBank: '' });

describe('packed back-office entries', () => {
  it('read back as a plain map of entries would, over random posts, corrections and reversals', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      const entries = emptyAdminEntries();
      const plain = new Map<string, AdminEntryState>();
      for (const s of steps) {
        const id = `t${s.id}`;
        if (s.op === 'post') {
          if (plain.has(id)) continue;
          postEntry(entries, id, `u${s.user}`, s.kind, s.status, s.reference);
          plain.set(id, { userId: `u${s.user}`, kind: s.kind, status: s.status, reference: s.reference, corrected: null, reversed: false, corrections: 0 });
        } else if (s.op === 'correct') {
          const was = plain.get(id);
          expect(correctEntry(entries, id, fields(s.status, s.reference, s.amount))).toEqual(was);
          if (was) plain.set(id, { ...was, status: s.status, reference: s.reference, corrected: fields(s.status, s.reference, s.amount), corrections: was.corrections + 1 });
        } else {
          const was = plain.get(id);
          expect(reverseEntry(entries, id)).toEqual(was);
          if (was) plain.set(id, { ...was, reversed: true });
        }
      }
      for (let n = 0; n <= 6; n += 1) {
        expect(adminEntry(entries, `t${n}`)).toEqual(plain.get(`t${n}`));
        expect(isAdminEntry(entries, `t${n}`)).toBe(plain.has(`t${n}`));
      }
    }));
  });

  it('keeps the customer of an entry whose customer index is past 2^31', () => {
    const entries = emptyAdminEntries();
    entries.customers.length = 2 ** 31 + 5;
    postEntry(entries, 't', 'far', 'bitcoin_transfer', 'failed', 'R');
    reverseEntry(entries, 't');
    expect(adminEntry(entries, 't')).toMatchObject({ userId: 'far', kind: 'bitcoin_transfer', status: 'failed', reversed: true });
  });
});
