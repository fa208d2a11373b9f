/**
 * What account set-up (a customer registered in the field) and an administrator's invitation
 * share: the form where a person chooses their own password and 4-digit PIN, sent once with the
 * link's token; the server checks the password rule and the link's single use, and its field
 * errors or text are shown here.
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';

const emptyForm = { password: '', confirmPassword: '', pin: '', confirmPin: '' };

/** The four secrets a person chooses, as the server's set-up and invitation calls take them. */
export type ChosenSecrets = typeof emptyForm;

interface Props<Answer> {
  /** Prefix of the fields' ids, so that two pages never share one. */
  idPrefix: string;
  lead: ReactNode;
  submitLabel: string;
  /** Sends the chosen secrets; it throws the server's refusal. */
  send: (secrets: ChosenSecrets) => Promise<Answer>;
  /** Called with the server's answer once it accepted the secrets. */
  onDone: (answer: Answer) => void;
}

export function ChoosePasswordAndPinForm<Answer>({ idPrefix, lead, submitLabel, send, onDone }: Props<Answer>) {
  const { t } = useTranslation('auth');
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof ChosenSecrets) => ({ id: `${idPrefix}-${key}`, value: form[key], error: errors[key], onValueChange: (value: string) => setForm({ ...form, [key]: value }) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      onDone(await send(form));
    } catch (failure) {
      if (failure instanceof BankApiError && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
      else setError(failure instanceof BankApiError && failure.detail ? failure.detail : t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p>{lead}</p>
      <FormAlert message={error} />
      <TextField {...field('password')} label={t('invitation.password')} type="password" autoComplete="new-password" maxLength={200} />
      <TextField {...field('confirmPassword')} label={t('invitation.confirmPassword')} type="password" autoComplete="new-password" maxLength={200} />
      <TextField {...field('pin')} label={t('invitation.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
      <TextField {...field('confirmPin')} label={t('invitation.confirmPin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{submitLabel}</button>
    </form>
  );
}
