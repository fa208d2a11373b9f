/** Reset password (/reset-password?token=...): sets a new password with the mailed single-use link; the server then ends every session. */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BankApiError, passwordPolicy } from '../../adapters/client/bank-api.ts';
import { confirmPasswordReset } from '../../adapters/client/records-api.ts';
import { passwordLengthProblem } from '../../domain/credentials/password-policy.ts';
import { loginMessages, signupMessages } from '../../domain/user/form-messages.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // The stricter length until the server says what System Settings ask for (DECISIONS 27).
  const [complexity, setComplexity] = useState(true);
  useEffect(() => {
    passwordPolicy().then((rule) => setComplexity(rule.passwordComplexity), () => undefined);
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) { setError(loginMessages.passwordRequired); return; }
    if (password !== confirm) { setError(signupMessages.passwordMismatch); return; }
    const tooShort = passwordLengthProblem(password, complexity);
    if (tooShort) { setError(tooShort); return; }
    setBusy(true);
    setError(null);
    try {
      await confirmPasswordReset(token, password, confirm);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('reset.title')}</h1>
        {done ? (
          <p role="status" className="alert alert-success">{t('reset.done')}</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <FormAlert message={token ? message(error) : t('reset.invalidLink')} />
            <div className="form-field">
              <label htmlFor="reset-password">{t('reset.password')}</label>
              <input id="reset-password" className="input" type="password" autoComplete="new-password" maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="form-field">
              <label htmlFor="reset-confirm">{t('reset.confirm')}</label>
              <input id="reset-confirm" className="input" type="password" autoComplete="new-password" maxLength={200} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy || !token}>{t('reset.submit')}</button>
          </form>
        )}
        <p className="auth-switch"><Link to="/login" className="text-link">{t('forgot.back')}</Link></p>
      </div>
    </section>
  );
}
