/** What Forgot password and Reset password share: one check, one server call, a success notice in place of the form, and the way back to sign-in. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { BankApiError } from '../../../adapters/client/bank-api.ts';

/**
 * Submits once the check passes (it returns the message to show, or null): busy meanwhile,
 * finished when the server accepted, else the server's own text or the generic failure.
 */
export function useOneStepSubmit(check: () => string | null, send: () => Promise<unknown>) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) { setError(problem); return; }
    setBusy(true);
    setError(null);
    try {
      await send();
      setFinished(true);
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { error, finished, busy, submit: (event: FormEvent) => void submit(event) };
}

interface CardProps {
  title: string;
  /** Shown in place of the form once the server accepted. */
  finishedText: string | null;
  children: ReactNode;
}

/** The sign-in card around the form, with "Back to sign in" under it. */
export function OneStepCard({ title, finishedText, children }: CardProps) {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{title}</h1>
        {finishedText !== null ? <p role="status" className="alert alert-success">{finishedText}</p> : children}
        <p className="auth-switch"><Link to="/login" className="text-link">{t('forgot.back')}</Link></p>
      </div>
    </section>
  );
}
