/** Forgot password (/forgot-password, DECISIONS 15): asks for the e-mail and has the server mail a single-use reset link; the answer never says whether the address has an account. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { BankApiError } from '../../adapters/client/bank-api.ts';
import { requestPasswordReset } from '../../adapters/client/records-api.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) { setError('Email is required'); return; }
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>Forgot password</h1>
        {sent ? (
          <p role="status" className="alert alert-success">If an account exists for that email, we have sent a password reset link.</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p className="auth-lead">Enter your email address and we will send you a link to choose a new password.</p>
            <FormAlert message={error} />
            <div className="form-field">
              <label htmlFor="forgot-email">Email Address</label>
              <input id="forgot-email" className="input" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>Send Reset Link</button>
          </form>
        )}
        <p className="auth-switch"><Link to="/login" className="text-link">Back to sign in</Link></p>
      </div>
    </section>
  );
}
