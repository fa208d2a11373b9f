/**
 * The customer's notifications, computed from the log (DECISIONS 19): money sent or received,
 * deposits confirmed or turned down, status changes, sign-ins from a device not seen before, their
 * loan's life (approved, declined, paid out, each instalment collected, due soon or missed), savings
 * interest paid, a standing order payment not made, and every e-mail alert sent. Each is a kind and
 * its facts (amounts in minor units, days as ISO, names as written, reasons as catalogue words),
 * never words: the reader's interface writes them in the language it shows (ui/shell/notification-text.ts).
 * Read state is one preference, the time up to which the customer has read.
 */
import type { AlertKind } from '../alerts/events.ts';
import { knownSaid, type Said } from '../errors.ts';
import type { Currency } from '../money/money.ts';
import type { SentReminder } from '../loans/reminder-text.ts';
import type { UserEvent } from '../user/events.ts';

/** One fact a notification's words need, typed so the reader's language can write it. */
export type NotificationValue =
  | string
  | number
  | { money: number; currency: Currency }
  | { day: string }
  | { month: string }
  /** A word of the notifications catalogue (`statuses.active`); `fallback` is the rules' English when the catalogue lacks it. */
  | { word: string; fallback?: string | Said }
  /** A device by its browser family and platform, each null when the sign-in did not tell. */
  | { browser: string | null; platform: string | null };

export type NotificationParams = Record<string, NotificationValue>;

export const NOTIFICATION_KINDS = [
  'transferSent', 'received', 'depositConfirmed', 'depositRejected', 'statusChanged', 'cardFrozen', 'creditScore', 'newSignIn',
  'loanApproved', 'loanRejected', 'loanDisbursed', 'loanCollected', 'loanPaymentMade', 'loanPaidOff', 'loanDueSoon', 'loanMissed',
  'interestPaid', 'standingOrderSkipped',
  'alertTransferAbove', 'alertReceived', 'alertDepositReached', 'alertBalanceBelow', 'alertNewDevice', 'alertEmailed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notification {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  at: string;
  read: boolean;
}

type Unread = Omit<Notification, 'read'>;

export interface SignIn {
  sessionId: string;
  /** What tells devices apart (the sessions dialog's name). */
  device: string;
  /** The same as facts the reader's language words ("Chrome on Linux" | "Chrome sous Linux"), when known. */
  browser?: string | null;
  platform?: string | null;
  at: string;
}

/** An e-mail alert the bank sent (the alerts stream): its words' key and facts, or only its stored message if sent before alerts kept them. */
export interface SentAlert {
  alertId: string;
  kind: AlertKind;
  text?: string;
  params?: Record<string, string | number>;
  message: string;
  at: string;
}

/** The bank's decision on one of the customer's loan applications. */
export interface LoanDecision {
  loanId: string;
  productName: string;
  principal: number;
  decision: 'approved' | 'rejected';
  at: string;
}

/** A standing order occurrence the bank did not make, with the reason's code and the rules' own English words. */
export interface SkippedPayment {
  orderId: string;
  occurrence: number;
  date: string;
  reason: string;
  message: string;
  /** The refusal's key and parameters, when the event recorded them. */
  said?: { key: string; params?: Readonly<Record<string, string | number>> | undefined } | undefined;
  amount: number;
  name: string;
  at: string;
}

/** Everything a customer's notifications are computed from. */
export interface NotificationSources {
  events: readonly { position: number; event: UserEvent }[];
  signIns?: readonly SignIn[];
  alerts?: readonly SentAlert[];
  reminders?: readonly SentReminder[];
  loanDecisions?: readonly LoanDecision[];
  skippedPayments?: readonly SkippedPayment[];
}

/** The preference key holding the read-up-to time. */
export const READ_UP_TO = 'notificationsReadUpTo';

/** Newest first, at most this many. */
export const NOTIFICATION_LIMIT = 50;

const money = (minor: number, currency: Currency = 'USD'): NotificationValue => ({ money: minor, currency });

const note = (id: string, at: string, kind: NotificationKind, params: NotificationParams = {}): Unread => ({ id, kind, params, at });

/** What each kind of loan repayment is called: collected by the bank, paid by the customer, or the loan paid off. */
const repaymentKind = { automatic: 'loanCollected', customer: 'loanPaymentMade', payoff: 'loanPaidOff' } as const;

