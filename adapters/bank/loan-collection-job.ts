/**
 * The loan collection job, run by the server's scheduler: for every active loan, instalments whose
 * date has come fall due, late fees are charged after the tolerance, and what the customer's balance
 * covers is collected, oldest first; loans run oldest loan first (domain/dated-work/order.ts). Each step is decided from the loan's stream, so a second run (or
 * a second server) finds nothing left to do; a run after downtime catches up on every date missed.
 * Reminders (an instalment due within three days, one missed) are recorded on the loan before they
 * are e-mailed, so each goes out at most once whichever server runs the job.
 */
import { DomainError } from '../../domain/errors.ts';
import type { BankContext, BankJob } from './context.ts';
import { onLoan } from './loan-commands.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import { reminderEmail } from '../../domain/loans/reminder-text.ts';
import type { LoanEvent } from '../../domain/loans/events.ts';
import type { Loan } from '../../domain/loans/state.ts';
import { languageOfCustomer } from './customer-language.ts';
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
    await mailReminders(ctx, loan, events);
    if (events.length > 0) report.done += 1;
    else report.skipped += 1;
  } catch (error) {
    if (!(error instanceof DomainError)) console.error(`loan-collection: loan ${loan.loanId}: ${String(error)}`);
    report.failed += 1;
  }
}

/** E-mails the reminders this run recorded, in the customer's language; a failed e-mail is logged, never retried (the list shows it). */
async function mailReminders(ctx: BankContext, loan: Loan, events: readonly LoanEvent[]): Promise<void> {
  const sent = events.filter((e): e is Extract<LoanEvent, { type: 'LoanReminderSent' }> => e.type === 'LoanReminderSent');
  if (sent.length === 0) return;
  const user = (await ctx.live.catchUp()).users.get(loan.userId);
  if (!user) return;
  const language = await languageOfCustomer(ctx, loan.userId);
  for (const event of sent) {
    try {
      await ctx.money.mailer.send({ to: user.email, ...reminderEmail(language, { ...event.data, loanId: loan.loanId, productName: loan.productName }) });
    } catch (error) {
      console.error(`loan-collection: reminder e-mail for loan ${loan.loanId}: ${error instanceof Error ? error.name : 'unknown error'}`);
    }
  }
}
