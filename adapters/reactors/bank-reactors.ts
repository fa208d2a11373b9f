/**
 * The bank's reactors, in one list (docs/reactors.md describes each), and how a context starts
 * them: at the log's head for a reactor never seen, with nudged runs under the dated job's lease,
 * so one server at a time carries consequences out.
 */
import { DATED_WORK } from '../bank/dated-work-job.ts';
import type { BankContext } from '../bank/context.ts';
import { loanRemindersReactor } from './loan-reminders.ts';
import { moneyAlertsReactor } from './money-alerts.ts';
import { newDeviceAlertsReactor } from './new-device-alerts.ts';
import { ReactorRunner } from './runner.ts';
import { standingOrderNoticesReactor } from './standing-order-notices.ts';

export const bankReactors = (): ReactorRunner<BankContext> => new ReactorRunner<BankContext>([moneyAlertsReactor, standingOrderNoticesReactor, newDeviceAlertsReactor, loanRemindersReactor]);

/** On PostgreSQL each run takes the lease on a connection of its own: nudged runs start at most this often. */
export const SHARED_LEASE_GAP_MS = 100;

/**
 * Starts the context's reactors (before it serves: a first start records the head, so nothing
 * before it is e-mailed). `sharedLease`: the lease is PostgreSQL's, shared by several servers.
 */
export function startReactors(ctx: BankContext, sharedLease = false): Promise<void> {
  return ctx.reactors.start(ctx, (work) => ctx.jobs.underLease(DATED_WORK, work), { gapMs: sharedLease ? SHARED_LEASE_GAP_MS : 0 });
}
