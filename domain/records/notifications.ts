/**
 * The customer's notifications, computed from their own events (DECISIONS 19): money sent
 * or received, deposits confirmed or turned down, status changes, sign-ins from a device not seen
 * before, and loan instalments due soon or missed (the loans' reminders), in the customer's
 * language (domain/i18n/server-messages.ts). Read state is one preference, the time up to which
 * the customer has read.
 */
import { btcText, usdText } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';
import { say, type ServerMessages } from '../i18n/server-messages.ts';
import { toDecimalString, type Currency } from '../money/money.ts';
import type { UserEvent } from '../user/events.ts';
import { reminderNotification, type SentReminder } from '../loans/reminder-text.ts';

export interface Notification {
  id: string;
  title: string;
  message: string;
  at: string;
  read: boolean;
}

export interface SignIn {
  sessionId: string;
  device: string;
  at: string;
}

/** The preference key holding the read-up-to time. */
export const READ_UP_TO = 'notificationsReadUpTo';

/** Newest first, at most this many. */
export const NOTIFICATION_LIMIT = 50;

type Texts = ServerMessages['notifications'];

/** One notification's title and message in a language. */
function note(language: Language, id: string, at: string, title: (m: Texts) => string, message: (m: Texts) => string, values: Record<string, string | number> = {}): Omit<Notification, 'read'> {
  return { id, title: say(language, (m) => title(m.notifications)), message: say(language, (m) => message(m.notifications), values), at };
}

function fromEvent(event: UserEvent, position: number, language: Language): Omit<Notification, 'read'> | null {
  const id = `e${position}`;
  const money = (minor: number, currency: Currency) => (currency === 'BTC' ? btcText(language, toDecimalString(minor, 'BTC')) : usdText(language, toDecimalString(minor, 'USD')));
  switch (event.type) {
    case 'TransferSent':
      return note(language, id, event.data.at, (m) => m.transferSent, (m) => m.transferSentText, { amount: money(event.data.amount, event.data.currency), name: event.data.recipientName });
    case 'TransferReceived':
      return note(language, id, event.data.at, (m) => m.received, (m) => m.receivedText, { amount: money(event.data.amount, event.data.currency), name: event.data.senderName });
    case 'DepositConfirmed':
      return note(language, id, event.data.at, (m) => m.depositConfirmed, (m) => m.depositConfirmedText, { amount: money(event.data.amount, event.data.currency) });
    case 'DepositRejected':
      // The customer reads the reason's own words, never the administrator's note.
      return note(language, id, event.data.at, (m) => m.depositRejected, (m) => m.depositRejectedText, {
        amount: money(event.data.amount, event.data.currency), reason: say(language, (m) => m.notifications.rejectionReasons[event.data.reasonCode]),
      });
    case 'UserStatusChanged':
      return note(language, id, event.data.at, (m) => m.statusChanged, (m) => m.statusChangedText, { status: say(language, (m) => m.notifications.statuses[event.data.to]) });
    case 'CardFrozen':
      return note(language, id, event.data.at, (m) => m.cardFrozen, (m) => m.cardFrozenText);
    case 'CreditScoreRecorded':
      return note(language, id, event.data.at, (m) => m.creditScore, (m) => m.creditScoreText, { score: event.data.score });
    default:
      return null;
  }
}

/** A sign-in counts when its device differs from every earlier sign-in's (the first ever is not news). */
function newDeviceSignIns(signIns: readonly SignIn[], language: Language): Omit<Notification, 'read'>[] {
  const seen = new Set<string>();
  const result: Omit<Notification, 'read'>[] = [];
  for (const signIn of [...signIns].sort((a, b) => a.at.localeCompare(b.at))) {
    if (seen.size > 0 && !seen.has(signIn.device)) result.push(note(language, `s${signIn.sessionId}`, signIn.at, (m) => m.newSignIn, (m) => m.newSignInText, { device: signIn.device }));
    seen.add(signIn.device);
  }
  return result;
}

/** An e-mail alert the bank sent (the alerts stream), listed beside the events it was about. */
export interface SentAlert {
  alertId: string;
  subject: string;
  message: string;
  at: string;
}

const alertNotification = (alert: SentAlert, language: Language): Omit<Notification, 'read'> => ({ id: `a${alert.alertId}`, title: say(language, (m) => m.notifications.alertEmailed, { subject: alert.subject }), message: alert.message, at: alert.at });

export function customerNotifications(events: readonly { position: number; event: UserEvent }[], signIns: readonly SignIn[], readUpTo: string | null, language: Language = 'en', alerts: readonly SentAlert[] = [], loanReminders: readonly SentReminder[] = []): Notification[] {
  const all = [
    ...events.map((e) => fromEvent(e.event, e.position, language)).filter((n) => n !== null), ...newDeviceSignIns(signIns, language),
    ...alerts.map((alert) => alertNotification(alert, language)), ...loanReminders.map((reminder) => reminderNotification(language, reminder)),
  ];
  return all
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, NOTIFICATION_LIMIT)
    .map((n) => ({ ...n, read: readUpTo !== null && n.at <= readUpTo }));
}
