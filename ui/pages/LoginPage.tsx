/** Sign-in (/login): renders the login machine and sends the user where the server's role says once it succeeds. */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { destinationFor } from '../../machines/login.machine.ts';
import type { LoginField } from '../../machines/login.machine.ts';
import { loadCustomerArea, loginFormMachine } from '../login-actors.ts';
import { TextField } from '../components/TextField.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';

export function LoginPage() {
  const [snapshot, send] = useMachine(loginFormMachine);
  const [showPin, setShowPin] = useState(false);
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const message = useMessage();
  const { values, fieldErrors, formError, remember, role } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const change = (field: LoginField) => (value: string) => {
    // Someone typing here is about to sign in: their area's code comes down while they type (issue 30's 2G phone).
    loadCustomerArea().catch(() => undefined);
    send({ type: 'field.change', field, value });
  };

  useEffect(() => {
    if (snapshot.matches('success') && role) void navigate(destinationFor(role), { replace: true });
  }, [snapshot, role, navigate]);

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('login.title')}</h1>
        <p className="auth-lead">{t('login.lead')}</p>
        <FormAlert message={message(formError)} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {/* The form does its own checks (noValidate), so a customer registered with no e-mail address can type their account number here (docs/field.md); the page stays as the specification draws it. */}
          <TextField id="email" label={t('login.email')} type="email" autoComplete="username" value={values.email} onValueChange={change('email')} error={message(fieldErrors.email)} />
          <TextField id="password" label={t('login.password')} type="password" autoComplete="current-password" value={values.password} onValueChange={change('password')} error={message(fieldErrors.password)} />
          <TextField
            id="pin"
            label={t('login.pin')}
            type={showPin ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={values.pin}
            onValueChange={change('pin')}
            error={message(fieldErrors.pin)}
            action={
              <button type="button" className="input-action" onClick={() => setShowPin(!showPin)} aria-controls="pin">
                {showPin ? t('login.hidePin') : t('login.showPin')}
              </button>
            }
          />
          <div className="form-row">
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(event) => send({ type: 'remember.change', remember: event.target.checked })} />
              {t('login.remember')}
            </label>
            <Link to="/forgot-password" className="text-link">{t('login.forgot')}</Link>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
            {t('login.submit')}
          </button>
        </form>
        <p className="auth-switch">
          {t('login.noAccount')} <Link to="/signup" className="text-link">{t('login.signupLink')}</Link>
        </p>
      </div>
    </section>
  );
}
