/**
 * The whole bank as of a position in the log: users, the book of every account, sessions,
 * settings and membership numbers. The server keeps it live; an audit replay folds the
 * same function from position zero, so both always agree.
 */
import { standingOrderDecider, type StandingOrder } from '../standing-orders/decider.ts';
import { standingOrderEventSchemas, type StandingOrderEvent } from '../standing-orders/events.ts';
import type { BankEvent } from '../catalogue.ts';
import { applyPostings } from '../ledger/postings.ts';
import { evolveSession, type Session, type SessionEvent } from '../session/session.ts';
import { evolveSettings, initialSettingsState, type SettingsState } from '../settings/state.ts';
import type { SettingsEvent } from '../settings/events.ts';
import { userEventSchemas, type UserEvent } from '../user/events.ts';
import { applyToBackOffice, emptyBackOffice, type BackOfficeView } from './back-office.ts';
import { evolveUser, initialUserState, type User } from '../user/state.ts';
import type { LoanEvent } from '../loans/events.ts';
import { initialLoanProducts, evolveLoanProducts, type LoanProductEvent, type LoanProductsState } from '../loans/products.ts';
import { evolveLoan, initialLoanState, type Loan } from '../loans/state.ts';

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
  /**
   * Each user's most recently started session, by id: the language a customer's device last used
   * (adapters/bank/customer-language.ts, on every code, alert and receipt) is one lookup, not a walk
   * over every session the bank has ever started.
   */
  latestSessions: Map<string, string>;
  settings: SettingsState;
  memberships: Map<string, { issuedAt: string; redeemedBy: string | null }>;
  eventCount: number;
  /** Every loan by id, and the loan products in force with their history (domain/loans). */
  loans: Map<string, Loan>;
  loanProducts: LoanProductsState;
  /** The back office's read models (admin lists, activity log, inbox), from the same fold. */
  office: BackOfficeView;
  /** Every standing order by id, for the scheduler's run and the customer's and back office's lists. */
  standingOrders: Map<string, StandingOrder>;
}

/** `withOffice: false` skips the back office's lists (transaction rows, activity log, inbox): what an audit replay does. */
export const emptyBank = ({ withOffice = true }: { withOffice?: boolean } = {}): BankView => ({
  position: 0, users: new Map(), usersByEmail: new Map(), usersByAccountNumber: new Map(), book: new Map(),
  sessions: new Map(), latestSessions: new Map(), settings: initialSettingsState, memberships: new Map(), eventCount: 0, loans: new Map(), loanProducts: initialLoanProducts,
  office: emptyBackOffice(withOffice),
  standingOrders: new Map(),
});

const USER_EVENTS = new Set(Object.keys(userEventSchemas));
const SESSION_EVENTS = new Set(['SessionStarted', 'SessionRefreshed', 'SessionActivityRecorded', 'SessionRevoked']);

const STANDING_ORDER_EVENTS = new Set(Object.keys(standingOrderEventSchemas));

function applyStandingOrderEvent(view: BankView, orderId: string, event: StandingOrderEvent): void {
  view.standingOrders.set(orderId, standingOrderDecider.evolve(view.standingOrders.get(orderId) ?? standingOrderDecider.initialState, event));
}

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
  else if (event.type === 'DemoEpochStarted') closeDemoEpoch(view);
  else if (event.type === 'LoanProductSaved') view.loanProducts = evolveLoanProducts(view.loanProducts, event as LoanProductEvent);
  else if (streamId.startsWith('loan-')) applyLoanEvent(view, streamId.slice('loan-'.length), event as LoanEvent);
  else if (STANDING_ORDER_EVENTS.has(event.type)) applyStandingOrderEvent(view, streamId.slice('standing-order-'.length), event as StandingOrderEvent);
  // The month-end loan-loss provision (domain/loans/provisioning.ts): only its entry reaches the book.
  else if (event.type === 'ProvisionPosted') applyPostings(view.book, event.data.postings);
  applyToBackOffice(view.office, logged.position, streamId, event, view.users, logged.recordedAt, view.loans);
  return view;
}

function applyUserEvent(view: BankView, userId: string, event: UserEvent): void {
  // A customer closed out by a demo reset can no longer sign in; anything later on their stream stays in the log only.
  if (!view.users.has(userId) && event.type !== 'UserRegistered') return;
  const next = evolveUser(view.users.get(userId) ?? initialUserState, event);
  if (!next.exists) return;
  view.users.set(userId, next);
  if (event.type === 'UserRegistered') {
    // A customer registered in the field with no e-mail address has none to find them by (docs/field.md).
    if (next.email) view.usersByEmail.set(next.email, userId);
    view.usersByAccountNumber.set(next.accountNumber, userId);
  }
  if (event.type === 'EmailChanged') {
    view.usersByEmail.delete(event.data.from);
    view.usersByEmail.set(event.data.to, userId);
  }
  if ('postings' in event.data) applyPostings(view.book, event.data.postings);
}

/** A loan's own stream: its state, and the entries that do not touch the customer (interest falling due, late fees). */
function applyLoanEvent(view: BankView, loanId: string, event: LoanEvent): void {
  const next = evolveLoan(view.loans.get(loanId) ?? initialLoanState, event);
  if (next.exists) view.loans.set(loanId, next);
  if ('postings' in event.data) applyPostings(view.book, event.data.postings);
}

/** Demo reset: customers of the closed epoch leave the current view; their events and book entries stay. */
function closeDemoEpoch(view: BankView): void {
  for (const [id, user] of view.users) {
    if (user.role !== 'user') continue;
    view.users.delete(id);
    view.usersByEmail.delete(user.email);
  }
}

function applySessionEvent(view: BankView, sessionId: string, event: SessionEvent): void {
  const current = view.sessions.get(sessionId);
  const next = evolveSession(current ?? { exists: false }, event);
  if (!next.exists) return;
  view.sessions.set(sessionId, next);
  // The first session started at the latest moment stays the latest, as a walk in log order would find.
  const latest = view.sessions.get(view.latestSessions.get(next.userId) ?? '');
  if (!latest || next.createdAt > latest.createdAt) view.latestSessions.set(next.userId, sessionId);
}

/** Folds a list of events from nothing: the replay an auditor runs. */
export function replayBank(events: Iterable<LoggedEvent>, options: { withOffice?: boolean } = {}): BankView {
  const view = emptyBank(options);
  for (const logged of events) applyToBank(view, logged);
  return view;
}
