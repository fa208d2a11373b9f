/** One transaction as the dashboard lists it: description, date and time, signed total (fee included) and coloured status. */
import { useTranslation } from 'react-i18next';
import type { TransactionItem } from '../../../adapters/client/records-api.ts';
import { formatDateTime } from '../../format/dates.ts';
import { signedTotal } from '../../format/money.ts';
import { statusClass } from '../../format/status.ts';
import { useRowText } from '../../i18n/domain-text.ts';

export function TransactionListItem({ row }: { row: TransactionItem }) {
  const { t } = useTranslation('records');
  const text = useRowText();
  return (
    <li>
      <span className="tx-main">
        <span>{text(row.description)}</span>
        <span className="tx-meta">{formatDateTime(row.date, row.time)} · {text(row.category)}</span>
      </span>
      <span className="tx-side">
        <span className={row.type === 'credit' ? 'amount-credit' : 'amount-debit'}>{signedTotal(row)}</span>
        <span className={statusClass(row.status)}>{t(`statuses.${row.status}`, { defaultValue: row.status })}</span>
      </span>
    </li>
  );
}
