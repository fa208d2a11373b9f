/** Reset password (/reset-password?token=...): sets a new password with the mailed single-use link; the server then ends every session. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BankApiError } from '../../adapters/client/bank-api.ts';
import { confirmPasswordReset } from '../../adapters/client/records-api.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) { setError('Password is required'); return; }
    if (password !== confirm) { setError('Passwords do not match'); return; }
    setBusy(true);
    setError(null);
    try {
      await confirmPasswordReset(token, password, confirm);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>Choose a new password</h1>
        {done ? (
          <p role="status" className="alert alert-success">Your password has been reset. Please sign in with your new password.</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <FormAlert message={token ? error : 'This password reset link is invalid or has expired. Please request a new one.'} />
            <div className="form-field">
              <label htmlFor="reset-password">New Password</label>
              <input id="reset-password" className="input" type="password" autoComplete="new-password" maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="form-field">
              <label htmlFor="reset-confirm">Confirm Password</label>
              <input id="reset-confirm" className="input" type="password" autoComplete="new-password" maxLength={200} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy || !token}>Reset Password</button>
          </form>
        )}
        <p className="auth-switch"><Link to="/login" className="text-link">Back to sign in</Link></p>
      </div>
    </section>
  );
}
