/** Unlock sign-in (/unlock-sign-in?token=...): the owner's e-mailed link past sign-in delays; it says whether the link is ready, used or expired. */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { acceptUnlockLink, BankApiError } from '../../adapters/client/bank-api.ts';
import { unlockMessages } from '../../domain/credentials/unlock-messages.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';

type Check = { state: 'checking' } | { state: 'ready'; message: string } | { state: 'refused'; message: string };

export function UnlockSignInPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>({ state: 'checking' });

  useEffect(() => {
    if (!token) return;
    acceptUnlockLink(token).then(
      (message) => setCheck({ state: 'ready', message }),
      (failure: unknown) => setCheck({ state: 'refused', message: failure instanceof BankApiError && failure.detail ? failure.detail : t('unlock.failed') }),
    );
  }, [token, t]);

  const refusal = token ? (check.state === 'refused' ? check.message : null) : unlockMessages.invalid;
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('unlock.title')}</h1>
        {check.state === 'ready' && <p role="status" className="alert alert-success">{message(check.message)}</p>}
        {check.state === 'checking' && token && <p role="status">{t('unlock.checking')}</p>}
        <FormAlert message={message(refusal)} />
        <p className="auth-switch">
          <Link to="/login" className="btn btn-primary btn-block">{t('unlock.signIn')}</Link>
        </p>
      </div>
    </section>
  );
}
