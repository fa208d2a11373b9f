/**
 * The back office's loans: the queue and every loan, maker-checker (recommend, then a different
 * administrator approves or rejects with a reason), disbursement into the customer's savings,
 * rescheduling, and the portfolio figures with their CSV export.
 */
import type { LoanCommand, Payer } from '../../domain/loans/decider.ts';
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
  adminActor(principal);
  const view = await ctx.live.catchUp();
  const loans = [...view.loans.values()].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  return { loans: loans.map((loan) => loanView(loan, today(ctx))), today: today(ctx) };
}

export type LoanDecision =
  | { action: 'recommend'; loanId: string; note: string }
  | { action: 'approve'; loanId: string; note: string }
  | { action: 'reject'; loanId: string; reason: string }
  | { action: 'disburse'; loanId: string }
  | { action: 'reschedule'; loanId: string; term: number; reason: string };

const messages: Record<LoanDecision['action'], string> = {
  recommend: 'Loan recommended for approval.',
  approve: 'Loan approved.',
  reject: 'Loan rejected.',
  disburse: 'Loan disbursed into the customer\'s savings.',
  reschedule: 'Loan rescheduled.',
};

export async function decideOnLoan(ctx: BankContext, principal: Principal, decision: LoanDecision, requestId: string) {
  // Who invited this administrator: the maker-checker rule refuses them the inviter's recommendations for 30 days.
  const actor = { ...adminActor(principal), sponsor: (await checkerOf(ctx, principal)).sponsor };
  const userId = await ownerOf(ctx, decision.loanId);
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
  adminActor(principal);
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
