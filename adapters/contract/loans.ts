/**
 * Loans in the API contract: the products in force (public figures, the customer's wizard and the
 * back office's product page with its history), applying, the customer's loans and repayments,
 * and the back office's queue, maker-checker decisions, disbursement, rescheduling and portfolio.
 * Money travels as decimal strings in requests and as cents (…Minor) in answers.
 */
import { z } from 'zod';
import type { ProductFieldChange } from '../../domain/loans/products.ts';
import { id, text } from './fields.ts';

const amount = text(40);

export const loanRequests = {
  'loan-figures': z.object({}),
  'loan-products': z.object({}),
  'loan-apply': z.object({ productId: id, amount, term: z.number().int().min(1).max(1560), purpose: text(200) }),
  'loans-mine': z.object({}),
  'loan-repay-start': z.object({ loanId: id, mode: z.enum(['due', 'amount', 'payoff']), amount: amount.optional(), prepay: z.enum(['next', 'shorten']).optional(), pin: text(20) }),
  'loan-repay-confirm': z.object({ loanId: id, changeId: z.string().uuid(), code: z.string().trim().max(20) }),
  'admin-loan-products': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({ action: z.literal('save'), productId: text(64).optional(), product: z.record(z.string().max(40), z.union([text(200), z.number(), z.boolean()])) }),
  ]),
  'admin-loans': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({ action: z.literal('decision'), loanId: id }),
    z.object({ action: z.literal('recommend'), loanId: id, note: text(500).optional().default('') }),
    z.object({ action: z.literal('approve'), loanId: id, note: text(500).optional().default('') }),
    z.object({ action: z.literal('reject'), loanId: id, reason: text(500) }),
    z.object({ action: z.literal('disburse'), loanId: id }),
    z.object({ action: z.literal('reschedule'), loanId: id, term: z.number().int().min(1).max(1560), reason: text(500) }),
    z.object({ action: z.literal('portfolio') }),
    z.object({ action: z.literal('export') }),
  ]),
  /** Arrears, PAR and the allowance today or as of a past day: reading only. */
  'admin-loan-arrears': z.object({ asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }),
  /** Writing a loan off, maker-checker: one administrator proposes with a reason, a different one approves. */
  'admin-loan-writeoff': z.discriminatedUnion('action', [
    z.object({ action: z.literal('propose'), loanId: id, reason: text(500) }),
    z.object({ action: z.literal('approve'), loanId: id }),
  ]),
};

export interface LoanProductView {
  productId: string;
  name: string;
  kind: 'personal' | 'business' | 'home';
  minPrincipalMinor: number;
  maxPrincipalMinor: number;
  minTerm: number;
  maxTerm: number;
  annualRateBps: number;
  frequency: 'weekly' | 'fortnightly' | 'monthly';
  amortisation: 'equal_instalments' | 'equal_principal';
  graceOnPrincipal: number;
  lateFeeMinor: number;
  toleranceDays: number;
  active: boolean;
}

export interface LoanInstalmentView {
  number: number;
  dueDate: string;
  principalMinor: number;
  interestMinor: number;
  feeMinor: number;
  paidMinor: number;
  owedMinor: number;
  status: 'paid' | 'due' | 'overdue' | 'upcoming';
}

export interface LoanStepView { step: string; by: string; byName: string; reason: string; at: string }

export interface LoanView {
  loanId: string;
  userId: string;
  customerName: string;
  productId: string;
  productName: string;
  kind: 'personal' | 'business' | 'home';
  status: 'applied' | 'recommended' | 'approved' | 'rejected' | 'active' | 'closed' | 'written_off';
  principalMinor: number;
  term: number;
  annualRateBps: number;
  frequency: 'weekly' | 'fortnightly' | 'monthly';
  purpose: string;
  appliedAt: string;
  recommendedBy: string | null;
  instalments: LoanInstalmentView[];
  outstandingPrincipalMinor: number;
  dueNowMinor: number;
  payoffTodayMinor: number;
  daysInArrears: number;
  nextPayment: { number: number; dueDate: string; amountMinor: number } | null;
  /** Instalments still to pay and the date of the last one: shortening the loan brings it closer. */
  instalmentsLeft: number;
  endsOn: string | null;
  steps: LoanStepView[];
  /** A write-off waiting for a second administrator. */
  writeOffProposal: { by: string; byName: string; reason: string; at: string } | null;
  /** What was written off and what the customer has paid since (recoveries); still owed is the rest. */
  writtenOff: { principalMinor: number; interestMinor: number; feesMinor: number; recoveredMinor: number; stillOwedMinor: number; at: string } | null;
}

