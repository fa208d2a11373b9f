/** One transaction as the dashboard lists it: description, date and time, signed amount and coloured status. */
import type { TransactionItem } from '../../../adapters/client/records-api.ts';
import { signedAmount, statusClass } from '../../records-format.ts';

export function TransactionListItem({ row }: { row: TransactionItem }) {
  return (
    <li>
      <span className="tx-main">
        <span>{row.description}</span>
        <span className="tx-meta">{row.date} {row.time} · {row.category}</span>
      </span>
      <span className="tx-side">
        <span className={row.type === 'credit' ? 'amount-credit' : 'amount-debit'}>{signedAmount(row)}</span>
        <span className={statusClass(row.status)}>{row.status}</span>
      </span>
    </li>
  );
}
