/**
 * A user as their own stream tells it: identity, status, cards, balances and the running
 * totals the transfer limits need. Balances come only from the postings on their events.
 */
import { destinationKey } from '../payees/destination.ts';
import { ownAccountCurrency } from '../ledger/accounts.ts';
import type { Posting } from '../ledger/postings.ts';
import type { Currency } from '../money/money.ts';
import { evolveInterest, noInterestYet, type InterestState } from '../savings/state.ts';
import type { CreditFactors, DepositRejectionReason, ProfileFields, UserEvent, UserRole, UserStatus } from './events.ts';

export interface Card {
  cardId: string;
  brand: string;
  kind: 'debit' | 'credit';
  holder: string;
  last4: string;
  expiry: string;
  /** A frozen card refuses payments until the customer unfreezes it. */
  frozen: boolean;
  /** The full number and CVV, sealed with AES-256-GCM (CardSecretsSealed); null until sealed. */
  sealed: string | null;
}

/** The score the bank recorded from a bureau report (DECISIONS 20). */
export interface CreditScore {
  score: number;
  factors: CreditFactors;
  /** Where the score came from (absent on scores recorded before it was asked). */
  bureau: string | null;
  reportDate: string | null;
  /** The administrator who recorded it. */
  by: string;
  at: string;
}

/** A request for a new or replacement card, waiting for the bank to issue it. */
export interface CardRequest {
  requestId: string;
  kind: 'new' | 'replacement';
  replacesCardId: string | null;
  at: string;
}

export interface User {
  exists: true;
  id: string;
  role: UserRole;
  email: string;
  profile: ProfileFields;
  dateOfBirth: string;
  accountNumber: string;
  status: UserStatus;
  /** Frozen by the bank: no money may leave the account until it is unfrozen. */
  frozen: boolean;
  createdAt: string;
  cards: Card[];
  cardRequests: CardRequest[];
  creditScore: CreditScore | null;
  preferences: Record<string, unknown>;
  balances: Record<Currency, number>;
  /** Deposit instructions by id: Processing until the bank confirms receipt. */
  deposits: Record<string, DepositRecord>;
  /** Outgoing USD (amount plus fee) on the UTC day and month of the last transfer, for limits. */
  spent: { day: string; dayTotal: number; month: string; monthTotal: number };
  /** When each USD destination (payees/cooling-off.ts destinationKey) was first paid: details never paid are a new payee. */
  paidTo: Record<string, string>;
  /** Savings interest posted so far: the last month and the part of a cent carried (domain/savings). */
  interest: InterestState;
}

export interface DepositRecord {
  amount: number;
  method: string;
  reference: string;
  status: 'Processing' | 'completed' | 'rejected';
  requestedAt: string;
  confirmedAt: string | null;
  /** When the bank turned it down, and the reason code the customer is shown. */
  rejectedAt?: string;
  rejectionReason?: DepositRejectionReason;
}

export type UserState = { exists: false } | User;

export const initialUserState: UserState = { exists: false };

