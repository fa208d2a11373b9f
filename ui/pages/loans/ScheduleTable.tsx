/** A repayment schedule as a table: each instalment's date, principal, interest, fees, what was paid (once there is a loan), what is owed and whether it is paid, due or overdue. */
import { useTranslation } from 'react-i18next';
import { formatUsdMinor as formatUsd } from '../../format/money.ts';
import type { LoanInstalmentView } from '../../../adapters/client/loans-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate } from '../../format/dates.ts';

type Row = Pick<LoanInstalmentView, 'number' | 'dueDate' | 'principalMinor' | 'interestMinor' | 'feeMinor' | 'owedMinor' | 'status'> & { paidMinor?: number };

export function ScheduleTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const { t } = useTranslation('records');
  // A schedule before applying has nothing paid; a loan's shows what each payment went to.
  const paid = rows.some((r) => r.paidMinor !== undefined);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="table" ref={labelCells}>
        <caption className="visually-hidden">{caption}</caption>
        <thead><tr>
          <th scope="col">{t('loans.col.number')}</th><th scope="col">{t('loans.col.due')}</th><th scope="col">{t('loans.col.principal')}</th>
          <th scope="col">{t('loans.col.interest')}</th><th scope="col">{t('loans.col.fees')}</th>{paid && <th scope="col">{t('loans.col.paid')}</th>}<th scope="col">{t('loans.col.owed')}</th><th scope="col">{t('loans.col.status')}</th>
        </tr></thead>
        <tbody>{rows.map((r) => (
          <tr key={r.number}>
            <td>{r.number}</td><td>{formatDate(r.dueDate)}</td><td>{formatUsd(r.principalMinor)}</td><td>{formatUsd(r.interestMinor)}</td>
            <td>{formatUsd(r.feeMinor)}</td>{paid && <td>{formatUsd(r.paidMinor ?? 0)}</td>}<td>{formatUsd(r.owedMinor)}</td><td>{t(`loans.instalmentStatus.${r.status}`)}</td>
          </tr>
        ))}</tbody>
      </table>
    </div>
  );
}
