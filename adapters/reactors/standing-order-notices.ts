/**
 * The standing-order notices reactor: the owner is e-mailed when an order is set up on their
 * account and when a payment of theirs was not made (domain/standing-orders/notices.ts decides
 * which), in their language with the words the services used to send. The e-mail leaves no record
 * of its own, so the checkpoint is saved after each event (checkpointEach): a crash repeats at
 * most one e-mail. The skip itself is recorded and shown on the Standing Orders page and in the
 * notifications, so a mail outage loses nothing: a failed e-mail is not retried.
 */
import { dayText, usdText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { say, sayRefusal } from '../../domain/i18n/server-messages.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import type { StandingOrderEvent, StandingOrderTerms } from '../../domain/standing-orders/events.ts';
import { standingOrderEventSchemas } from '../../domain/standing-orders/events.ts';
import { standingOrderNotice, type StandingOrderNotice } from '../../domain/standing-orders/notices.ts';
import type { BankContext } from '../bank/context.ts';
import { languageOfCustomer } from '../bank/customer-language.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { RecordedEvent } from '../store/types.ts';
import type { Reactor } from './reactor.ts';

const ORDER_PREFIX = 'standing-order-';

interface Orders {
  /** Each order's terms as the live view holds them, by stream id. */
  terms: Map<string, StandingOrderTerms | null>;
}

const paymentText = (language: Language, terms: StandingOrderTerms): string =>
  say(language, (m) => m.standingOrder.payment, { amount: usdText(language, toDecimalString(terms.amount, 'USD')), name: terms.details.recipientName ?? '' });

/** The owner hears of every order set up on their account: a stolen session's order does not run unnoticed. */
function createdMail(language: Language, terms: StandingOrderTerms) {
  const schedule = say(language, (m) => ({ once: m.standingOrder.scheduleOnce, weekly: m.standingOrder.scheduleWeekly, monthly: m.standingOrder.scheduleMonthly })[terms.frequency]);
  const day = (iso: string) => (language === 'en' ? iso.slice(0, 10) : dayText(language, iso));
  return {
    subject: say(language, (m) => m.standingOrder.createdSubject),
    text: say(language, (m) => m.standingOrder.createdBody, { what: paymentText(language, terms), schedule, date: day(terms.startDate), day: day(terms.at), time: terms.at.slice(11, 16) }),
  };
}

/** The customer hears of a payment that was not made, with the rules' own words, so they can act. */
function skippedMail(language: Language, notice: Extract<StandingOrderNotice, { kind: 'skipped' }>) {
  // English keeps the ISO day it always wrote; other languages write the day as their readers do.
  const date = language === 'en' ? notice.date : dayText(language, notice.date);
  return {
    subject: say(language, (m) => m.standingOrder.skippedSubject),
    text: say(language, (m) => m.standingOrder.skippedBody, { what: paymentText(language, notice.terms), date, reason: sayRefusal(language, notice.reason) }),
  };
}

async function load(ctx: BankContext, events: readonly RecordedEvent[]): Promise<Orders> {
  const view = await ctx.live.catchUp();
  return { terms: new Map(events.map((e) => [e.streamId, view.standingOrders.get(e.streamId.slice(ORDER_PREFIX.length))?.terms ?? null])) };
}

async function mail(ctx: BankContext, notice: StandingOrderNotice): Promise<void> {
  const user = (await ctx.live.catchUp()).users.get(notice.userId);
  if (!user) return;
  const language = await languageOfCustomer(ctx, notice.userId);
  try {
    await ctx.money.mailer.send({ to: user.email, ...(notice.kind === 'created' ? createdMail(language, notice.terms) : skippedMail(language, notice)) });
  } catch {
    // What the e-mail says is recorded and shown on the Standing Orders page; a mail outage must not stop the reactor.
  }
}

export const standingOrderNoticesReactor: Reactor<BankContext, Orders, StandingOrderNotice> = {
  name: 'standing-order-notices',
  eventTypes: new Set<keyof typeof standingOrderEventSchemas>(['StandingOrderCreated', 'StandingOrderOccurrenceSkipped']),
  checkpointEach: true,
  load,
  decide: (orders, event) => {
    const notice = standingOrderNotice(decodeEvent(event) as StandingOrderEvent, orders.terms.get(event.streamId) ?? null);
    return notice ? [notice] : [];
  },
  effect: mail,
};
