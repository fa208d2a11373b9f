/**
 * The server's run of standing orders (a scheduled job, adapters/engine/scheduler.ts): every
 * occurrence due on or before now is made through the transfer rules or skipped, one at a time,
 * each in one atomic append with the versions read, so a second run or a second server finds it
 * recorded and does nothing. A locked customer's occurrences are skipped (step-up table, row
 * standing-order-run). A skipped occurrence is e-mailed to the customer by a reactor, from the log
 * (adapters/reactors/standing-order-notices.ts).
 */
import { BANK_NAME } from '../../domain/settings/defaults.ts';
import { nextDate } from '../../domain/standing-orders/decider.ts';
import type { OccurrenceDecision } from '../../domain/standing-orders/run.ts';
import { runOccurrenceCommand } from '../../domain/standing-orders/run-command.ts';
import { dayOfInstant } from '../../domain/standing-orders/schedule.ts';
import { notOurAccountMessage } from './transfer-pricing.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import { datedWorkInOrder, type OrderDue } from '../../domain/dated-work/order.ts';
import { execute } from '../engine/execute.ts';
import type { BankContext, BankJob } from './context.ts';

/** At most this many occurrences of one order per run: a bound on a long catch-up (the next run goes on). */
const MAX_OCCURRENCES_PER_RUN = 60;

type Made = (OccurrenceDecision & { orderId: string; userId: string; date: string }) | null;

export const standingOrderJob: BankJob = {
  name: 'standing-orders',
  async runDue(ctx, now) {
    const report = emptyReport();
    for (const work of datedWorkInOrder([], dueOrders(await ctx.live.catchUp(), now))) {
      if (work.kind === 'standing-order') await runOrder(ctx, work.orderId, now, report);
    }
    return report;
  },
};

/** The orders whose next payment date has come by `now`, as the dated-work order reads them. */
export function dueOrders(view: Awaited<ReturnType<BankContext['live']['catchUp']>>, now: Date): OrderDue[] {
  const today = dayOfInstant(now.toISOString());
  return [...view.standingOrders.entries()].flatMap(([orderId, order]) => {
    const next = nextDate(order);
    return next !== null && next <= today ? [{ orderId, nextDate: next }] : [];
  });
}

/** Makes or skips one order's occurrences due by `now`, one at a time; counted in `report`. */
export async function runOrder(ctx: BankContext, orderId: string, now: Date, report: JobReport): Promise<void> {
  for (let i = 0; i < MAX_OCCURRENCES_PER_RUN; i += 1) {
    let made: Made;
    try {
      made = await runNextOccurrence(ctx, orderId, now);
    } catch {
      report.failed += 1;
      return;
    }
    if (!made) return;
    // A skip is e-mailed by the standing-order notices reactor (adapters/reactors/standing-order-notices.ts).
    if (made.skipped) report.skipped += 1;
    else report.done += 1;
  }
}

/** The payee's user id when the order pays an account of this bank; a refusal when no such account exists. */
function payeeAtThisBank(view: Awaited<ReturnType<BankContext['live']['catchUp']>>, details: Record<string, string>): { id: string | null; refusal: string | null } {
  if (details.bankName !== BANK_NAME) return { id: null, refusal: null };
  const id = view.usersByAccountNumber.get(details.accountNumber ?? '') ?? null;
  return id && view.users.get(id)?.role === 'user' ? { id, refusal: null } : { id: null, refusal: notOurAccountMessage };
}

async function runNextOccurrence(ctx: BankContext, orderId: string, now: Date): Promise<Made> {
  const at = now.toISOString();
  const view = await ctx.live.catchUp();
  const terms = view.standingOrders.get(orderId)?.terms;
  if (!terms) return null;
  const payee = payeeAtThisBank(view, terms.details);
  const reference = `SO-${at.slice(0, 10).replace(/-/g, '')}-${ctx.ids.digits(10)}`;
  const made = await execute(ctx, runOccurrenceCommand, { orderId, userId: terms.userId, recipientUserId: payee.id, refusal: payee.refusal, reference, at }, { actor: 'system', at, requestId: `standing-order-${orderId}` });
  return made ? { ...made, orderId, userId: terms.userId } : null;
}
