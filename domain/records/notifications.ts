/**
 * The customer's notifications, computed from their own events (DECISIONS 19): money sent
 * or received, deposits confirmed or turned down, status changes, and sign-ins from a device not seen
 * before. Read state is one preference, the time up to which the customer has read.
 */
import { formatMoney } from '../money/money.ts';
import { DEPOSIT_REJECTION_REASONS } from '../user/deposit.ts';
import type { UserEvent } from '../user/events.ts';

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

const money = formatMoney;

function fromEvent(event: UserEvent, position: number): Omit<Notification, 'read'> | null {
  switch (event.type) {
    case 'TransferSent':
      return { id: `e${position}`, title: 'Transfer sent', message: `${money(event.data.amount, event.data.currency)} to ${event.data.recipientName}`, at: event.data.at };
    case 'TransferReceived':
      return { id: `e${position}`, title: 'Money received', message: `${money(event.data.amount, event.data.currency)} from ${event.data.senderName}`, at: event.data.at };
    case 'DepositConfirmed':
      return { id: `e${position}`, title: 'Deposit confirmed', message: `${money(event.data.amount, event.data.currency)} is now in your account`, at: event.data.at };
    case 'DepositRejected':
      // The customer reads the reason's own words, never the administrator's note.
      return { id: `e${position}`, title: 'Deposit not completed', message: `Your ${money(event.data.amount, event.data.currency)} deposit was not completed: ${DEPOSIT_REJECTION_REASONS[event.data.reasonCode]}`, at: event.data.at };
    case 'UserStatusChanged':
      return { id: `e${position}`, title: 'Account status changed', message: `Your account is now ${event.data.to}`, at: event.data.at };
    case 'CardFrozen':
      return { id: `e${position}`, title: 'Card frozen', message: 'One of your cards was frozen', at: event.data.at };
    case 'CreditScoreRecorded':
      return { id: `e${position}`, title: 'Credit score updated', message: `Your credit score on file is ${event.data.score}`, at: event.data.at };
    default:
      return null;
  }
}

/** A sign-in counts when its device differs from every earlier sign-in's (the first ever is not news). */
function newDeviceSignIns(signIns: readonly SignIn[]): Omit<Notification, 'read'>[] {
  const seen = new Set<string>();
  const result: Omit<Notification, 'read'>[] = [];
  for (const signIn of [...signIns].sort((a, b) => a.at.localeCompare(b.at))) {
    if (seen.size > 0 && !seen.has(signIn.device)) result.push({ id: `s${signIn.sessionId}`, title: 'New sign-in', message: `Signed in from a new device: ${signIn.device}`, at: signIn.at });
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

const alertNotification = (alert: SentAlert): Omit<Notification, 'read'> => ({ id: `a${alert.alertId}`, title: `Alert e-mailed: ${alert.subject}`, message: alert.message, at: alert.at });

export function customerNotifications(events: readonly { position: number; event: UserEvent }[], signIns: readonly SignIn[], readUpTo: string | null, alerts: readonly SentAlert[] = []): Notification[] {
  const all = [...events.map((e) => fromEvent(e.event, e.position)).filter((n) => n !== null), ...newDeviceSignIns(signIns), ...alerts.map(alertNotification)];
  return all
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, NOTIFICATION_LIMIT)
    .map((n) => ({ ...n, read: readUpTo !== null && n.at <= readUpTo }));
}
