/** A meeting's world for the collection sheet's tests: the field's branch and group, two members with active loans, pure data. */
import { foldEvents } from '../decider.ts';
import { fieldDecider } from '../field/decider.ts';
import { fieldHistory, groupFormed, officer, TODAY } from '../field/fixtures.ts';
import type { FieldState } from '../field/state.ts';
import { loanDecider, type Actor, type LoanCommand } from '../loans/decider.ts';
import type { LoanEvent } from '../loans/events.ts';
import { starterLoanProducts } from '../loans/fixtures.ts';
import type { Loan } from '../loans/state.ts';
import { userDecider } from '../user/aggregate.ts';
import type { UserEvent } from '../user/events.ts';
import type { UserState } from '../user/state.ts';
import type { RecordedLine } from './events.ts';
import type { SendLine } from './decide-line.ts';

export const MEETING = TODAY; // 2026-11-02, the center's first Monday meeting
export const AT = '2026-11-02T10:00:00.000Z';
export const members = ['m1', 'm2', 'customer-3', 'customer-4', 'customer-5'];
export const field: FieldState = foldEvents(fieldDecider, [...fieldHistory, groupFormed('group-1', members)]);

const checker: Actor = { id: 'admin-1', name: 'Ada Admin', role: 'admin' };
const maker: Actor = { id: 'admin-2', name: 'Bo Admin', role: 'admin' };
const product = { ...starterLoanProducts.personal!, minTerm: 3 };

/** A loan of $3,000 over 3 months for a member, disbursed on 2 October so its first instalment falls due at the meeting. */
export function loanEvents(userId: string, loanId = `loan-${userId}`): LoanEvent[] {
  const at = '2026-10-02T09:00:00.000Z';
  const commands: LoanCommand[] = [
    { type: 'ApplyForLoan', loanId, userId, customerName: userId, productId: 'personal', product, amount: 300_000, term: 3, purpose: 'Stock', at },
    { type: 'RecommendLoan', actor: maker, note: 'ok', at }, { type: 'ApproveLoan', actor: checker, note: 'ok', at },
    { type: 'DisburseLoan', actor: checker, startDate: '2026-10-02', at },
  ];
  const events: LoanEvent[] = [];
  for (const command of commands) events.push(...loanDecider.decide(command, foldEvents(loanDecider, events)));
  return events;
}

export const loanOf = (events: readonly LoanEvent[]): Loan => foldEvents(loanDecider, events) as Loan;
export const customerOf = (userId: string, extra: readonly UserEvent[] = []): UserState => {
  const opened: UserEvent = { type: 'UserRegistered', data: {
    userId, role: 'user', email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Obi', phone: '', address: '', city: '', state: '', zipCode: '',
    dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000001', accountType: 'savings', membershipNumber: null, status: 'active', at: '2026-10-01T09:00:00.000Z',
  } };
  return foldEvents(userDecider, [opened, ...extra]);
};

export const recorded = (overrides: Partial<RecordedLine> = {}): RecordedLine => ({ due: 0, reschedules: 0, paid: 0, deposit: 0, savingsAgreed: false, present: true, ...overrides });

export const line = (lineId: string, memberId: string, overrides: Partial<SendLine> = {}): SendLine => ({
  lineId, branchId: 'north', groupId: 'group-1', meetingDate: MEETING, memberId, loanId: `loan-${memberId}`, recorded: recorded(), actor: officer, at: AT, today: MEETING, ...overrides,
});
