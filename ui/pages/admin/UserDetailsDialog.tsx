/** The Details dialog: personal information, account details, financial overview and the suspension history, from the server. */
import { useTranslation } from 'react-i18next';
import { adminCall, type UserDetails } from '../../../adapters/client/admin-api.ts';
import { formatBtc, formatUsd } from '../../format.ts';
import { Dialog } from './Dialog.tsx';
import { StatusBadge, dateOf, dateTimeOf, useAdminData } from './admin-ui.tsx';

export function UserDetailsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data, error } = useAdminData(() => adminCall<UserDetails>('admin-users', { action: 'details', userId }), userId);
  const user = data?.user;
  const { t } = useTranslation('admin');
  return (
    <Dialog title={t('details.title')} onClose={onClose} wide>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {!data || !user ? <p>{t('details.loading')}</p> : (
        <>
          <section aria-labelledby="details-personal">
            <h3 id="details-personal">{t('details.personal')}</h3>
            <dl className="detail-list">
              <div><dt>{t('details.fullName')}</dt><dd>{user.name || '-'}</dd></div>
              <div><dt>{t('email')}</dt><dd>{user.email}</dd></div>
              <div><dt>{t('phone')}</dt><dd>{user.phone || '-'}</dd></div>
              <div><dt>{t('details.dateOfBirth')}</dt><dd>{user.dateOfBirth || '-'}</dd></div>
              <div><dt>{t('details.address')}</dt><dd>{[user.address, user.city, user.state, user.zipCode].filter(Boolean).join(', ') || '-'}</dd></div>
            </dl>
          </section>
          <section aria-labelledby="details-account">
            <h3 id="details-account">{t('details.account')}</h3>
            <dl className="detail-list">
              <div><dt>{t('details.accountNumber')}</dt><dd>{user.accountNumber}</dd></div>
              <div><dt>{t('details.accountType')}</dt><dd>{user.accountType}</dd></div>
              <div><dt>{t('status')}</dt><dd><StatusBadge status={user.status} />{user.frozen ? t('details.frozenSuffix') : ''}</dd></div>
              <div><dt>{t('details.role')}</dt><dd>{user.role === 'admin' ? t('administrator') : t('customer')}</dd></div>
              <div><dt>{t('details.joinDate')}</dt><dd>{dateOf(user.joinDate)}</dd></div>
              <div><dt>{t('details.lastActivity')}</dt><dd>{dateTimeOf(user.lastActivity)}</dd></div>
            </dl>
          </section>
          <section aria-labelledby="details-financial">
            <h3 id="details-financial">{t('details.financial')}</h3>
            <dl className="detail-list">
              <div><dt>{t('details.balance')}</dt><dd>{formatUsd(user.balance)}</dd></div>
              <div><dt>{t('details.bitcoin')}</dt><dd>{formatBtc(user.bitcoinAmount)}</dd></div>
              <div><dt>{t('details.transactions')}</dt><dd>{data.financial.transactionCount}</dd></div>
              <div><dt>{t('details.totalCredits')}</dt><dd>{formatUsd(data.financial.totalCredits)}</dd></div>
              <div><dt>{t('details.totalDebits')}</dt><dd>{formatUsd(data.financial.totalDebits)}</dd></div>
            </dl>
          </section>
          <section aria-labelledby="details-suspensions">
            <h3 id="details-suspensions">{t('details.suspensions')}</h3>
            {data.suspensionHistory.length === 0 ? <p className="muted">{t('details.noSuspensions')}</p> : (
              <ul>
                {data.suspensionHistory.map((entry) => (
                  <li key={entry.id}>{dateTimeOf(entry.timestamp)}: <span className="capitalize">{entry.action}</span>{t('details.suspensionBy', { admin: entry.adminName, from: entry.previousStatus, to: entry.newStatus, reason: entry.reason })}</li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}
