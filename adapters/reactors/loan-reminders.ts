/**
 * The loan reminders reactor: a reminder the collection recorded on the loan (LoanReminderSent: an
 * instalment due within three days, or one missed) is e-mailed to the borrower in their language
 * (domain/loans/reminder-text.ts), or texted when the bank has no e-mail address for them
 * (domain/sms/reminder-text.ts; the text is recorded on its sms-<id> stream, adapters/bank/sms-service.ts). The decider records each reminder once, whichever server ran
 * the collection; the e-mail follows it from the log, with the checkpoint saved per event, so a
 * crash repeats at most one e-mail. A failed e-mail is logged, not retried (the list shows it).
 */
import type { LoanEvent } from '../../domain/loans/events.ts';
import { reminderEmail, type SentReminder } from '../../domain/loans/reminder-text.ts';
import type { BankContext } from '../bank/context.ts';
import { languageOfCustomer } from '../bank/customer-language.ts';
import { textMember } from '../bank/sms-service.ts';
import { hasEmailAddress } from '../../domain/sms/channel.ts';
import { reminderSms } from '../../domain/sms/reminder-text.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { RecordedEvent } from '../store/types.ts';
import type { Reactor } from './reactor.ts';

const LOAN_PREFIX = 'loan-';

interface Reminder {
  userId: string;
  reminder: SentReminder;
  /** The LoanReminderSent it follows, `<stream>@<version>`: one text per reminder. */
  source: string;
}

/** Each loan's borrower and product name, as the live view holds them, by stream id. */
type Loans = Map<string, { userId: string; productName: string; atMeeting: boolean }>;

async function load(ctx: BankContext, events: readonly RecordedEvent[]): Promise<Loans> {
  const view = await ctx.live.catchUp();
  const loans: Loans = new Map();
  for (const event of events) {
    const loan = view.loans.get(event.streamId.slice(LOAN_PREFIX.length));
    if (loan) loans.set(event.streamId, { userId: loan.userId, productName: loan.productName, atMeeting: loan.group !== null });
  }
  return loans;
}

/** The demo seed (adapters/bank/demo-seed.ts) writes past collections, reminders included: history, not news to mail. */
const fromDemoSeed = (event: RecordedEvent): boolean => event.metadata.requestId === 'demo-seed';

function decide(loans: Loans, event: RecordedEvent): Reminder[] {
  const loan = loans.get(event.streamId);
  if (fromDemoSeed(event)) return [];
  const sent = decodeEvent(event) as LoanEvent;
  if (!loan || sent.type !== 'LoanReminderSent') return [];
  return [{ userId: loan.userId, reminder: { ...sent.data, loanId: event.streamId.slice(LOAN_PREFIX.length), productName: loan.productName, atMeeting: loan.atMeeting }, source: `${event.streamId}@${event.version}` }];
}

async function mail(ctx: BankContext, { userId, reminder, source }: Reminder): Promise<void> {
  const user = (await ctx.live.catchUp()).users.get(userId);
  if (!user) return;
  const language = await languageOfCustomer(ctx, userId);
  if (!hasEmailAddress(user.email)) {
    await textMember(ctx, { messageId: `loan_reminder-${source}`, userId, purpose: 'loan_reminder', text: reminderSms(language, reminder), source });
    return;
  }
  try {
    await ctx.money.mailer.send({ to: user.email, ...reminderEmail(language, reminder) });
  } catch (error) {
    console.error(`loan-reminders: reminder e-mail for loan ${reminder.loanId}: ${error instanceof Error ? error.name : 'unknown error'}`);
  }
}

export const loanRemindersReactor: Reactor<BankContext, Loans, Reminder> = {
  name: 'loan-reminders',
  eventTypes: new Set(['LoanReminderSent']),
  checkpointEach: true,
  load,
  decide,
  effect: mail,
};
