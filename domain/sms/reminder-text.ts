/**
 * A loan reminder as an SMS, for a member the bank has no e-mail address for (issue 29 item 5):
 * the same facts as the e-mail (domain/loans/reminder-text.ts), short enough for one message; a group
 * member's says the instalment is paid at the meeting, not taken from savings.
 */
import type { Language } from '../i18n/language.ts';
import type { SentReminder } from '../loans/reminder-text.ts';
import { smsDay, smsUsd } from './receipt-text.ts';

export function reminderSms(language: Language, reminder: SentReminder): string {
  const amount = smsUsd(language, reminder.amount);
  const date = smsDay(language, reminder.dueDate);
  if (reminder.atMeeting) return meetingSms(language, reminder, amount, date);
  if (language === 'fr') {
    return reminder.kind === 'due_soon'
      ? `Trust Microfinance Bank : votre échéance de ${amount} (${reminder.productName}) est due le ${date}. Elle est prélevée sur votre épargne.`
      : `Trust Microfinance Bank : votre échéance de ${amount} (${reminder.productName}) due le ${date} est impayée. Payez-la vite pour éviter des frais.`;
  }
  return reminder.kind === 'due_soon'
    ? `Trust Microfinance Bank: your ${reminder.productName} instalment of ${amount} is due on ${date}. It is collected from your savings.`
    : `Trust Microfinance Bank: your ${reminder.productName} instalment of ${amount} due on ${date} was not paid. Pay it soon to avoid a late fee.`;
}

/** A group member's reminder: paid in cash at the group's meeting, not taken from savings. */
function meetingSms(language: Language, reminder: SentReminder, amount: string, date: string): string {
  if (language === 'fr') {
    return reminder.kind === 'due_soon'
      ? `Trust Microfinance Bank : votre échéance de ${amount} (${reminder.productName}) est due à la réunion du groupe le ${date}. Payez-la en espèces à votre agent.`
      : `Trust Microfinance Bank : votre échéance de ${amount} (${reminder.productName}) due à la réunion du ${date} est impayée. Payez-la à la prochaine réunion.`;
  }
  return reminder.kind === 'due_soon'
    ? `Trust Microfinance Bank: your ${reminder.productName} instalment of ${amount} is due at your group's meeting on ${date}. Pay it in cash to your officer.`
    : `Trust Microfinance Bank: your ${reminder.productName} instalment of ${amount} due at the meeting on ${date} was not paid. Pay it at the next meeting.`;
}
