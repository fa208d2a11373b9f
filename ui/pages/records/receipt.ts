/** Plain-text receipt of one transaction, in the language shown, and the browser side of downloading or sharing it (part 2 section 2). */
import i18next from 'i18next';
import type { TransactionItem } from '../../../adapters/client/records-api.ts';
import { formatDate, formatTime } from '../../format/dates.ts';
import { moneyText, signedTotal } from '../../format/money.ts';
import { rowText } from '../../i18n/domain-text.ts';

export function receiptText(row: TransactionItem): string {
  return [
    i18next.t('receipt.title', { ns: 'records' }),
    i18next.t('receipt.id', { ns: 'records', value: row.id }),
    i18next.t('receipt.reference', { ns: 'records', value: row.reference }),
    i18next.t('receipt.description', { ns: 'records', value: rowText(row.description) }),
    i18next.t('receipt.category', { ns: 'records', value: rowText(row.category) }),
    i18next.t('receipt.amount', { ns: 'records', value: moneyText(row, row.amount) }),
    i18next.t('receipt.fee', { ns: 'records', value: moneyText(row, row.fee) }),
    row.type === 'credit' ? i18next.t('receipt.totalCredited', { ns: 'records', value: signedTotal(row) }) : i18next.t('receipt.totalDebited', { ns: 'records', value: signedTotal(row) }),
    ...(row.note ? [i18next.t('receipt.valuation', { ns: 'records', value: rowText(row.note) })] : []),
    i18next.t('receipt.date', { ns: 'records', value: formatDate(row.date) }),
    i18next.t('receipt.time', { ns: 'records', value: formatTime(row.time) }),
    i18next.t('receipt.status', { ns: 'records', value: i18next.t(`statuses.${row.status}`, { ns: 'records', defaultValue: row.status }) }),
  ].join('\n');
}

/** The system share sheet when there is one, otherwise the clipboard with the specified alert. */
export async function shareReceipt(row: TransactionItem): Promise<void> {
  const text = receiptText(row);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: i18next.t('receipt.shareTitle', { ns: 'records', reference: row.reference }), text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await navigator.clipboard.writeText(text);
  window.alert(i18next.t('history.copied', { ns: 'records' }));
}
