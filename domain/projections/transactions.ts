/**
 * Turns the money events of a user's stream into the transaction rows every screen shows
 * (history, dashboard, statements, admin lists): one row per movement, signed by
 * direction, never re-deriving a balance the ledger already holds.
 */
import type { Currency } from '../money/money.ts';
import { valuationText } from '../transfer/bitcoin-valuation.ts';
import type { UserEvent } from '../user/events.ts';

export type TransactionKind = 'demo' | 'deposit' | 'withdrawal' | 'transfer' | 'international_transfer' | 'bitcoin_transfer' | 'transfer_received' | 'adjustment' | 'interest' | 'loan';

export interface TransactionRow {
  /** Stable id: the transfer, deposit or adjustment id from the event. */
  id: string;
  userId: string;
  /** credit = money in, debit = money out (part 2 section 3). */
  type: 'credit' | 'debit';
  kind: TransactionKind;
  currency: Currency;
  /** Minor units, always positive; `type` gives the direction. */
  amount: number;
  /** The fee charged with it (minor units); zero for money in. */
  fee: number;
  /** What left or reached the account: amount plus fee (minor units, positive; `type` gives the direction). */
  total: number;
  description: string;
  category: string;
  reference: string;
  counterparty: string;
  status: 'completed' | 'pending' | 'failed';
  /** ISO time of the movement. */
  at: string;
  /** Position in the log, for ordering and for replay. */
  position: number;
  /** What else the ledger recorded that a customer should see: a Bitcoin transfer's price and whether it was live (DECISIONS 29). */
  note?: string;
}

/** The parts of a row that depend on the event; the rest (id, user, position) every row has. */
interface RowFields {
  type: TransactionRow['type'];
  kind: TransactionKind;
  currency: Currency;
  amount: number;
  fee: number;
  description: string;
  category: string;
  reference: string;
  counterparty: string;
  status: TransactionRow['status'];
  at: string;
  note?: string;
}

/**
 * One row, always built by this literal in this field order: the back office keeps a row per
 * money event of the whole log, and same-shaped literals take about a third of the memory
 * (and garbage-collection time) of rows spread from a partial object.
 */
const makeRow = (id: string, userId: string, position: number, f: RowFields): TransactionRow => ({
  id, userId, type: f.type, kind: f.kind, currency: f.currency, amount: f.amount, fee: f.fee, total: f.amount + f.fee, description: f.description,
  category: f.category, reference: f.reference, counterparty: f.counterparty, status: f.status, at: f.at, position, note: f.note ?? '',
});

