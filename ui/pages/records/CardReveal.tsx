/** PIN step-up inside Card Details: the full number and CVV come from the server only after it checks the transaction PIN. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BankApiError, call } from '../../../adapters/client/bank-api.ts';

export function CardReveal({ cardId }: { cardId: string }) {
  const { t } = useTranslation('records');
  const [asking, setAsking] = useState(false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  const [secrets, setSecrets] = useState<{ number: string; cvv: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (secrets) {
    return (
      <dl className="detail-list" aria-label={t('reveal.detailsLabel')}>
        <div><dt>{t('reveal.fullNumber')}</dt><dd>{secrets.number}</dd></div>
        <div><dt>{t('reveal.cvv')}</dt><dd>{secrets.cvv}</dd></div>
      </dl>
    );
  }
  if (!asking) return <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>{t('reveal.show')}</button>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) { setError(t('reveal.pinFormat')); return; }
    setBusy(true);
    setError('');
    try {
      setSecrets(await call('customer-records', { action: 'reveal_card', cardId, pin }));
    } catch (failure) {
      setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('tryAgain'));
    } finally {
      setBusy(false);
      setPin('');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="page-stack">
      <div className="form-field">
        <label htmlFor={`reveal-pin-${cardId}`}>{t('reveal.pin')}</label>
        <input id={`reveal-pin-${cardId}`} className="input" type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))} aria-invalid={error ? true : undefined} aria-describedby={error ? `reveal-pin-${cardId}-error` : undefined} />
        {error && <span id={`reveal-pin-${cardId}-error`} className="field-error" role="alert">{error}</span>}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>{t('reveal.verify')}</button>
    </form>
  );
}
