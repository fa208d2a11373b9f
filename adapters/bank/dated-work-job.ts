/**
 * The bank's one dated job: everything due at `now`, in the order domain/dated-work/order.ts
 * states (loans oldest first, then the month-end loan-loss provision when one is due, then standing
 * orders by date, then savings interest), and then the
 * reactors, so the consequences of this run (alerts, notices) go out before it ends. Registered
 * alone (adapters/http/compose.ts), so one lease covers it all: two servers never collect a loan
 * and run a standing order on the same account at the same moment.
 */
import { datedWorkInOrder, type DatedWork } from '../../domain/dated-work/order.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import type { BankContext, BankJob } from './context.ts';
import { activeLoans, collectLoan } from './loan-collection-job.ts';
import { postDueInterest } from './savings-interest-service.ts';
import { postProvision, provisionDueOn } from './provisioning-service.ts';
import { dueOrders, runOrder } from './standing-order-job.ts';

/** The job's (and its lease's) name: the reactors' nudged runs take the same lease (adapters/reactors/attach.ts). */
export const DATED_WORK = 'dated-work';

/** Each kind's report goes under the name its job had before they were one (`/dev/clock` answers them). */
const PART_NAMES: Record<DatedWork['kind'], string> = { loan: 'loan-collection', provisioning: 'loan-provisioning', 'standing-order': 'standing-orders', interest: 'savings-interest' };

async function runWork(ctx: BankContext, work: DatedWork, now: Date, report: JobReport): Promise<void> {
  switch (work.kind) {
    case 'loan': {
      const loan = (await ctx.live.catchUp()).loans.get(work.loanId);
      if (loan?.status === 'active') await collectLoan(ctx, loan, now, report);
      return;
    }
    case 'provisioning': {
      try {
        const posted = await postProvision(ctx, work.monthEnd, now);
        if (posted.length > 0) report.done += 1;
        else report.skipped += 1;
      } catch (error) {
        console.error(`loan-provisioning ${work.monthEnd}: ${String(error)}`);
        report.failed += 1;
      }
      return;
    }
    case 'standing-order':
      return runOrder(ctx, work.orderId, now, report);
    case 'interest': {
      const posted = await postDueInterest(ctx, now);
      report.done += posted.done;
      report.skipped += posted.skipped;
      report.failed += posted.failed;
    }
  }
}

export const datedWorkJob: BankJob = {
  name: DATED_WORK,
  async runDue(ctx, now) {
    const view = await ctx.live.catchUp();
    const parts: Record<string, JobReport> = Object.fromEntries(Object.values(PART_NAMES).map((name) => [name, emptyReport()]));
    for (const work of datedWorkInOrder(activeLoans(view.loans.values()), dueOrders(view, now), await provisionDueOn(ctx, now))) await runWork(ctx, work, now, parts[PART_NAMES[work.kind]]!);
    const reactors = await ctx.reactors.runAll(ctx);
    const total = Object.values(parts).reduce((sum, part) => ({ done: sum.done + part.done, skipped: sum.skipped + part.skipped, failed: sum.failed + part.failed }), emptyReport());
    return { ...total, failed: total.failed + reactors.failed, parts };
  },
};
