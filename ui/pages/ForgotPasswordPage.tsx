/** Forgot password (/forgot-password, DECISIONS 15): asks for the e-mail and has the server mail a single-use reset link; the answer never says whether the address has an account. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { requestPasswordReset } from '../../adapters/client/records-api.ts';
import { loginMessages } from '../../domain/user/form-messages.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { OneStepCard, useOneStepSubmit } from './password/OneStepForm.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [email, setEmail] = useState('');
  const { error, finished, busy, submit } = useOneStepSubmit(
    () => (email.trim() ? null : loginMessages.emailRequired),
    () => requestPasswordReset(email.trim()),
  );
  return (
    <OneStepCard title={t('forgot.title')} finishedText={finished ? t('forgot.sent') : null}>
      <form onSubmit={submit} noValidate>
        <p className="auth-lead">{t('forgot.lead')}</p>
        <FormAlert message={message(error)} />
        <div className="form-field">
          <label htmlFor="forgot-email">{t('forgot.email')}</label>
          <input id="forgot-email" className="input" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{t('forgot.submit')}</button>
      </form>
    </OneStepCard>
  );
}
