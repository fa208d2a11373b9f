/** Reset password (/reset-password?token=...): sets a new password with the mailed single-use link; the server then ends every session. */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { passwordPolicy } from '../../adapters/client/bank-api.ts';
import { confirmPasswordReset } from '../../adapters/client/records-api.ts';
import { passwordLengthProblem } from '../../domain/credentials/password-policy.ts';
import { loginMessages, signupMessages } from '../../domain/user/form-messages.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { OneStepCard, useOneStepSubmit } from './password/OneStepForm.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // The stricter length until the server says what System Settings ask for (DECISIONS 27).
  const [complexity, setComplexity] = useState(true);
  useEffect(() => {
    passwordPolicy().then((rule) => setComplexity(rule.passwordComplexity), () => undefined);
  }, []);
  const check = () => {
    if (!password) return loginMessages.passwordRequired;
    if (password !== confirm) return signupMessages.passwordMismatch;
    return passwordLengthProblem(password, complexity);
  };
  const { error, finished, busy, submit } = useOneStepSubmit(check, () => confirmPasswordReset(token, password, confirm));
  return (
    <OneStepCard title={t('reset.title')} finishedText={finished ? t('reset.done') : null}>
      <form onSubmit={submit} noValidate>
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
    </OneStepCard>
  );
}
