/**
 * A customer registered in the field by a loan officer (issue 29 item 6) opens the e-mailed link
 * (/account-setup?token=...) and chooses their own password and 4-digit PIN; the server checks the
 * password rule and the link's single use. Nobody at the bank ever knows either. A customer with no
 * e-mail address is told the account number they sign in with.
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BankApiError, call } from '../../adapters/client/bank-api.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { TextField } from '../components/TextField.tsx';
import { OneStepCard } from './password/OneStepForm.tsx';

const emptyForm = { password: '', confirmPassword: '', pin: '', confirmPin: '' };

export function AccountSetupPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Done: null before; then the account number a customer with no e-mail address signs in with, or '' for the others.
  const [done, setDone] = useState<string | null>(null);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof emptyForm) => ({ id: `setup-${key}`, value: form[key], error: errors[key], onValueChange: (value: string) => setForm({ ...form, [key]: value }) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      const { accountNumber } = await call('account-setup', { token, ...form });
      setDone(accountNumber ?? '');
    } catch (failure) {
      if (failure instanceof BankApiError && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
      else setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <OneStepCard title={t('setup.title')} finishedText={done === null ? null : done ? t('setup.doneAccount', { accountNumber: done }) : t('setup.done')}>
      {!token ? <p className="alert alert-error" role="alert">{t('setup.invalid')}</p> : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>{t('setup.lead')}</p>
          <FormAlert message={error} />
          <TextField {...field('password')} label={t('invitation.password')} type="password" autoComplete="new-password" maxLength={200} />
          <TextField {...field('confirmPassword')} label={t('invitation.confirmPassword')} type="password" autoComplete="new-password" maxLength={200} />
          <TextField {...field('pin')} label={t('invitation.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
          <TextField {...field('confirmPin')} label={t('invitation.confirmPin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{t('setup.submit')}</button>
        </form>
      )}
    </OneStepCard>
  );
}
