/**
 * The bank's reactors, in one list (docs/reactors.md describes each), and how a context starts
 * them: at the log's head for a reactor never seen, with nudged runs under the dated job's lease,
 * so one server at a time carries consequences out.
 */
import { DATED_WORK } from '../bank/dated-work-job.ts';
import type { BankContext } from '../bank/context.ts';
import { groupLoanSettlementReactor } from './group-loan-settlement.ts';
import { loanRemindersReactor } from './loan-reminders.ts';
import { moneyAlertsReactor } from './money-alerts.ts';
import { newDeviceAlertsReactor } from './new-device-alerts.ts';
import { ReactorRunner } from './runner.ts';
import { standingOrderNoticesReactor } from './standing-order-notices.ts';
import { smsReceiptsReactor } from './sms-receipts.ts';

export const bankReactors = (): ReactorRunner<BankContext> => new ReactorRunner<BankContext>([moneyAlertsReactor, standingOrderNoticesReactor, newDeviceAlertsReactor, loanRemindersReactor, smsReceiptsReactor, groupLoanSettlementReactor]);

/**
 * Least time between two nudged runs, by store: on PostgreSQL each run takes the shared lease on
 * a connection of its own; on PGlite every checkpoint read and save shares the one connection with
 * the appends. Under load, runs are spaced so a burst of appends makes one run, not one each.
 */
export const NUDGE_GAP_MS = { postgres: 100, pglite: 25 } as const;

/** Starts the context's reactors (before it serves: a first start records the head, so nothing before it is e-mailed). */
export function startReactors(ctx: BankContext, gapMs = 0): Promise<void> {
  return ctx.reactors.start(ctx, (work) => ctx.jobs.underLease(DATED_WORK, work), { gapMs });
}