function fromEvent(event: UserEvent, position: number): Unread | null {
  const id = `e${position}`;
  const { at } = event.data;
  switch (event.type) {
    case 'TransferSent':
      return note(id, at, 'transferSent', { amount: money(event.data.amount, event.data.currency), name: event.data.recipientName });
    case 'TransferReceived':
      return note(id, at, 'received', { amount: money(event.data.amount, event.data.currency), name: event.data.senderName });
    case 'DepositConfirmed':
      return note(id, at, 'depositConfirmed', { amount: money(event.data.amount, event.data.currency) });
    case 'DepositRejected':
      // The customer reads the reason's own words, never the administrator's note.
      return note(id, at, 'depositRejected', { amount: money(event.data.amount, event.data.currency), reason: { word: `depositReasons.${event.data.reasonCode}` } });
    case 'UserStatusChanged':
      return note(id, at, 'statusChanged', { status: { word: `statuses.${event.data.to}` } });
    case 'CardFrozen':
      return note(id, at, 'cardFrozen');
    case 'CreditScoreRecorded':
      return note(id, at, 'creditScore', { score: event.data.score });
    case 'LoanFundsReceived':
      return note(id, at, 'loanDisbursed', { amount: money(event.data.amount), loan: event.data.productName });
    case 'LoanRepaymentPaid':
      return note(id, at, repaymentKind[event.data.source], { amount: money(event.data.amount), loan: event.data.productName });
    case 'InterestPosted':
      // A month that earned nothing is recorded, but is not news.
      return event.data.amount > 0 ? note(id, at, 'interestPaid', { amount: money(event.data.amount), month: { month: event.data.month } }) : null;
    default:
      return null;
  }
}

/** A sign-in counts when its device differs from every earlier sign-in's (the first ever is not news). */
function newDeviceSignIns(signIns: readonly SignIn[]): Unread[] {
  const seen = new Set<string>();
  const result: Unread[] = [];
  for (const signIn of [...signIns].sort((a, b) => a.at.localeCompare(b.at))) {
    const device: NotificationValue = signIn.browser === undefined ? signIn.device : { browser: signIn.browser, platform: signIn.platform ?? null };
    if (seen.size > 0 && !seen.has(signIn.device)) result.push(note(`s${signIn.sessionId}`, signIn.at, 'newSignIn', { device }));
    seen.add(signIn.device);
  }
  return result;
}

/** Each alert's words, by the key the alert was written with (domain/alerts/alerts.ts). */
const alertKinds: Record<string, NotificationKind> = {
  transferAbove: 'alertTransferAbove', received: 'alertReceived', depositReached: 'alertDepositReached', balanceBelow: 'alertBalanceBelow', newDevice: 'alertNewDevice',
};
const ALERT_MONEY = new Set(['amount', 'limit', 'balance']);

function alertNotification(alert: SentAlert): Unread {
  const id = `a${alert.alertId}`;
  const kind = alert.text ? alertKinds[alert.text] : undefined;
  const subject = { word: `alertSubjects.${alert.kind}` };
  // Alerts sent before they kept their facts are shown with the message they were sent with.
  if (!kind || !alert.params) return note(id, alert.at, 'alertEmailed', { subject, message: alert.message });
  const currency = alert.params.currency === 'BTC' ? 'BTC' : 'USD';
  const params: NotificationParams = { subject };
  for (const [name, value] of Object.entries(alert.params)) {
    if (name !== 'currency') params[name] = ALERT_MONEY.has(name) && typeof value === 'number' ? money(value, name === 'amount' ? currency : 'USD') : value;
  }
  return note(id, alert.at, kind, params);
}

const reminderNotification = (r: SentReminder): Unread =>
  note(`l${r.loanId}-${r.number}-${r.kind}-${r.dueDate}`, r.at, r.kind === 'due_soon' ? 'loanDueSoon' : 'loanMissed', { amount: money(r.amount), loan: r.productName, date: { day: r.dueDate } });

const decisionNotification = (d: LoanDecision): Unread =>
  note(`d${d.loanId}-${d.decision}`, d.at, d.decision === 'approved' ? 'loanApproved' : 'loanRejected', { amount: money(d.principal), loan: d.productName });

/** The reason is a catalogue word per code, so a new reason is one line there; until it has one, the rules' words are shown. */
const skippedNotification = (s: SkippedPayment): Unread =>
  note(`o${s.orderId}-${s.occurrence}`, s.at, 'standingOrderSkipped', { amount: money(s.amount), name: s.name, date: { day: s.date }, reason: { word: `skipReasons.${s.reason}`, fallback: knownSaid(s.said) ?? s.message } });

export function customerNotifications(sources: NotificationSources, readUpTo: string | null): Notification[] {
  const all = [
    ...sources.events.map((e) => fromEvent(e.event, e.position)).filter((n) => n !== null),
    ...newDeviceSignIns(sources.signIns ?? []),
    ...(sources.alerts ?? []).map(alertNotification),
    ...(sources.reminders ?? []).map(reminderNotification),
    ...(sources.loanDecisions ?? []).map(decisionNotification),
    ...(sources.skippedPayments ?? []).map(skippedNotification),
  ];
  return all
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, NOTIFICATION_LIMIT)
    .map((n) => ({ ...n, read: readUpTo !== null && n.at <= readUpTo }));
}
