/**
 * Tells a customer whose money movement is locked after wrong one-time codes (DECISIONS 26) why
 * transfers and card reveals are refused and how to lift the lock; when this tab opened the
 * e-mailed unlock link before signing in again, it offers to finish unlocking with it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { pendingUnlockToken, unlockMoneyMovement } from '../../../adapters/client/money-api.ts';
import { useReloadAll } from '../../resources.tsx';
import { useSignedInUser } from '../../shell/signed-in-user.ts';

export function MoneyLockNotice() {
  const user = useSignedInUser();
  const { t } = useTranslation('money');
  const reloadAll = useReloadAll();
  const [token, setToken] = useState(pendingUnlockToken);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (done) return <p className="alert alert-success" role="status">{t('moneyLock.done')}</p>;
  if (!user.money_lock?.locked) return null;
  const unlock = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      await unlockMoneyMovement(value);
      setDone(true);
      await reloadAll();
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('moneyLock.failed'));
      setToken(pendingUnlockToken());
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="alert alert-warning money-lock" role="alert" aria-labelledby="money-lock-title">
      <h2 id="money-lock-title" className="card-title">{t('moneyLock.title')}</h2>
      <p>{t('moneyLock.text')}</p>
      {error && <p className="field-error">{error}</p>}
      {token && (
        <>
          <p>{t('moneyLock.continue')}</p>
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void unlock(token)}>{t('moneyLock.unlock')}</button>
        </>
      )}
    </section>
  );
}
