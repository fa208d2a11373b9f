/**
 * The rules of e-mail alerts: what the customer chose, which events of their money stream call
 * for an alert (a transfer above their amount, the balance crossing below theirs, money
 * received) and whether a sign-in is from a device not seen before, each worded in the customer's
 * language (domain/i18n/server-messages.ts). Pure: the reactors (adapters/reactors/) mail.
 */
import type { Decider } from '../decider.ts';
import { unreachable } from '../errors.ts';
import { customerAccount } from '../ledger/accounts.ts';
import { btcText, usdText } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';
import { say } from '../i18n/server-messages.ts';
import { toDecimalString, type Currency } from '../money/money.ts';
import { userEventSchemas, type UserEvent } from '../user/events.ts';
import type { AlertKind, AlertPreferences, AlertsEvent } from './events.ts';

export interface AlertsState {
  prefs: AlertPreferences | null;
  /** Money events up to this user-stream version have been checked. */
  checkedUpTo: number;
  sentIds: ReadonlySet<string>;
}

export interface Alert {
  alertId: string;
  kind: AlertKind;
  /** The e-mail's words in the customer's language. */
  message: string;
  /** The same message as a key and its facts, for the notifications list to word in the reader's language. */
  text: AlertText;
  params: Record<string, string | number>;
  upTo: number | null;
}

type AlertText = 'transferAbove' | 'received' | 'depositReached' | 'balanceBelow' | 'newDevice';

/** An alert worded in the customer's language from its key and facts (money in minor units, in `currency` or USD). */
function alert(language: Language, alertId: string, kind: AlertKind, text: AlertText, params: Record<string, string | number>, upTo: number | null): Alert {
  const currency = params.currency === 'BTC' ? 'BTC' : 'USD';
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? money(language, value, name === 'amount' ? currency : 'USD') : value]));
  return { alertId, kind, message: say(language, (m) => m.alerts[text], values), text, params, upTo };
}

export const noAlerts: AlertsState = { prefs: null, checkedUpTo: 0, sentIds: new Set() };

export type AlertsCommand =
  | { type: 'SetAlertPreferences'; prefs: AlertPreferences; userVersion: number; at: string }
  | { type: 'SendAlerts'; alerts: readonly Alert[]; at: string };

function evolve(state: AlertsState, event: AlertsEvent): AlertsState {
  switch (event.type) {
    case 'AlertPreferencesSet': {
      const { upTo, at: _at, ...prefs } = event.data;
      return { ...state, prefs, checkedUpTo: Math.max(state.checkedUpTo, upTo) };
    }
    case 'AlertSent':
      return { ...state, checkedUpTo: Math.max(state.checkedUpTo, event.data.upTo ?? 0), sentIds: new Set([...state.sentIds, event.data.alertId]) };
  }
}

const samePrefs = (a: AlertPreferences | null, b: AlertPreferences): boolean =>
  !!a && a.newDevice === b.newDevice && a.transferAbove === b.transferAbove && a.balanceBelow === b.balanceBelow && a.moneyReceived === b.moneyReceived;

export const alertsDecider: Decider<AlertsCommand, AlertsEvent, AlertsState> = {
  initialState: noAlerts,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'SetAlertPreferences':
        if (samePrefs(state.prefs, command.prefs)) return [];
        return [{ type: 'AlertPreferencesSet', data: { ...command.prefs, upTo: command.userVersion, at: command.at } }];
      case 'SendAlerts':
        // An alert already sent (by this server or another) is never sent again.
        return command.alerts.filter((a) => !state.sentIds.has(a.alertId)).map((a) => ({ type: 'AlertSent', data: { ...a, at: command.at } }));
      default:
        return unreachable(command);
    }
  },
};

const money = (language: Language, minor: number, currency: Currency = 'USD') =>
  currency === 'BTC' ? btcText(language, toDecimalString(minor, 'BTC')) : usdText(language, toDecimalString(minor, 'USD'));

/**
 * Every event type of a customer's stream that carries postings: the ways money moves on their
 * account (found from the schemas, so a new way of moving money is alerted on without a list to update).
 */
export const MONEY_MOVEMENT_TYPES: ReadonlySet<UserEvent['type']> = new Set(
  (Object.keys(userEventSchemas) as UserEvent['type'][]).filter((type) => 'postings' in userEventSchemas[type].shape),
);

/** What a movement did to the customer's USD account: the sum of its postings there (0 for an event that moves no money). */
export function usdDelta(userId: string, event: UserEvent): number {
  if (!('postings' in event.data)) return 0;
  const account = customerAccount(userId, 'USD');
  return event.data.postings.filter((p) => p.account === account).reduce((sum, p) => sum + p.amount, 0);
}

function eventAlert(prefs: AlertPreferences, event: UserEvent, version: number, language: Language): Alert | null {
  if (event.type === 'TransferSent' && prefs.transferAbove !== null && event.data.currency === 'USD' && event.data.amount > prefs.transferAbove) {
    return alert(language, `transfer_above-${version}`, 'transfer_above', 'transferAbove', { amount: event.data.amount, name: event.data.recipientName, limit: prefs.transferAbove }, version);
  }
  if (prefs.moneyReceived && event.type === 'TransferReceived') {
    return alert(language, `money_received-${version}`, 'money_received', 'received', { amount: event.data.amount, currency: event.data.currency, name: event.data.senderName }, version);
  }
  if (prefs.moneyReceived && event.type === 'DepositConfirmed') {
    return alert(language, `money_received-${version}`, 'money_received', 'depositReached', { amount: event.data.amount, currency: event.data.currency }, version);
  }
  return null;
}

/** One event of a customer's stream that posts to their account, with its version there and their USD balance just before it. */
export interface Movement {
  userId: string;
  event: UserEvent;
  version: number;
  balanceBefore: number;
}

/**
 * The alerts one movement calls for, whichever way the money moved (a transfer, a standing order,
 * a loan's collection or pay-out, interest, an adjustment, a journal entry): each alert's id names
 * the movement's version, so deciding it twice sends it once. The balance alert fires when the
 * movement takes the balance from at or above the amount to below it, not on every movement while
 * it stays low; nothing fires for movements before the customer chose (versions up to checkedUpTo).
 */
export function movementAlerts(state: AlertsState, movement: Movement, language: Language = 'en'): Alert[] {
  const prefs = state.prefs;
  if (!prefs || movement.version <= state.checkedUpTo) return [];
  const { event, version, balanceBefore } = movement;
  const balance = balanceBefore + usdDelta(movement.userId, event);
  const alerts: Alert[] = [];
  const found = eventAlert(prefs, event, version, language);
  if (found) alerts.push(found);
  if (prefs.balanceBelow !== null && balanceBefore >= prefs.balanceBelow && balance < prefs.balanceBelow) {
    alerts.push(alert(language, `balance_below-${version}`, 'balance_below', 'balanceBelow', { balance, limit: prefs.balanceBelow }, version));
  }
  return alerts;
}

/** A sign-in from a device none of the customer's earlier sessions used (the first ever is not news). */
export function newDeviceAlert(prefs: AlertPreferences | null, sessionId: string, device: string, earlierDevices: readonly string[], language: Language = 'en'): Alert | null {
  if (!prefs?.newDevice || earlierDevices.length === 0 || earlierDevices.includes(device)) return null;
  return alert(language, `new_device-${sessionId}`, 'new_device', 'newDevice', { device }, null);
}

/** The e-mail subject of each kind of alert, in a language. */
export const alertSubject = (language: Language, kind: AlertKind): string => say(language, (m) => m.alerts.subjects[kind]);
