/**
 * A loan as its own stream tells it: who applied for what, each maker-checker step with its
 * actor and reason, and, once disbursed, every instalment with what fell due, what was
 * charged and what was paid. The decider decides on it; the views read it.
 */
import type { Allocation, LoanEvent, LoanEventOf, LoanTerms, PrepayChoice, ReminderKind, RepaymentMode } from './events.ts';
import type { LoanKind } from './product.ts';

export type LoanStatus = 'applied' | 'recommended' | 'approved' | 'rejected' | 'active' | 'closed' | 'written_off';

export interface InstalmentState {
  number: number;
  dueDate: string;
  principal: number;
  /** The interest scheduled for the period; what is owed is `interestDue` once the date has come. */
  interest: number;
  fellDue: boolean;
  interestDue: number;
  fee: number;
  principalPaid: number;
  interestPaid: number;
  feePaid: number;
}

export interface LoanStep {
  step: 'applied' | 'recommended' | 'approved' | 'rejected' | 'disbursed' | 'rescheduled' | 'closed' | 'write_off_proposed' | 'written_off';
  by: string;
  byName: string;
  reason: string;
  at: string;
}

/** A repayment the customer asked for, waiting for its e-mailed code. */
export interface RepaymentRequest { mode: RepaymentMode; amount: number; at: string; prepay?: PrepayChoice }

export interface LoanReminder { number: number; kind: ReminderKind; dueDate: string; amount: number; at: string }

/** A write-off waiting for a second administrator. */
export interface WriteOffProposal { by: string; byName: string; reason: string; at: string }

/** What was written off (principal, interest and fees then owed) and what the customer paid since (recoveries). */
export interface WrittenOff { principal: number; interest: number; fees: number; recovered: number; at: string }

export interface Loan {
  exists: true;
  loanId: string;
  userId: string;
  customerName: string;
  productId: string;
  productName: string;
  kind: LoanKind;
  terms: LoanTerms;
  purpose: string;
  /** The group and application of a member's loan in a group loan; null for an individual loan. */
  group: { groupId: string; applicationId: string } | null;
  status: LoanStatus;
  appliedAt: string;
  recommendedBy: string | null;
  startDate: string | null;
  instalments: InstalmentState[];
  paymentIds: string[];
  /** Requests by their change id (the credential-change stream holds the code). */
  repaymentRequests: Record<string, RepaymentRequest>;
  reminders: LoanReminder[];
  steps: LoanStep[];
  closedAt: string | null;
  writeOffProposal: WriteOffProposal | null;
  writtenOff: WrittenOff | null;
}

export type LoanState = { exists: false } | Loan;

export const initialLoanState: LoanState = { exists: false };

