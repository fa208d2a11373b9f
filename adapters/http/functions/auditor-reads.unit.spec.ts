// Proves no write is open to the auditor (issue 28 item 5): the whole function table is walked, every 'admin' function's actions
// split into declared reads and the rest, and the reads are exactly the reviewed list below, none of them a verb that acts.
// A new read must be added here on purpose; a new write is refused to the auditor without anyone doing anything.
import { describe, expect, it } from 'vitest';
import { auditorMayCall } from './pipeline.ts';
import { auditorView } from './auditor-reads.ts';
import { functionTable } from './table.ts';

const reviewedReads: Record<string, string[]> = {
  'admin-overview': ['*'], 'admin-membership': ['list'], 'admin-users': ['list', 'details'], 'admin-transactions': ['list', 'export'],
  'admin-accounts': ['list', 'export'], 'admin-settings': ['get'], 'admin-audit': ['list', 'replay', 'diff'], 'admin-messages': ['list'],
  'admin-notifications': ['*'], 'admin-dashboard': ['*'], 'admin-activity': ['*'], 'admin-charts': ['*'], 'admin-administrators': ['list'],
  'admin-loan-products': ['list'], 'admin-loans': ['list', 'decision', 'portfolio', 'export'], 'admin-deposits': ['list'],
  'admin-standing-orders': ['list'], 'admin-periods': ['list'], 'admin-loan-arrears': ['*'], 'admin-accounting': ['chart', 'trial_balance', 'balance_sheet', 'income_statement', 'general_ledger', 'compare', 'reconcile'],
};

const actingVerbs = /^(create|update|delete|save|issue|add|toggle|freeze|unlock|confirm|reject|approve|recommend|disburse|reschedule|invite|revoke|close|request|decline|read|reset|seed|write|post)/;

describe('the auditor and the function table', () => {
  it('declares as reads exactly the reviewed list, and no acting verb among them', () => {
    const declared = Object.fromEntries(auditorView().filter((f) => f.reads.length > 0).map((f) => [f.name, f.reads]));
    expect(declared).toEqual(reviewedReads);
    for (const reads of Object.values(declared)) for (const action of reads) expect(action).not.toMatch(actingVerbs);
  });

  it('refuses every other action of every admin function to the auditor, whatever the body says', () => {
    for (const { name, writes } of auditorView()) {
      const entry = functionTable[name] as Parameters<typeof auditorMayCall>[0];
      for (const action of writes) expect(auditorMayCall(entry, action === '*' ? {} : { action }), `${name} ${action}`).toBe(false);
      expect(auditorMayCall(entry, { action: 'list ' }), name).toBe(entry.reads === 'all');
    }
  });

  it('declares reads only on admin functions', () => {
    for (const [name, entry] of Object.entries(functionTable)) if ((entry as { reads?: unknown }).reads) expect((entry as { auth: string }).auth, name).toBe('admin');
  });
});
