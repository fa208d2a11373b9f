/** Plain-text receipt of one transaction and the browser side of downloading or sharing it (part 2 section 2). */
import i18next from 'i18next';
import type { TransactionItem } from '../../../adapters/client/records-api.ts';
import { formatDate, formatTime } from '../../format/dates.ts';
import { moneyText, signedTotal } from '../../format/money.ts';

export function receiptText(row: TransactionItem): string {
  return [
    'Trust Microfinance Bank - Transaction Receipt',
    `Transaction ID: ${row.id}`,
    `Reference: ${row.reference}`,
    `Description: ${row.description}`,
    `Category: ${row.category}`,
    `Amount: ${moneyText(row, row.amount)}`,
    `Fee: ${moneyText(row, row.fee)}`,
    `${row.type === 'credit' ? 'Total credited' : 'Total debited'}: ${signedTotal(row)}`,
    ...(row.note ? [`Valuation: ${row.note}`] : []),
    `Date: ${formatDate(row.date)}`,
    `Time: ${formatTime(row.time)}`,
    `Status: ${row.status}`,
  ].join('\n');
}

/** The system share sheet when there is one, otherwise the clipboard with the specified alert. */
export async function shareReceipt(row: TransactionItem): Promise<void> {
  const text = receiptText(row);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `Transaction ${row.reference}`, text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await navigator.clipboard.writeText(text);
  window.alert(i18next.t('history.copied', { ns: 'records' }));
}
