/** The member's group this cycle (issue 29 item 3): in joint liability the group answers for each member, so each sees who has paid, who is due and who is late; never anyone's amount. */
import { useTranslation } from 'react-i18next';
import { myGroupStatus } from '../../../adapters/client/loans-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate } from '../../format/dates.ts';
import { useResource } from '../../resources.tsx';

const statusClass = { paid: 'status status-ok', due: 'status status-pending', late: 'status status-bad' } as const;

export function GroupStatusCard() {
  const { t } = useTranslation('records');
  const status = useResource(() => myGroupStatus(), []);
  const group = status.data?.group;
  if (!group) return null;
  return (
    <section className="card" aria-labelledby="group-status-heading">
      <h2 id="group-status-heading" className="card-title">{t('loans.group.title', { name: group.name })}</h2>
      <p className="muted">{group.cycleDate ? t('loans.group.cycle', { date: formatDate(group.cycleDate) }) : t('loans.group.noCycle')}</p>
      <table className="table" ref={labelCells}>
        <caption className="visually-hidden">{t('loans.group.caption', { name: group.name })}</caption>
        <thead><tr><th scope="col">{t('loans.group.member')}</th><th scope="col">{t('loans.group.status')}</th></tr></thead>
        <tbody>
          {group.members.map((m, i) => (
            <tr key={`${m.name}-${i}`}>
              <td>{m.you ? t('loans.group.you', { name: m.name }) : m.name}</td>
              <td><span className={statusClass[m.status]}>{t(`loans.group.${m.status}`)}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
