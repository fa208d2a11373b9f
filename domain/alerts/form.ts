/**
 * The alert preferences form's rules, in the browser and again on the server: an amount is
 * off when left empty, otherwise a positive USD amount of at most two decimals.
 */
import { english, refuse, wordsOf } from '../errors.ts';
import { parseAmount } from '../money/money.ts';
import { MAX_ALERT_AMOUNT, type AlertPreferences } from './events.ts';

export interface AlertPreferencesForm {
  newDevice: boolean;
  transferAbove: string;
  balanceBelow: string;
  moneyReceived: boolean;
}

export const alertFormMessages = {
  invalidAmount: english('records.invalidAmount'),
  tooLarge: english('records.tooLarge'),
} as const;

/** The message for one amount field, or null when it is fine (empty means off). */
export function alertAmountError(text: string): string | null {
  if (text.trim() === '') return null;
  const minor = parseAmount(text, 'USD');
  if (minor === null || minor < 1) return alertFormMessages.invalidAmount;
  if (minor > MAX_ALERT_AMOUNT) return alertFormMessages.tooLarge;
  return null;
}

export function parseAlertPreferences(form: AlertPreferencesForm): AlertPreferences {
  const fields: Record<string, string> = {};
  for (const key of ['transferAbove', 'balanceBelow'] as const) {
    const error = alertAmountError(form[key]);
    if (error) fields[key] = error;
  }
  const first = Object.values(fields)[0];
  if (first) refuse('validation', wordsOf(first), fields);
  const amount = (text: string) => (text.trim() === '' ? null : parseAmount(text, 'USD'));
  return { newDevice: form.newDevice, transferAbove: amount(form.transferAbove), balanceBelow: amount(form.balanceBelow), moneyReceived: form.moneyReceived };
}
