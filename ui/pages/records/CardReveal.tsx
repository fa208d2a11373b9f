/** PIN step-up inside Card Details: the full number and CVV come from the server only after it checks the transaction PIN. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BankApiError, call } from '../../../adapters/client/bank-api.ts';

export function CardReveal({ cardId }: { cardId: string }) {
  const [asking, setAsking] = useState(false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  const [secrets, setSecrets] = useState<{ number: string; cvv: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (secrets) {
    return (
      <dl className="detail-list" aria-label="Full card details">
        <div><dt>Full Card Number</dt><dd>{secrets.number}</dd></div>
        <div><dt>CVV</dt><dd>{secrets.cvv}</dd></div>
      </dl>
    );
  }
  if (!asking) return <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>Show Card Number and CVV</button>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) { setError('PIN must be 4 digits'); return; }
    setBusy(true);
    setError('');
    try {
      setSecrets(await call<{ number: string; cvv: string }>('customer-records', { action: 'reveal_card', cardId, pin }));
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
      setPin('');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="page-stack">
      <div className="form-field">
        <label htmlFor={`reveal-pin-${cardId}`}>Transaction PIN</label>
        <input id={`reveal-pin-${cardId}`} className="input" type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))} aria-invalid={error ? true : undefined} aria-describedby={error ? `reveal-pin-${cardId}-error` : undefined} />
        {error && <span id={`reveal-pin-${cardId}-error`} className="field-error" role="alert">{error}</span>}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>Verify PIN</button>
    </form>
  );
}
