/**
 * Unlock money movement (/unlock-money?token=...): the page the e-mailed link opens after wrong
 * one-time codes locked transfers (DECISIONS 26). The customer must be signed in again (the lock
 * ended every session); the token is kept for this tab so the dashboard can finish it after sign-in.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BankApiError } from '../../adapters/client/bank-api.ts';
import { rememberUnlockToken, unlockMoneyMovement } from '../../adapters/client/money-api.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { signedInAs } from '../loaders.ts';
import { useResource } from '../resources.tsx';

/** Whether a customer is signed in on this tab; any refusal or failure means "sign in first". */
const signedInCustomer = () => signedInAs('user').then(() => true, () => false);

export function UnlockMoneyPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useResource(signedInCustomer, []).data;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // A link the server refused (used, expired, not this customer's) will not work on a retry either.
  const [refused, setRefused] = useState(false);
  useEffect(() => { if (token) rememberUnlockToken(token); }, [token]);
  const unlock = async () => {
    setBusy(true);
    setError(null);
    try {
      await unlockMoneyMovement(token);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('unlockMoney.failed'));
      setRefused(failure instanceof BankApiError && failure.status === 400);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('unlockMoney.title')}</h1>
        {done ? (
          <>
            <p role="status" className="alert alert-success">{t('unlockMoney.done')}</p>
            <p><Link to="/dashboard" className="btn btn-primary btn-block">{t('unlockMoney.toDashboard')}</Link></p>
          </>
        ) : !token ? (
          <FormAlert message={t('unlockMoney.missing')} />
        ) : (
          <>
            <p>{t('unlockMoney.lead')}</p>
            <p className="muted">{t('unlockMoney.notYou')}</p>
            <FormAlert message={error} />
            {signedIn === undefined ? null : refused ? (
              <p><Link to="/dashboard" className="btn btn-outline btn-block">{t('unlockMoney.toDashboard')}</Link></p>
            ) : signedIn ? (
              <button type="button" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy} onClick={() => void unlock()}>{t('unlockMoney.submit')}</button>
            ) : (
              <>
                <p role="status" className="alert alert-warning">{t('unlockMoney.signInFirst')}</p>
                <p><Link to="/login" className="btn btn-primary btn-block">{t('unlockMoney.signIn')}</Link></p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
