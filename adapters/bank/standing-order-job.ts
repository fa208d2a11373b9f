/**
 * The server's run of standing orders (a scheduled job, adapters/engine/scheduler.ts): every
 * occurrence due on or before now is made through the transfer rules or skipped, one at a time,
 * each in one atomic append with the versions read, so a second run or a second server finds it
 * recorded and does nothing. A locked customer's occurrences are skipped (step-up table, row
 * standing-order-run). A skipped occurrence is e-mailed to the customer by a reactor, from the log.
 */
import { BANK_NAME } from '../../domain/settings/defaults.ts';
import { credentialsStream, foldCredentials, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { foldPayees, payeeFor, payeesStream, type PayeeEvent } from '../../domain/payees/payees.ts';
import { settingsDecider } from '../../domain/settings/decider.ts';
import { SETTINGS_STREAM } from '../../domain/settings/events.ts';
import { foldStandingOrder, nextDate } from '../../domain/standing-orders/decider.ts';
import { standingOrderStream, type StandingOrderEvent } from '../../domain/standing-orders/events.ts';
import { decideOccurrence, type OccurrenceDecision } from '../../domain/standing-orders/run.ts';
import { dayOfInstant } from '../../domain/standing-orders/schedule.ts';
import { userStream } from '../../domain/user/events.ts';
import { notOurAccountMessage } from './transfer-pricing.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import { datedWorkInOrder, type OrderDue } from '../../domain/dated-work/order.ts';
import { foldStream } from '../engine/handle.ts';
import { withMoneyLock } from '../engine/keyed-lock.ts';
import { runCommand, type Decision, type Reads } from '../engine/unit-of-work.ts';
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
  const users = payee.id ? [terms.userId, payee.id] : [terms.userId];
  return withMoneyLock(ctx.engine.moneyLock, users, (exclusive) => runCommand<Made>(ctx.store, { actor: 'system', at, requestId: `standing-order-${orderId}` }, async (reads) => {
    const order = await reads.load<StandingOrderEvent>(standingOrderStream(orderId));
    const sender = await ctx.engine.folds.loadUser(reads, userStream(terms.userId));
    const recipient = payee.id ? await ctx.engine.folds.loadUser(reads, userStream(payee.id)) : null;
    const payer = sender.state;
    const paid = recipient?.state ?? null;
    if (!payer.exists) return { appends: [], result: null };
    // The lock as this decision reads it (step-up table, row standing-order-run).
    const moneyLocked = foldCredentials((await reads.load<CredentialsEvent>(credentialsStream(terms.userId))).events).money.lock !== null;
    const decision = decideOccurrence(foldStandingOrder(order.events), {
      today: dayOfInstant(at), at, reference, refusal: payee.refusal, moneyLocked,
      sender: payer, recipient: paid?.exists ? paid : null,
      settings: await foldStream(reads, settingsDecider, SETTINGS_STREAM), payeeAddedAt: await payeeAddedAt(reads, terms.userId, terms.details),
    });
    if (!decision || decision.order.length === 0) return { appends: [], result: null };
    const appends: Decision<Made>['appends'] = [{ streamId: order.streamId, events: decision.order }];
    if (decision.sender.length) appends.push({ streamId: sender.streamId, events: decision.sender });
    if (recipient && decision.recipient.length) appends.push({ streamId: recipient.streamId, events: decision.recipient });
    const recorded = decision.order[0];
    const date = recorded && 'date' in recorded.data ? recorded.data.date : dayOfInstant(at);
    return { appends, result: { ...decision, orderId, userId: terms.userId, date } };
  }, exclusive));
}

async function payeeAddedAt(reads: Reads, userId: string, details: Record<string, string>): Promise<string | null> {
  const payees = foldPayees((await reads.load<PayeeEvent>(payeesStream(userId))).events);
  return payeeFor(payees, 'local', details)?.addedAt ?? null;
}
