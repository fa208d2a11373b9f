/**
 * The whole bank as of a position in the log: users, the book of every account, sessions,
 * settings and membership numbers. The server keeps it live; an audit replay folds the
 * same function from position zero, so both always agree.
 */
import type { BankEvent } from '../catalogue.ts';
import { applyPostings } from '../ledger/postings.ts';
import { evolveSession, type Session, type SessionEvent } from '../session/session.ts';
import { evolveSettings, initialSettingsState, type SettingsState } from '../settings/state.ts';
import type { SettingsEvent } from '../settings/events.ts';
import type { UserEvent } from '../user/events.ts';
import { evolveUser, initialUserState, type User } from '../user/state.ts';

export interface LoggedEvent {
  position: number;
  streamId: string;
  event: BankEvent;
  recordedAt: string;
}

export interface BankView {
  position: number;
  users: Map<string, User>;
  usersByEmail: Map<string, string>;
  usersByAccountNumber: Map<string, string>;
  /** Balance of every account, customers' and the bank's, in minor units. */
  book: Map<string, number>;
  sessions: Map<string, Session>;
  settings: SettingsState;
  memberships: Map<string, { issuedAt: string; redeemedBy: string | null }>;
  eventCount: number;
}

export const emptyBank = (): BankView => ({
  position: 0, users: new Map(), usersByEmail: new Map(), usersByAccountNumber: new Map(), book: new Map(),
  sessions: new Map(), settings: initialSettingsState, memberships: new Map(), eventCount: 0,
});

const USER_EVENTS = new Set(['UserRegistered', 'CardIssued', 'UserStatusChanged', 'ProfileUpdated', 'PreferencesUpdated', 'DepositRequested', 'DepositConfirmed', 'TransferSent', 'TransferReceived', 'BalanceAdjusted']);
const SESSION_EVENTS = new Set(['SessionStarted', 'SessionRefreshed', 'SessionActivityRecorded', 'SessionRevoked']);

/** Applies one event in place (the caller owns the view); returns it for chaining. */
export function applyToBank(view: BankView, logged: LoggedEvent): BankView {
  const { event, streamId } = logged;
  view.position = logged.position;
  view.eventCount += 1;
  if (USER_EVENTS.has(event.type)) applyUserEvent(view, streamId.slice('user-'.length), event as UserEvent);
  else if (SESSION_EVENTS.has(event.type)) applySessionEvent(view, streamId.slice('session-'.length), event as SessionEvent);
  else if (event.type === 'SettingsUpdated') view.settings = evolveSettings(view.settings, event as SettingsEvent, logged.recordedAt);
  else if (event.type === 'MembershipNumberIssued') view.memberships.set(event.data.number, { issuedAt: event.data.at, redeemedBy: null });
  else if (event.type === 'MembershipNumberRedeemed') view.memberships.set(event.data.number, { issuedAt: view.memberships.get(event.data.number)?.issuedAt ?? event.data.at, redeemedBy: event.data.userId });
  return view;
}

function applyUserEvent(view: BankView, userId: string, event: UserEvent): void {
  const next = evolveUser(view.users.get(userId) ?? initialUserState, event);
  if (!next.exists) return;
  view.users.set(userId, next);
  if (event.type === 'UserRegistered') {
    view.usersByEmail.set(next.email, userId);
    view.usersByAccountNumber.set(next.accountNumber, userId);
  }
  if ('postings' in event.data) applyPostings(view.book, event.data.postings);
}

function applySessionEvent(view: BankView, sessionId: string, event: SessionEvent): void {
  const current = view.sessions.get(sessionId);
  const next = evolveSession(current ?? { exists: false }, event);
  if (next.exists) view.sessions.set(sessionId, next);
}

/** Folds a list of events from nothing: the replay an auditor runs. */
export function replayBank(events: Iterable<LoggedEvent>): BankView {
  const view = emptyBank();
  for (const logged of events) applyToBank(view, logged);
  return view;
}
