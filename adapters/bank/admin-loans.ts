/**
 * The back office's loans: the queue and every loan, maker-checker (recommend, then a different
 * administrator approves or rejects with a reason), disbursement into the customer's savings,
 * rescheduling, the figures each decision is made on, and the portfolio figures with their CSV export.
 */
import { isFirstDisbursement } from '../../domain/kyc/gates.ts';
import { requireKycCleared } from './kyc-read-service.ts';
import { requireReader } from './admin-service.ts';
import { english, refuse, said } from '../../domain/errors.ts';
import { lastMonths, monthEndBalances } from '../../domain/insights/spending.ts';
import type { LoanCommand, Payer } from '../../domain/loans/decider.ts';
import { decisionFigures, SAVINGS_MONTHS, type DecisionFigures } from '../../domain/loans/decision-figures.ts';
import type { Loan } from '../../domain/loans/state.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import type { LoanDecisionView } from '../contract/loans.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { portfolioOf } from '../../domain/loans/portfolio.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { adminActor, adminMetadata, csvOf } from './admin-common.ts';
import { checkerOf } from './admin-invitation-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { onLoan, ownerOf } from './loan-commands.ts';
import { loanView } from './loan-view.ts';

const today = (ctx: BankContext): string => ctx.clock.now().toISOString().slice(0, 10);

export async function listLoans(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const loans = [...view.loans.values()].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  return { loans: loans.map((loan) => loanView(loan, today(ctx))), today: today(ctx) };
}

/** The figures beside the decision buttons: the schedule if paid out today and the applicant's means and record (domain/loans/decision-figures.ts). */
export async function loanDecisionView(ctx: BankContext, principal: Principal, loanId: string): Promise<{ decision: LoanDecisionView }> {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const loan = view.loans.get(loanId);
  if (!loan) return refuse('not_found', said('loans.noSuchLoan'));
  const user = view.users.get(loan.userId);
  const asOf = today(ctx);
  const events = (await ctx.store.readStream(userStream(loan.userId))).map((r) => ({ position: r.position, event: decodeEvent(r) as UserEvent }));
  const monthEnds = monthEndBalances(loan.userId, events, lastMonths(asOf.slice(0, 7), SAVINGS_MONTHS));
  const score = user?.creditScore ?? null;
  const applicant = { balance: user?.balances.USD ?? 0, monthEnds, creditScore: score ? { score: score.score, bureau: score.bureau, reportDate: score.reportDate } : null };
  return { decision: decisionView(loan, decisionFigures(loan, applicant, view.loans.values(), asOf)) };
}

function decisionView(loan: Loan, f: DecisionFigures): LoanDecisionView {
  return {
    loanId: loan.loanId, principalMinor: f.principal, term: f.term, frequency: loan.terms.frequency, annualRateBps: f.annualRateBps,
    instalmentMinor: f.instalmentAmount, totalInterestMinor: f.totalInterest, totalRepayableMinor: f.totalRepayable, firstDueDate: f.firstDueDate,
    schedule: f.schedule.map((i) => ({ number: i.number, dueDate: i.dueDate, principalMinor: i.principal, interestMinor: i.interest })),
    balanceMinor: f.balance,
    savings: { months: f.savings.months.map((m) => ({ month: m.month, balanceMinor: m.balance })), averageMinor: f.savings.average },
    otherLoans: f.otherLoans.map((o) => ({ loanId: o.loanId, productName: o.productName, status: o.status, principalMinor: o.principal, outstandingPrincipalMinor: o.outstandingPrincipal, overdueMinor: o.overdue, daysInArrears: o.daysInArrears })),
    arrears: { loans: f.arrears.loans, overdueMinor: f.arrears.overdue },
    creditScore: f.creditScore,
  };
}

export type LoanDecision =
  | { action: 'recommend'; loanId: string; note: string }
  | { action: 'approve'; loanId: string; note: string }
  | { action: 'reject'; loanId: string; reason: string }
  | { action: 'disburse'; loanId: string }
  | { action: 'reschedule'; loanId: string; term: number; reason: string };

const messages: Record<LoanDecision['action'], string> = {
  recommend: english('notices.loanRecommended'),
  approve: english('notices.loanApproved'),
  reject: english('notices.loanRejected'),
  disburse: english('notices.loanDisbursed'),
  reschedule: english('notices.loanRescheduled'),
};

export async function decideOnLoan(ctx: BankContext, principal: Principal, decision: LoanDecision, requestId: string) {
  // Who invited this administrator: the maker-checker rule refuses them the inviter's recommendations for 30 days.
  const actor = { ...adminActor(principal), sponsor: (await checkerOf(ctx, principal)).sponsor };
  const userId = await ownerOf(ctx, decision.loanId);
  // A first loan is paid out only once the customer's KYC checklist is approved (issue 29 item 6).
  if (decision.action === 'disburse' && isFirstDisbursement((await ctx.live.catchUp()).loans.values(), decision.loanId, userId)) await requireKycCleared(ctx, userId, 'disbursement');
  const meta = adminMetadata(ctx, principal, requestId, `Loan ${decision.action}`);
  const asOf = today(ctx);
  const command = (payer: Payer): LoanCommand => {
    void payer;
    switch (decision.action) {
      case 'recommend': return { type: 'RecommendLoan', actor, note: decision.note, at: meta.at };
      case 'approve': return { type: 'ApproveLoan', actor, note: decision.note, at: meta.at };
      case 'reject': return { type: 'RejectLoan', actor, reason: decision.reason, at: meta.at };
      case 'disburse': return { type: 'DisburseLoan', actor, startDate: asOf, at: meta.at };
      case 'reschedule': return { type: 'RescheduleLoan', actor, term: decision.term, reason: decision.reason, asOf, at: meta.at };
    }
  };
  const { loan } = await onLoan(ctx, decision.loanId, userId, { actor: actor.id, requestId, reason: meta.reason ?? '' }, command);
  return { success: true, message: messages[decision.action], loan: loanView(loan, asOf) };
}

export async function loanPortfolio(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const asOf = today(ctx);
  const p = portfolioOf((await ctx.live.catchUp()).loans.values(), asOf);
  return { portfolio: { asOf, byStatus: p.byStatus, outstandingPrincipalMinor: p.outstandingPrincipal, dueThisWeekMinor: p.dueThisWeek, atRisk30Minor: p.atRisk30, par30Bps: p.par30Bps, inArrears: p.inArrears } };
}

export async function exportLoans(ctx: BankContext, principal: Principal) {
  const { loans, today: asOf } = await listLoans(ctx, principal);
  const usd = (minor: number) => toDecimalString(minor, 'USD');
  const rows = loans.map((l) => [l.loanId, l.customerName, l.productName, l.status, usd(l.principalMinor), l.term, usd(l.outstandingPrincipalMinor), usd(l.dueNowMinor), l.daysInArrears, l.nextPayment?.dueDate ?? '']);
  return { filename: `loans-${asOf}.csv`, csv: csvOf(['Loan', 'Customer', 'Product', 'Status', 'Principal', 'Instalments', 'Outstanding principal', 'Due now', 'Days in arrears', 'Next due date'], rows) };
}
