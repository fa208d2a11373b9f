/**
 * The loan collection job, run by the server's scheduler: for every active loan, instalments whose
 * date has come fall due, late fees are charged after the tolerance, and what the customer's balance
 * covers is collected, oldest first. Each step is decided from the loan's stream, so a second run (or
 * a second server) finds nothing left to do; a run after downtime catches up on every date missed.
 */
import { DomainError } from '../../domain/errors.ts';
import type { BankContext, BankJob } from './context.ts';
import { onLoan } from './loan-commands.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';

export const loanCollectionJob: BankJob = {
  name: 'loan-collection',
  async runDue(ctx: BankContext, now: Date): Promise<JobReport> {
    const report = emptyReport();
    const asOf = now.toISOString().slice(0, 10);
    const active = [...(await ctx.live.catchUp()).loans.values()].filter((loan) => loan.status === 'active');
    for (const loan of active) {
      try {
        const { events } = await onLoan(ctx, loan.loanId, loan.userId, { actor: 'system', requestId: `loan-collection-${asOf}` }, (payer) => ({ type: 'CollectDue', asOf, payer, paymentIdPrefix: `auto-${asOf}`, at: now.toISOString() }));
        if (events.length > 0) report.done += 1;
        else report.skipped += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) console.error(`loan-collection: loan ${loan.loanId}: ${String(error)}`);
        report.failed += 1;
      }
    }
    return report;
  },
};