/** The row for one event, or null for events that move no money. */
export function transactionRow(userId: string, position: number, event: UserEvent): TransactionRow | null {
  switch (event.type) {
    case 'DepositRequested': {
      const { depositId, currency, amount, method, reference, at } = event.data;
      return makeRow(depositId, userId, position, { type: 'credit', kind: 'deposit', currency, amount, fee: 0, description: `Deposit (${method})`, category: 'Deposit', reference, counterparty: '', status: 'pending', at });
    }
    case 'DepositConfirmed': {
      const { depositId, currency, amount, method, at } = event.data;
      return makeRow(depositId, userId, position, { type: 'credit', kind: 'deposit', currency, amount, fee: 0, description: `Deposit (${method})`, category: 'Deposit', reference: depositId, counterparty: '', status: 'completed', at });
    }
    case 'DepositRejected': {
      // The reference and description are kept from the request's row (customerTransactions).
      const { depositId, currency, amount, at } = event.data;
      return makeRow(depositId, userId, position, { type: 'credit', kind: 'deposit', currency, amount, fee: 0, description: 'Deposit', category: 'Deposit', reference: depositId, counterparty: '', status: 'failed', at });
    }
    case 'TransferSent': {
      const { transferId, kind, currency, amount, fee, recipientName, description, reference, bitcoin, at } = event.data;
      const rowKind: TransactionKind = currency === 'BTC' ? 'bitcoin_transfer' : kind === 'international' ? 'international_transfer' : 'transfer';
      const note = bitcoin && bitcoin.btcPrice > 0 ? `Valued at ${valuationText(bitcoin.btcPrice, bitcoin, at)}` : '';
      return makeRow(transferId, userId, position, { type: 'debit', kind: rowKind, currency, amount, fee, description: description || `Transfer to ${recipientName}`, category: 'Transfer', reference, counterparty: recipientName, status: 'completed', at, note });
    }
    case 'TransferReceived': {
      const { transferId, currency, amount, senderName, description, reference, at } = event.data;
      return makeRow(`${transferId}-in`, userId, position, { type: 'credit', kind: 'transfer_received', currency, amount, fee: 0, description: description || `Transfer from ${senderName}`, category: 'Transfer', reference, counterparty: senderName, status: 'completed', at });
    }
    case 'BalanceAdjusted': {
      const { adjustmentId, currency, amount, reason, at } = event.data;
      return makeRow(adjustmentId, userId, position, { type: amount >= 0 ? 'credit' : 'debit', kind: 'adjustment', currency, amount: Math.abs(amount), fee: 0, description: reason, category: 'Adjustment', reference: adjustmentId, counterparty: 'Trust Microfinance Bank', status: 'completed', at });
    }
    case 'AdminTransactionPosted': {
      const { transactionId, kind, currency, amount, fee, status, description, reference, recipientName, at } = event.data;
      const type = kind === 'deposit' ? 'credit' : 'debit';
      return makeRow(transactionId, userId, position, { type, kind, currency, amount, fee, description: description || `${kind} transaction`, category: categoryOf(kind), reference, counterparty: recipientName, status, at });
    }
    case 'AdminTransactionCorrected':
    case 'AdminTransactionReversed':
      return correctionRow(userId, position, event);
    case 'InterestPosted': {
      // A month whose accrual rounded to less than a cent is recorded as posted but moved nothing: no row.
      const { month, amount, at } = event.data;
      if (amount === 0) return null;
      return makeRow(`interest-${month}`, userId, position, { type: 'credit', kind: 'interest', currency: 'USD', amount, fee: 0, description: interestDescription(month), category: 'Interest', reference: `INTEREST-${month.replace('-', '')}`, counterparty: 'Trust Microfinance Bank', status: 'completed', at });
    }
    case 'DemoTransactionPosted': {
      const { transactionId, type, currency, amount, description, category, reference, status, at } = event.data;
      return makeRow(transactionId, userId, position, { type, kind: 'demo', currency, amount, fee: 0, description, category, reference, counterparty: '', status, at });
    }
    case 'LoanFundsReceived': {
      const { loanId, productName, amount, reference, at } = event.data;
      return makeRow(`${loanId}-disbursed`, userId, position, { type: 'credit', kind: 'loan', currency: 'USD', amount, fee: 0, description: `${productName} disbursed`, category: 'Loan', reference, counterparty: 'Trust Microfinance Bank', status: 'completed', at });
    }
    case 'LoanRepaymentPaid': {
      const { paymentId, productName, amount, source, reference, at } = event.data;
      const what = source === 'payoff' ? 'payoff' : source === 'automatic' ? 'instalment collected' : 'repayment';
      return makeRow(paymentId, userId, position, { type: 'debit', kind: 'loan', currency: 'USD', amount, fee: 0, description: `${productName} ${what}`, category: 'Loan', reference, counterparty: 'Trust Microfinance Bank', status: 'completed', at });
    }
    default:
      return null;
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Savings interest for October 2026": the month the interest was earned, in the customer's words. */
export function interestDescription(month: string): string {
  return `Savings interest for ${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

const categoryOf = (kind: string): string => (kind === 'deposit' ? 'Deposit' : kind === 'withdrawal' ? 'Withdrawal' : 'Transfer');

/** A correction or reversal is its own row: what it moved on the customer's accounts, signed by direction. */
function correctionRow(userId: string, position: number, event: Extract<UserEvent, { type: 'AdminTransactionCorrected' | 'AdminTransactionReversed' }>): TransactionRow {
  const customer = event.data.postings.filter((p) => p.account.startsWith('customer:'));
  const amount = customer.reduce((sum, p) => sum + p.amount, 0);
  const currency = customer[0]?.currency ?? 'USD';
  const reversal = event.type === 'AdminTransactionReversed';
  const id = reversal ? event.data.reversalId : event.data.correctionId;
  const label = reversal ? 'Reversal' : 'Correction';
  return makeRow(id, userId, position, {
    type: amount >= 0 ? 'credit' : 'debit', kind: 'adjustment', currency, amount: Math.abs(amount), fee: 0,
    description: `${label} of ${event.data.transactionId}: ${event.data.reason}`, category: 'Adjustment', reference: id,
    counterparty: 'Trust Microfinance Bank', status: 'completed', at: event.data.at,
  });
}

/**
 * A user's rows, newest first, from their stream's events with positions. One row per id:
 * a confirmed or rejected deposit replaces its pending row and keeps the reference it was requested with.
 */
export function customerTransactions(userId: string, events: readonly { position: number; event: UserEvent }[]): TransactionRow[] {
  const rows = new Map<string, TransactionRow>();
  for (const { position, event } of events) {
    const row = transactionRow(userId, position, event);
    if (row) rows.set(row.id, keptFrom(rows.get(row.id), row));
  }
  return [...rows.values()].sort((a, b) => b.position - a.position);
}

/**
 * A later row of the same movement (a deposit confirmed or rejected) keeps the reference and
 * description it was requested with: the one reference the customer was told to quote, on the
 * history, the statement and the admin log alike.
 */
export function keptFrom(earlier: TransactionRow | undefined, row: TransactionRow): TransactionRow {
  return earlier ? { ...row, reference: earlier.reference, description: earlier.description } : row;
}
