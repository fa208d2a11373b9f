/**
 * An invited administrator's page (/admin-invitation?token=..., issue 17): says at once whether
 * the link can be used (or that it was used, expired or revoked), then sets a password and PIN;
 * the server checks the password rule and the link's single use again.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { acceptInvitation, checkInvitation, type InvitationStatusName } from '../../adapters/client/invitation-api.ts';
import { BankApiError } from '../../adapters/client/bank-api.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { TextField } from '../components/TextField.tsx';
import { OneStepCard } from './password/OneStepForm.tsx';

const emptyForm = { password: '', confirmPassword: '', pin: '', confirmPin: '' };

export function AdminInvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<InvitationStatusName | 'checking'>(token ? 'checking' : 'invalid');
  const [invitee, setInvitee] = useState<{ email: string; name: string } | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!token) return;
    checkInvitation(token).then((answer) => {
      setStatus(answer.status);
      setInvitee(answer.email ? { email: answer.email, name: answer.name ?? '' } : null);
    }, () => setStatus('invalid'));
  }, [token]);
  return (
    <OneStepCard title={t('invitation.title')} finishedText={done ? t('invitation.done') : null}>
      {status === 'checking' && <p role="status">{t('invitation.checking')}</p>}
      {status !== 'checking' && status !== 'ready' && <p className="alert alert-error" role="alert">{t(`invitation.status.${status}`)}</p>}
      {status === 'ready' && invitee && <AcceptForm token={token} invitee={invitee} onDone={() => setDone(true)} />}
    </OneStepCard>
  );
}

function AcceptForm({ token, invitee, onDone }: { token: string; invitee: { email: string; name: string }; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof emptyForm) => ({ id: `invitation-${key}`, value: form[key], error: errors[key], onValueChange: (value: string) => setForm({ ...form, [key]: value }) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      await acceptInvitation({ token, ...form });
      onDone();
    } catch (failure) {
      if (failure instanceof BankApiError && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
      else setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('invitation.lead', { name: invitee.name, email: invitee.email })}</p>
      <FormAlert message={error} />
      <TextField {...field('password')} label={t('invitation.password')} type="password" autoComplete="new-password" maxLength={200} />
      <TextField {...field('confirmPassword')} label={t('invitation.confirmPassword')} type="password" autoComplete="new-password" maxLength={200} />
      <TextField {...field('pin')} label={t('invitation.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
      <TextField {...field('confirmPin')} label={t('invitation.confirmPin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{t('invitation.submit')}</button>
    </form>
  );
}
