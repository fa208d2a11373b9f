/** Sign-in (/login): renders the login machine and sends the user where the server's role says once it succeeds. */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { destinationFor } from '../../machines/login.machine.ts';
import type { LoginField } from '../../machines/login.machine.ts';
import { loginFormMachine } from '../machine-actors.ts';
import { TextField } from '../components/TextField.tsx';
import { FormAlert } from '../components/FormAlert.tsx';

export function LoginPage() {
  const [snapshot, send] = useMachine(loginFormMachine);
  const [showPin, setShowPin] = useState(false);
  const navigate = useNavigate();
  const { values, fieldErrors, formError, remember, role } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const change = (field: LoginField) => (value: string) => send({ type: 'field.change', field, value });

  useEffect(() => {
    if (snapshot.matches('success') && role) void navigate(destinationFor(role), { replace: true });
  }, [snapshot, role, navigate]);

  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>Welcome back</h1>
        <p className="auth-lead">Sign in to your Trust Microfinance Bank account.</p>
        <FormAlert message={formError} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          <TextField id="email" label="Email Address" type="email" autoComplete="email" value={values.email} onValueChange={change('email')} error={fieldErrors.email} />
          <TextField id="password" label="Password" type="password" autoComplete="current-password" value={values.password} onValueChange={change('password')} error={fieldErrors.password} />
          <TextField
            id="pin"
            label="Transaction PIN"
            type={showPin ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={values.pin}
            onValueChange={change('pin')}
            error={fieldErrors.pin}
            action={
              <button type="button" className="input-action" onClick={() => setShowPin(!showPin)} aria-controls="pin">
                {showPin ? 'Hide PIN' : 'Show PIN'}
              </button>
            }
          />
          <div className="form-row">
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(event) => send({ type: 'remember.change', remember: event.target.checked })} />
              Remember me
            </label>
            <Link to="/forgot-password" className="text-link">Forgot password?</Link>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
            Sign In
          </button>
        </form>
        <p className="auth-switch">
          Don&apos;t have an account? <Link to="/signup" className="text-link">Sign up</Link>
        </p>
      </div>
    </section>
  );
}
