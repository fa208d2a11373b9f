/**
 * The loan collection, run by the dated job (dated-work-job.ts): for every active loan, oldest loan
 * first (domain/dated-work/order.ts), instalments whose date has come fall due, late fees are charged
 * after the tolerance, and what the customer's balance covers is collected, oldest instalment first.
 * Each step is decided from the loan's stream, so a second run (or a second server) finds nothing
 * left to do; a run after downtime catches up on every date missed.
 * Reminders (an instalment due within three days, one missed) are recorded on the loan, once whichever
 * server runs the job; the loan reminders reactor (adapters/reactors/loan-reminders.ts) e-mails them.
 */
import { DomainError } from '../../domain/errors.ts';
import type { BankContext, BankJob } from './context.ts';
import { onLoan } from './loan-commands.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import type { Loan } from '../../domain/loans/state.ts';
import { datedWorkInOrder, type LoanDue } from '../../domain/dated-work/order.ts';

/** Every active loan's due work as of `now`, oldest loan first (domain/dated-work/order.ts), never a map's order. */
export const loanCollectionJob: BankJob = {
  name: 'loan-collection',
  async runDue(ctx: BankContext, now: Date): Promise<JobReport> {
    const report = emptyReport();
    const view = await ctx.live.catchUp();
    for (const work of datedWorkInOrder(activeLoans(view.loans.values()), [])) {
      const loan = work.kind === 'loan' ? view.loans.get(work.loanId) : undefined;
      if (loan) await collectLoan(ctx, loan, now, report);
    }
    return report;
  },
};

/** The active loans as the dated-work order reads them: paid out when their 'disbursed' step was taken. */
export function activeLoans(loans: Iterable<Loan>): LoanDue[] {
  return [...loans].filter((loan) => loan.status === 'active').map((loan) => ({
    loanId: loan.loanId,
    disbursedAt: loan.steps.find((step) => step.step === 'disbursed')?.at ?? loan.appliedAt,
  }));
}

/** One loan's due work as of `now`: instalments fall due, late fees, collection, reminders; counted in `report`. */
export async function collectLoan(ctx: BankContext, loan: Loan, now: Date, report: JobReport): Promise<void> {
  const asOf = now.toISOString().slice(0, 10);
  try {
    const { events } = await onLoan(ctx, loan.loanId, loan.userId, { actor: 'system', requestId: `loan-collection-${asOf}` }, (payer) => ({ type: 'CollectDue', asOf, payer, paymentIdPrefix: `auto-${asOf}`, at: now.toISOString() }));
    if (events.length > 0) report.done += 1;
    else report.skipped += 1;
  } catch (error) {
    if (!(error instanceof DomainError)) console.error(`loan-collection: loan ${loan.loanId}: ${String(error)}`);
    report.failed += 1;
  }
}
