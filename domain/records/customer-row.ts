/**
 * What a customer reads of a row (issue 13): never an internal UUID as a reference nor an
 * administrator's reason as a description. The back office keeps both; the customer gets a
 * reference made from the row's kind, day and id, and a description written for them.
 */
import type { TransactionRow } from '../projections/transactions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PREFIX: Partial<Record<TransactionRow['kind'], string>> = { adjustment: 'ADJ', deposit: 'DEP', withdrawal: 'WDL', transfer: 'TRF', international_transfer: 'INT', bitcoin_transfer: 'BTC', transfer_received: 'TRF' };

/** "ADJ-20261124-7B7FBF53": the kind, the day and the id's first eight characters, stable for the same row. */
export function humanReference(row: Pick<TransactionRow, 'kind' | 'at' | 'reference' | 'id'>): string {
  if (!UUID.test(row.reference)) return row.reference;
  return `${PREFIX[row.kind] ?? 'TXN'}-${row.at.slice(0, 10).replace(/-/g, '')}-${row.reference.slice(0, 8).toUpperCase()}`;
}

/** The bank's own entries (adjustments, corrections, reversals) say what they are, not why an administrator made them. */
function customerDescription(row: TransactionRow): string {
  if (row.kind !== 'adjustment') return row.description;
  if (row.description.startsWith('Reversal of ')) return 'Reversal of an earlier transaction by Trust Microfinance Bank';
  if (row.description.startsWith('Correction of ')) return 'Correction of an earlier transaction by Trust Microfinance Bank';
  return row.type === 'credit' ? 'Balance adjustment: credit from Trust Microfinance Bank' : 'Balance adjustment: debit by Trust Microfinance Bank';
}

export function forCustomer(row: TransactionRow): TransactionRow {
  const reference = humanReference(row);
  const description = customerDescription(row);
  return reference === row.reference && description === row.description ? row : { ...row, reference, description };
}
