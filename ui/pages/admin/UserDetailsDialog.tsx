/**
 * The Details dialog: personal information, account details, financial overview, the credit
 * score on file (and recording one), the suspension history and whether money movement is locked
 * after wrong one-time codes (with the unlock action, reason required: DECISIONS 26), from the server.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatBtc, formatUsd } from '../../format/money.ts';
import { CreditScoreSection } from './CreditScoreSection.tsx';
import { StandingOrdersSection } from './StandingOrdersSection.tsx';
import { KycSection } from './KycSection.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { StatusBadge, dateOf, dateTimeOf, messageOf, useAdminData } from './admin-ui.tsx';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

export function UserDetailsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data, error, reload } = useAdminData(() => admin.userDetails(userId), userId);
  const user = data?.user;
  const { t } = useTranslation('admin');
  return (
    <Dialog title={t('details.title')} onClose={onClose} closeLabel={t('close')} wide>
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
              <div><dt>{t('details.accountType')}</dt><dd>{t(`accounts.${user.accountType}`, { defaultValue: user.accountType })}</dd></div>
              <div><dt>{t('status')}</dt><dd><StatusBadge status={user.status} />{user.frozen ? t('details.frozenSuffix') : ''}</dd></div>
              <div><dt>{t('details.role')}</dt><dd>{user.role === 'admin' ? t('administrator') : t('customer')}</dd></div>
              <div><dt>{t('details.joinDate')}</dt><dd>{dateOf(user.joinDate)}</dd></div>
              <div><dt>{t('details.lastActivity')}</dt><dd>{dateTimeOf(user.lastActivity)}</dd></div>
              {user.role === 'user' && <div><dt>{t('details.moneyLock')}</dt><dd>{data.moneyLock.locked ? t('details.moneyLocked', { at: dateTimeOf(data.moneyLock.lockedAt) }) : t('details.moneyUnlocked')}</dd></div>}
            </dl>
            {data.moneyLock.locked && <UnlockMoney userId={userId} onUnlocked={reload} />}
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
          {user.role === 'user' && <CreditScoreSection userId={user.id} score={data.creditScore} onRecorded={reload} />}
          {user.role === 'user' && <StandingOrdersSection userId={user.id} />}
          {user.role === 'user' && <KycSection userId={user.id} />}
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

/** The administrator's unlock: a required reason, recorded on MoneyMovementUnlocked. */
function UnlockMoney({ userId, onUnlocked }: { userId: string; onUnlocked: () => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const unlock = async () => {
    setReasonError(reason.trim() ? undefined : t('details.unlockReasonRequired'));
    if (!reason.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await admin.unlockMoney(userId, reason);
      onUnlocked();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  if (!acts) return null;
  return (
    <div className="unlock-money">
      <FormAlert message={error} />
      <TextField id="unlock-money-reason" label={t('details.unlockReason')} value={reason} onValueChange={setReason} maxLength={500} required error={reasonError} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void unlock()}>{t('details.unlockMoney')}</button>
      </div>
    </div>
  );
}