/** What one repayment did to an instalment: how much went to it, and whether it is now paid in full. */
export interface CoveredInstalmentView { number: number; dueDate: string; amountMinor: number; settled: boolean }

/** What an administrator decides on (domain/loans/decision-figures.ts): the schedule if paid out today, and the applicant's means and record. */
export interface LoanDecisionView {
  loanId: string;
  principalMinor: number;
  term: number;
  frequency: LoanView['frequency'];
  annualRateBps: number;
  instalmentMinor: number;
  totalInterestMinor: number;
  totalRepayableMinor: number;
  firstDueDate: string;
  schedule: { number: number; dueDate: string; principalMinor: number; interestMinor: number }[];
  balanceMinor: number;
  savings: { months: { month: string; balanceMinor: number }[]; averageMinor: number };
  otherLoans: { loanId: string; productName: string; status: LoanView['status']; principalMinor: number; outstandingPrincipalMinor: number; overdueMinor: number; daysInArrears: number }[];
  arrears: { loans: number; overdueMinor: number };
  creditScore: { score: number; bureau: string | null; reportDate: string | null } | null;
}

export interface PortfolioView {
  asOf: string;
  byStatus: Record<LoanView['status'], number>;
  outstandingPrincipalMinor: number;
  dueThisWeekMinor: number;
  atRisk30Minor: number;
  par30Bps: number;
  inArrears: number;
}

export interface ArrearsView {
  asOf: string;
  /** True when the figures are today's (live); false when folded from the log as it stood at the end of `asOf`. */
  today: boolean;
  buckets: { bucket: 'current' | 'd1to30' | 'd31to60' | 'd61to90' | 'd91to180' | 'over180'; count: number; outstandingMinor: number; rateBps: number; requiredMinor: number }[];
  par: { days: 1 | 30 | 90; count: number; amountMinor: number; bps: number }[];
  count: number;
  outstandingMinor: number;
  requiredAllowanceMinor: number;
  /** The allowance for loan losses the book holds (a credit balance). */
  allowanceMinor: number;
}

/** One save of a product: who, when, the product as saved and what it changed (null: the first save kept, a creation). */
export interface LoanProductHistoryView { productId: string; product: LoanProductView; byName: string; at: string; changes: ProductFieldChange[] | null }

type Message = { success: boolean; message: string };

export interface LoanAnswers {
  'loan-figures': { figures: Partial<Record<LoanView['kind'], { maxPrincipalMinor: number; maxTermYears: number; minRateBps: number }>> };
  'loan-products': { products: LoanProductView[]; today: string };
  'loan-apply': Message & { loan: LoanView };
  'loans-mine': { loans: LoanView[]; today: string };
  'loan-repay-start': { success: boolean; changeId: string; codeSentTo: string; expiresAt: string; amountMinor: number };
  'loan-repay-confirm': Message & { loan: LoanView; amountMinor: number; covered: CoveredInstalmentView[] };
  'admin-loan-products': { list: { products: LoanProductView[]; history: LoanProductHistoryView[] }; save: Message & { product: LoanProductView } };
  'admin-loans': {
    list: { loans: LoanView[]; today: string };
    decision: { decision: LoanDecisionView };
    recommend: Message & { loan: LoanView };
    approve: Message & { loan: LoanView };
    reject: Message & { loan: LoanView };
    disburse: Message & { loan: LoanView };
    reschedule: Message & { loan: LoanView };
    portfolio: { portfolio: PortfolioView };
    export: { filename: string; csv: string };
  };
  'admin-loan-arrears': { arrears: ArrearsView };
  'admin-loan-writeoff': { propose: Message & { loan: LoanView }; approve: Message & { loan: LoanView } };
}
