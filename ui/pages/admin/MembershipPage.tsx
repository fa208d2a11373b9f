/** Membership numbers (/admin/membership): the numbers the bank issued, which were used and by whom, and issuing a new one (DECISIONS 14). */
import { useTranslation } from 'react-i18next';
import { admin } from '../../../adapters/client/admin-api.ts';
import { Notice, StatusBadge, dateTimeOf, messageOf, useAdminData, useNotice } from './admin-ui.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { useRowText } from '../../i18n/domain-text.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

export function MembershipPage() {
  const acts = useBackOfficeActs();
  const { data, error, reload } = useAdminData(() => admin.memberships(), 'membership');
  const { notice, show } = useNotice(4000);
  const { t } = useTranslation('admin');
  const text = useRowText();
  const issue = async () => {
    try {
      const answer = await admin.issueMembership();
      show(t('membership.issued', { number: answer.number }));
      reload();
    } catch (failure) {
      show(messageOf(failure), 'error');
    }
  };
  const rows = data?.numbers.slice(0, 500) ?? [];
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('membership.title')}</h1>
          <p>{t('membership.lead')}</p>
        </div>
        {acts && <button type="button" className="btn btn-primary" onClick={issue}>{t('issueMembership')}</button>}
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <section className="card" aria-labelledby="membership-heading">
        <h2 id="membership-heading" className="card-title">{t('membership.heading', { count: data?.numbers.filter((n) => n.status === 'available').length ?? 0 })}</h2>
        {rows.length === 0 ? <p className="empty-state">{t('membership.none')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('membership.number')}</th><th scope="col">{t('membership.issuedCol')}</th><th scope="col">{t('status')}</th><th scope="col">{t('membership.usedBy')}</th></tr></thead>
              <tbody>{rows.map((n) => <tr key={n.number}><td>{n.number}</td><td>{dateTimeOf(n.issuedAt)}</td><td><StatusBadge status={n.status === 'available' ? 'active' : 'used'} label={t(`membership.statusText.${n.status}`)} /></td><td>{n.usedBy ? <>{text(n.usedBy.name)}{n.usedBy.email && n.usedBy.email !== n.usedBy.name ? <><br /><span className="muted">{n.usedBy.email}</span></> : null}</> : '-'}</td></tr>)}</tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