export function evolveLoan(state: LoanState, event: LoanEvent): LoanState {
  if (event.type === 'LoanApplied') return applied(event);
  if (!state.exists) throw new Error(`${event.type} before LoanApplied`);
  switch (event.type) {
    case 'LoanRecommended':
      return { ...state, status: 'recommended', recommendedBy: event.data.by, steps: [...state.steps, step('recommended', event.data, event.data.note)] };
    case 'LoanApproved':
      return { ...state, status: 'approved', steps: [...state.steps, step('approved', event.data, event.data.note)] };
    case 'LoanRejected':
      return { ...state, status: 'rejected', steps: [...state.steps, step('rejected', event.data, event.data.reason)] };
    case 'LoanDisbursed':
      return { ...state, status: 'active', startDate: event.data.startDate, instalments: event.data.instalments.map(fresh), steps: [...state.steps, step('disbursed', event.data, '')] };
    case 'LoanInstalmentFellDue':
      return withInstalment(state, event.data.number, (i) => ({ ...i, fellDue: true, interestDue: event.data.interest }));
    case 'LoanLateFeeCharged':
      return withInstalment(state, event.data.number, (i) => ({ ...i, fee: i.fee + event.data.fee }));
    case 'LoanRepaymentApplied':
      return paid(state, event);
    case 'LoanRepaymentRequested': {
      const { changeId, mode, amount, at, prepay } = event.data;
      return { ...state, repaymentRequests: { ...state.repaymentRequests, [changeId]: { mode, amount, at, ...(prepay ? { prepay } : {}) } } };
    }
    case 'LoanReminderSent':
      return { ...state, reminders: [...state.reminders, { ...event.data }] };
    case 'LoanRescheduled': {
      const kept = state.instalments.filter((i) => i.fellDue);
      return { ...state, instalments: [...kept, ...event.data.instalments.map(fresh)], steps: [...state.steps, step('rescheduled', event.data, event.data.reason)] };
    }
    case 'LoanWriteOffProposed': {
      const { by, byName, reason, at } = event.data;
      return { ...state, writeOffProposal: { by, byName, reason, at }, steps: [...state.steps, step('write_off_proposed', event.data, reason)] };
    }
    case 'LoanWrittenOff': {
      const { principal, interest, fees, at, reason } = event.data;
      return { ...state, status: 'written_off', writeOffProposal: null, writtenOff: { principal, interest, fees, recovered: 0, at }, steps: [...state.steps, step('written_off', event.data, reason)] };
    }
    case 'LoanRecoveryPosted': {
      const written = state.writtenOff ?? { principal: 0, interest: 0, fees: 0, recovered: 0, at: event.data.at };
      return { ...state, paymentIds: [...state.paymentIds, event.data.paymentId], writtenOff: { ...written, recovered: written.recovered + event.data.amount } };
    }
    case 'LoanClosed':
      return { ...state, status: 'closed', closedAt: event.data.at, steps: [...state.steps, { step: 'closed', by: 'system', byName: '', reason: event.data.reason, at: event.data.at }] };
  }
}

function applied(event: LoanEventOf<'LoanApplied'>): Loan {
  const { loanId, userId, customerName, productId, productName, kind, terms, purpose, at, group } = event.data;
  return {
    exists: true, loanId, userId, customerName, productId, productName, kind, terms, purpose, group: group ?? null, status: 'applied', appliedAt: at,
    recommendedBy: null, startDate: null, instalments: [], paymentIds: [], repaymentRequests: {}, reminders: [],
    steps: [{ step: 'applied', by: userId, byName: customerName, reason: purpose, at }], closedAt: null, writeOffProposal: null, writtenOff: null,
  };
}

const step = (name: LoanStep['step'], data: { by: string; byName: string; at: string }, reason: string): LoanStep => ({ step: name, by: data.by, byName: data.byName, reason, at: data.at });

const fresh = (i: { number: number; dueDate: string; principal: number; interest: number }): InstalmentState => ({
  number: i.number, dueDate: i.dueDate, principal: i.principal, interest: i.interest,
  fellDue: false, interestDue: 0, fee: 0, principalPaid: 0, interestPaid: 0, feePaid: 0,
});

function withInstalment(loan: Loan, number: number, change: (i: InstalmentState) => InstalmentState): Loan {
  return { ...loan, instalments: loan.instalments.map((i) => (i.number === number ? change(i) : i)) };
}

function paid(loan: Loan, event: LoanEventOf<'LoanRepaymentApplied'>): Loan {
  const byNumber = new Map<number, Allocation>(event.data.allocations.map((a) => [a.number, a]));
  const instalments = loan.instalments.map((i) => {
    const a = byNumber.get(i.number);
    return a ? { ...i, feePaid: i.feePaid + a.fees, interestPaid: i.interestPaid + a.interest, principalPaid: i.principalPaid + a.principal } : i;
  });
  return { ...loan, instalments, paymentIds: [...loan.paymentIds, event.data.paymentId] };
}

export const foldLoan = (events: readonly LoanEvent[]): LoanState => events.reduce(evolveLoan, initialLoanState);