export const dayOf = (at: string): string => at.slice(0, 10);
export const monthOf = (at: string): string => at.slice(0, 7);

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') return registered(event.data);
  if (!state.exists) throw new Error(`${event.type} before UserRegistered`);
  switch (event.type) {
    case 'CardIssued': {
      const { at: _at, ...card } = event.data;
      return { ...state, cards: [...state.cards, { ...card, frozen: false, sealed: null }] };
    }
    case 'CardFrozen':
    case 'CardUnfrozen': {
      const frozen = event.type === 'CardFrozen';
      return { ...state, cards: state.cards.map((card) => (card.cardId === event.data.cardId ? { ...card, frozen } : card)) };
    }
    case 'CardSecretsSealed':
      return { ...state, cards: state.cards.map((card) => (card.cardId === event.data.cardId ? { ...card, sealed: event.data.sealed } : card)) };
    case 'CardRequested': {
      const { requestId, kind, replacesCardId, at } = event.data;
      return { ...state, cardRequests: [...state.cardRequests, { requestId, kind, replacesCardId, at }] };
    }
    case 'CreditScoreRecorded':
      return { ...state, creditScore: { score: event.data.score, factors: event.data.factors, bureau: event.data.bureau ?? null, reportDate: event.data.reportDate ?? null, by: event.data.by, at: event.data.at } };
    case 'UserStatusChanged':
      return { ...state, status: event.data.to };
    case 'ProfileUpdated':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'PreferencesUpdated':
      return { ...state, preferences: { ...state.preferences, ...event.data.preferences } };
    case 'DepositRequested': {
      const { depositId, amount, method, reference, at } = event.data;
      return { ...state, deposits: { ...state.deposits, [depositId]: { amount, method, reference, status: 'Processing', requestedAt: at, confirmedAt: null } } };
    }
    case 'DepositConfirmed': {
      const { depositId, amount, method, at } = event.data;
      const known = state.deposits[depositId];
      const record: DepositRecord = { amount, method, reference: known?.reference ?? depositId, status: 'completed', requestedAt: known?.requestedAt ?? at, confirmedAt: at };
      const deposits = { ...state.deposits, [depositId]: record };
      return withPostings({ ...state, deposits }, event.data.postings);
    }
    case 'DepositRejected': {
      const known = state.deposits[event.data.depositId];
      if (!known) return state;
      const record: DepositRecord = { ...known, status: 'rejected', rejectedAt: event.data.at, rejectionReason: event.data.reasonCode };
      return { ...state, deposits: { ...state.deposits, [event.data.depositId]: record } };
    }
    case 'TransferReceived':
    case 'BalanceAdjusted':
    case 'DemoTransactionPosted':
      return withPostings(state, event.data.postings);
    case 'AdminTransactionPosted':
    case 'AdminTransactionCorrected':
    case 'AdminTransactionReversed':
    case 'LoanFundsReceived':
    case 'LoanRepaymentPaid':
      return withPostings(state, event.data.postings);
    case 'AccountFreezeChanged':
      return { ...state, frozen: event.data.frozen };
    case 'InterestPosted':
      return withPostings({ ...state, interest: evolveInterest(state.interest, event) }, event.data.postings);
    case 'EmailChanged':
      return { ...state, email: event.data.to };
    case 'ProfileCorrected':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'TransferSent': {
      const moved = withPostings(state, event.data.postings);
      const { currency, amount, fee, at } = event.data;
      return currency === 'USD' ? firstPaid(countSpending(moved, amount + fee, at), event.data) : moved;
    }
  }
}

function registered(data: Extract<UserEvent, { type: 'UserRegistered' }>['data']): User {
  return {
    exists: true,
    id: data.userId,
    role: data.role,
    email: data.email,
    profile: {
      firstName: data.firstName, lastName: data.lastName, phone: data.phone,
      address: data.address, city: data.city, state: data.state, zipCode: data.zipCode,
    },
    dateOfBirth: data.dateOfBirth,
    accountNumber: data.accountNumber,
    status: data.status,
    frozen: false,
    createdAt: data.at,
    cards: [],
    cardRequests: [],
    creditScore: null,
    preferences: {},
    balances: { USD: 0, BTC: 0 },
    deposits: {},
    spent: { day: '', dayTotal: 0, month: '', monthTotal: 0 },
    paidTo: {},
    interest: noInterestYet,
  };
}

/** Applies only the postings to this user's own accounts; the bank's side lives in the ledger. */
function withPostings(user: User, postings: readonly Posting[]): User {
  let usd = user.balances.USD;
  let btc = user.balances.BTC;
  for (const posting of postings) {
    const currency = ownAccountCurrency(posting.account, user.id);
    if (currency === 'USD') usd += posting.amount;
    else if (currency === 'BTC') btc += posting.amount;
  }
  return { ...user, balances: { USD: usd, BTC: btc } };
}

function countSpending(user: User, outgoing: number, at: string): User {
  const day = dayOf(at);
  const month = monthOf(at);
  const { spent } = user;
  return {
    ...user,
    spent: {
      day,
      dayTotal: (spent.day === day ? spent.dayTotal : 0) + outgoing,
      month,
      monthTotal: (spent.month === month ? spent.monthTotal : 0) + outgoing,
    },
  };
}

/** Remembers when a destination was first paid (its cooling-off counts from then), once per destination. */
function firstPaid(user: User, sent: { kind: string; recipientAccount: string; recipientBank: string; at: string }): User {
  const key = destinationKey(sent.kind === 'international' ? 'international' : 'local', sent.recipientAccount, sent.recipientBank);
  return user.paidTo[key] ? user : { ...user, paidTo: { ...user.paidTo, [key]: sent.at } };
}

export const foldUser = (events: readonly UserEvent[]): UserState => events.reduce(evolveUser, initialUserState);
