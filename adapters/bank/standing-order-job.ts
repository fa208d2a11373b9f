/**
 * The server's run of standing orders (a scheduled job, adapters/engine/scheduler.ts): every
 * occurrence due on or before now is made through the transfer rules or skipped, one at a time,
 * each in one atomic append with the versions read, so a second run or a second server finds it
 * recorded and does nothing. A locked customer's occurrences are skipped (step-up table, row
 * standing-order-run). A skipped occurrence is e-mailed to the customer.
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
import { toDecimalString } from '../../domain/money/money.ts';
import { dayText, usdText } from '../../domain/i18n/format.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
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
    if (made.skipped) {
      report.skipped += 1;
      if (made.skipped.reason !== 'paused') await tellSkipped(ctx, made);
    } else report.done += 1;
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

/** The customer hears of a payment that was not made, in their language with the rules' own words, so they can act. */
async function tellSkipped(ctx: BankContext, made: NonNullable<Made>): Promise<void> {
  const view = await ctx.live.catchUp();
  const user = view.users.get(made.userId);
  const order = view.standingOrders.get(made.orderId)?.terms;
  if (!user || !made.skipped) return;
  const skipped = made.skipped;
  try {
    const language = await languageOfCustomer(ctx, made.userId);
    const what = order
      ? say(language, (m) => m.standingOrder.payment, { amount: usdText(language, toDecimalString(order.amount, 'USD')), name: order.details.recipientName ?? '' })
      : say(language, (m) => m.standingOrder.somePayment);
    // English keeps the ISO day it always wrote; other languages write the day as their readers do.
    const date = language === 'en' ? made.date : dayText(language, made.date);
    await ctx.money.mailer.send({
      to: user.email,
      subject: say(language, (m) => m.standingOrder.skippedSubject),
      text: say(language, (m) => m.standingOrder.skippedBody, { what, date, reason: skipped.message }),
    });
  } catch {
    // The skip is recorded and shown on the Standing Orders page; a mail outage must not fail the run.
  }
}
