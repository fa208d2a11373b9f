// Proves the admin activity log names the decisions taken outside a customer's stream: an invitation sent and revoked (naming the invitee), and a loan's maker-checker steps with the customer and the amount, in the data shape of the other entries.
import { describe, expect, it } from 'vitest';
import { ADMIN_INVITATIONS_STREAM } from '../credentials/admin-invitation.ts';
import type { BankEvent } from '../catalogue.ts';
import { adminLogNewestFirst } from './admin-log.ts';
import { replayBank, type LoggedEvent } from './bank.ts';

const at = '2026-03-01T10:00:00.000Z';
const logged = (events: [string, BankEvent][]): LoggedEvent[] => events.map(([streamId, event], n) => ({ position: n + 1, streamId, event, recordedAt: at }));
const terms = { principal: 120_000, term: 6, annualRateBps: 1299, frequency: 'monthly' as const, amortisation: 'equal_instalments' as const, graceOnPrincipal: 0, lateFee: 2_500, toleranceDays: 5 };

describe('the admin activity log', () => {
  it('names an invitation sent and revoked, with the inviting administrator, the invitee and the reason', () => {
    const view = replayBank(logged([
      [ADMIN_INVITATIONS_STREAM, { type: 'AdminInvited', data: { invitationId: 'i1', userId: 'new-admin', email: 'dana@tmb.test', firstName: 'Dana', lastName: 'Diaz', tokenHash: 'a'.repeat(64), by: 'a1', byName: 'Ada Admin', reason: 'Maker-checker needs two', expiresAt: at, at } }],
      [ADMIN_INVITATIONS_STREAM, { type: 'AdminInvitationRevoked', data: { invitationId: 'i1', by: 'a2', byName: 'Ben Admin', reason: 'Wrong address', at } }],
    ]));
    expect(adminLogNewestFirst(view.office).map((e) => [e.action, e.adminName, e.targetUserName, e.targetUserEmail, e.details.reason])).toEqual([
      ['ADMIN_INVITATION_REVOKED', 'Ben Admin', 'Dana Diaz', 'dana@tmb.test', 'Wrong address'],
      ['ADMIN_INVITED', 'Ada Admin', 'Dana Diaz', 'dana@tmb.test', 'Maker-checker needs two'],
    ]);
  });

  it('names each administrator step on a loan with the customer, the product and the amount; the customer\'s own application is not an admin entry', () => {
    const loan = 'loan-L1';
    const view = replayBank(logged([
      [loan, { type: 'LoanApplied', data: { loanId: 'L1', userId: 'u1', customerName: 'Uma Customer', productId: 'p', productName: 'Personal Loan', kind: 'personal', terms, purpose: 'Sewing machine', at } }],
      [loan, { type: 'LoanRecommended', data: { by: 'a1', byName: 'Ada Admin', note: 'Steady income', at } }],
      [loan, { type: 'LoanRejected', data: { by: 'a2', byName: 'Ben Admin', reason: 'Too much debt', at } }],
      ['loan-L2', { type: 'LoanApplied', data: { loanId: 'L2', userId: 'u1', customerName: 'Uma Customer', productId: 'p', productName: 'Personal Loan', kind: 'personal', terms, purpose: 'Stock', at } }],
      ['loan-L2', { type: 'LoanRecommended', data: { by: 'a1', byName: 'Ada Admin', note: '', at } }],
    ]));
    expect(adminLogNewestFirst(view.office).map((e) => ({ action: e.action, adminName: e.adminName, targetUserId: e.targetUserId, targetUserName: e.targetUserName, details: e.details }))).toEqual([
      { action: 'LOAN_RECOMMENDED', adminName: 'Ada Admin', targetUserId: 'u1', targetUserName: 'Uma Customer', details: { reason: '', says: { key: 'loanTerms', product: 'Personal Loan', instalments: 6 }, amount: { minor: 120_000, currency: 'USD', signed: false } } },
      { action: 'LOAN_REJECTED', adminName: 'Ben Admin', targetUserId: 'u1', targetUserName: 'Uma Customer', details: { reason: 'Too much debt', says: { key: 'loanTerms', product: 'Personal Loan', instalments: 6 }, amount: { minor: 120_000, currency: 'USD', signed: false } } },
      { action: 'LOAN_RECOMMENDED', adminName: 'Ada Admin', targetUserId: 'u1', targetUserName: 'Uma Customer', details: { reason: 'Steady income', says: { key: 'loanTerms', product: 'Personal Loan', instalments: 6 }, amount: { minor: 120_000, currency: 'USD', signed: false } } },
    ]);
  });
});
