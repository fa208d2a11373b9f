// Proves the function table declares every function of the API contract once, counts each rate limit by the key its policy names, and asks an Idempotency-Key of exactly the functions that move money by a code or a deposit.
import { describe, expect, it } from 'vitest';
import { requests } from '../../contract/index.ts';
import { ratePolicies } from '../../security/rate-limits.ts';
import { functionAreas, functionTable } from './table.ts';

const entries = Object.entries(functionTable);

describe('the function table', () => {
  it('declares every function of the contract, each in one area only', () => {
    expect(Object.keys(functionTable).sort()).toEqual(Object.keys(requests).sort());
    const declared = functionAreas.flatMap((area) => Object.keys(area));
    expect(declared).toHaveLength(new Set(declared).size);
  });

  it('counts each limit by the key its policy is written for', () => {
    const keyOf = { client: 'client', customer: 'customer', input: 'email' } as const;
    for (const [name, entry] of entries) {
      for (const rule of entry.throttle ?? []) expect([name, ratePolicies[rule.policy].per]).toEqual([name, keyOf[rule.per]]);
      // A limit per customer needs a customer: a public function has none.
      if (entry.auth === 'public') expect((entry.throttle ?? []).filter((rule) => rule.per === 'customer')).toEqual([]);
    }
  });

  it('asks an Idempotency-Key of the money-moving confirms and the deposit, and of nothing else', () => {
    expect(entries.filter(([, entry]) => entry.idempotent).map(([name]) => name).sort()).toEqual(['deposit-create', 'loan-repay-confirm', 'transfer-confirm']);
  });

  it('keeps every back-office function for administrators (or named staff roles, such as the auditor reading the books), before its body is read', () => {
    const adminOnly = entries.filter(([name]) => name.startsWith('admin-') && !['admin-invitation-check', 'admin-invitation-accept'].includes(name));
    // Reads the auditor may make too are declared staff functions that still name the administrator.
    const staffReads = ['admin-log-chain'];
    const forAdmins = (name: string, entry: (typeof entries)[number][1]) => entry.auth === 'admin' || (staffReads.includes(name) && entry.auth === 'staff' && entry.staff.includes('admin'));
    expect(adminOnly.filter(([name, entry]) => !forAdmins(name, entry)).map(([name]) => name)).toEqual([]);
  });
});
