/**
 * A loan reminder as an SMS, for a member the bank has no e-mail address for (issue 29 item 5):
 * the same facts as the e-mail (domain/loans/reminder-text.ts), short enough for one message.
 */
import type { Language } from '../i18n/language.ts';
import type { SentReminder } from '../loans/reminder-text.ts';
import { smsDay, smsUsd } from './receipt-text.ts';

export function reminderSms(language: Language, reminder: SentReminder): string {
  const amount = smsUsd(language, reminder.amount);
  const date = smsDay(language, reminder.dueDate);
  if (language === 'fr') {
    return reminder.kind === 'due_soon'
      ? `Trust Microfinance Bank : votre échéance de ${amount} (${reminder.productName}) est due le ${date}. Elle est prélevée sur votre épargne.`
      : `Trust Microfinance Bank : votre échéance de ${amount} (${reminder.productName}) due le ${date} est impayée. Payez-la vite pour éviter des frais.`;
  }
  return reminder.kind === 'due_soon'
    ? `Trust Microfinance Bank: your ${reminder.productName} instalment of ${amount} is due on ${date}. It is collected from your savings.`
    : `Trust Microfinance Bank: your ${reminder.productName} instalment of ${amount} due on ${date} was not paid. Pay it soon to avoid a late fee.`;
}
