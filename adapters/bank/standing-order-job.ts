/**
 * The server's run of standing orders (a scheduled job, adapters/engine/scheduler.ts): every
 * occurrence due on or before now is made through the transfer rules or skipped, one at a time,
 * each in one atomic append with the versions read, so a second run or a second server finds it
 * recorded and does nothing. A locked customer's occurrences are skipped (step-up table, row
 * standing-order-run). A skipped occurrence is e-mailed to the customer.
 */
import { BANK_NAME } from '../../domain/settings/defaults.ts';
import { nextDate } from '../../domain/standing-orders/decider.ts';
import type { OccurrenceDecision } from '../../domain/standing-orders/run.ts';
import { runOccurrenceCommand } from '../../domain/standing-orders/run-command.ts';
import { dayOfInstant } from '../../domain/standing-orders/schedule.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { dayText, usdText } from '../../domain/i18n/format.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { languageOfCustomer } from './customer-language.ts';
import { notOurAccountMessage } from './transfer-pricing.ts';
import { emptyReport, type JobReport } from '../engine/scheduler.ts';
import { execute } from '../engine/execute.ts';
import type { BankContext, BankJob } from './context.ts';

/** At most this many occurrences of one order per run: a bound on a long catch-up (the next run goes on). */
const MAX_OCCURRENCES_PER_RUN = 60;

type Made = (OccurrenceDecision & { orderId: string; userId: string; date: string }) | null;

export const standingOrderJob: BankJob = {
  name: 'standing-orders',
  async runDue(ctx, now) {
    const report = emptyReport();
    const today = dayOfInstant(now.toISOString());
    const view = await ctx.live.catchUp();
    const due = [...view.standingOrders.entries()].filter(([, order]) => (nextDate(order) ?? '9999') <= today).map(([orderId]) => orderId);
    for (const orderId of due) await runOrder(ctx, orderId, now, report);
    return report;
  },
};

async function runOrder(ctx: BankContext, orderId: string, now: Date, report: JobReport): Promise<void> {
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
  const made = await execute(ctx, runOccurrenceCommand, { orderId, userId: terms.userId, recipientUserId: payee.id, refusal: payee.refusal, reference, at }, { actor: 'system', at, requestId: `standing-order-${orderId}` });
  return made ? { ...made, orderId, userId: terms.userId } : null;
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
