/** Forgot password (/forgot-password, DECISIONS 15): asks for the e-mail and has the server mail a single-use reset link; the answer never says whether the address has an account. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { BankApiError } from '../../adapters/client/bank-api.ts';
import { requestPasswordReset } from '../../adapters/client/records-api.ts';
import { loginMessages } from '../../domain/user/form-messages.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) { setError(loginMessages.emailRequired); return; }
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('forgot.title')}</h1>
        {sent ? (
          <p role="status" className="alert alert-success">{t('forgot.sent')}</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p className="auth-lead">{t('forgot.lead')}</p>
            <FormAlert message={message(error)} />
            <div className="form-field">
              <label htmlFor="forgot-email">{t('forgot.email')}</label>
              <input id="forgot-email" className="input" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{t('forgot.submit')}</button>
          </form>
        )}
        <p className="auth-switch"><Link to="/login" className="text-link">{t('forgot.back')}</Link></p>
      </div>
    </section>
  );
}
