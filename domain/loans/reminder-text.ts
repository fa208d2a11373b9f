/**
 * The words of a loan reminder (an instalment due soon, or missed) in the customer's language:
 * the e-mail the collection job sends (the notifications list words the same facts in the reader's
 * language: domain/records/notifications.ts).
 */
import { dayText, usdText } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';
import { say } from '../i18n/server-messages.ts';
import { toDecimalString } from '../money/money.ts';
import type { ReminderKind } from './events.ts';

export interface SentReminder {
  loanId: string;
  productName: string;
  number: number;
  kind: ReminderKind;
  dueDate: string;
  amount: number;
  at: string;
  /** A member's loan of a group loan: paid in cash at the group's meeting, never taken from savings (docs/field.md). */
  atMeeting?: boolean;
}

const values = (language: Language, reminder: SentReminder) => ({ amount: usdText(language, toDecimalString(reminder.amount, 'USD')), loan: reminder.productName, date: dayText(language, reminder.dueDate) });

export function reminderEmail(language: Language, reminder: SentReminder): { subject: string; text: string } {
  const soon = reminder.kind === 'due_soon';
  return {
    subject: say(language, (m) => (soon ? m.loanReminder.dueSoonSubject : m.loanReminder.missedSubject)),
    text: say(language, (m) => (reminder.atMeeting ? (soon ? m.loanReminder.dueSoonMeetingBody : m.loanReminder.missedMeetingBody) : (soon ? m.loanReminder.dueSoonBody : m.loanReminder.missedBody)), values(language, reminder)),
  };
}
