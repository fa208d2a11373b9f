/** Display helpers shared by the record pages: signed amounts, status colours, month names; digits rearranged, never float arithmetic. */
import { formatBtc, formatUsd } from './format.ts';

interface Amounted {
  type: 'credit' | 'debit';
  currency: 'USD' | 'BTC';
  amount: string;
}

/** Plus sign for money in, minus for money out (part 2 section 2). */
export function signedAmount(row: Amounted): string {
  const text = row.currency === 'BTC' ? formatBtc(row.amount) : formatUsd(row.amount);
  return `${row.type === 'credit' ? '+' : '-'}${text}`;
}

/** What left or reached the account, amount plus fee, signed (DECISIONS 29: history rows show fees and totals). */
export function signedTotal(row: Amounted & { total: string }): string {
  return signedAmount({ ...row, amount: row.total });
}

/** An unsigned amount in the row's own currency (the fee column, the amount before the fee). */
export const moneyText = (row: Pick<Amounted, 'currency'>, amount: string): string => (row.currency === 'BTC' ? formatBtc(amount) : formatUsd(amount));

/** completed green, pending yellow, anything else red. */
export function statusClass(status: string): string {
  if (status === 'completed' || status === 'active') return 'status status-ok';
  if (status === 'pending') return 'status status-pending';
  if (status === 'frozen') return 'status status-frozen';
  return 'status status-bad';
}

export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export { monthName } from '../domain/records/statement-text.ts';
