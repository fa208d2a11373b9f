/**
 * Register a customer (/admin/register-customer, issue 29 item 6): a loan officer or administrator
 * opens an account for someone met in the field. The account opens pending; the customer gets a
 * link by e-mail or SMS to set their own password and PIN; staff then add identifiers and documents
 * from the customer's User Details (in the field area: the customer's page, `field`), and a second
 * member of staff approves the KYC before the account is activated. The field area
 * (/field/register) shows this same form and opens the new customer's page once registered.
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { BankApiError, call } from '../../../adapters/client/bank-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';

const fields = [
  ['firstName', 'text', 100], ['lastName', 'text', 100], ['email', 'email', 254], ['phone', 'tel', 40],
  ['dateOfBirth', 'date', 10], ['address', 'text', 200], ['city', 'text', 100], ['state', 'text', 100], ['zipCode', 'text', 20],
] as const;

type Key = (typeof fields)[number][0];
const emptyForm = Object.fromEntries(fields.map(([key]) => [key, ''])) as Record<Key, string>;

export function RegisterCustomerPage({ field = false, onRegistered }: { field?: boolean; onRegistered?: (userId: string, notice: string) => void } = {}) {
  const { t, i18n } = useTranslation('admin');
  const [form, setForm] = useState(emptyForm);
  // The staff member's own language first: an officer working in French mostly registers francophones.
  const [language, setLanguage] = useState<'en' | 'fr'>(i18n.language.startsWith('fr') ? 'fr' : 'en');
  const [sendLinkBy, setSendLinkBy] = useState<'email' | 'sms'>('email');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    setNotice(null);
    try {
      const { userId } = await call('staff-register-customer', { ...form, language, sendLinkBy });
      const done = sendLinkBy === 'sms' ? t('register.doneSms', { phone: form.phone.trim() }) : t('register.done', { email: form.email.trim().toLowerCase() });
      setNotice(done);
      setForm(emptyForm);
      onRegistered?.(userId, done);
    } catch (failure) {
      if (failure instanceof BankApiError) {
        setErrors(failure.errors);
        setError(failure.detail ?? t('refused'));
      } else setError(t('failedTryAgain'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <h1>{t('register.title')}</h1>
      <p className="muted">{t(field ? 'register.leadField' : 'register.lead')}</p>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      <form className="card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="register-heading">
        <h2 id="register-heading" className="card-title">{t('register.formTitle')}</h2>
        <FormAlert message={error} />
        <div className="form-grid">
          {fields.map(([key, type, max]) => (
            <TextField key={key} id={`register-${key}`} label={t(`register.fields.${key}`)} type={type} maxLength={max} value={form[key]} error={errors[key]}
              hint={key === 'email' ? t('register.fields.emailHint') : undefined} onValueChange={(value) => setForm({ ...form, [key]: value })} />
          ))}
          <SelectField id="register-language" label={t('register.fields.language')} placeholder={t('register.chooseLanguage')} value={language} onValueChange={(v) => setLanguage(v === 'fr' ? 'fr' : 'en')}
            options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'Français' }]} />
          <SelectField id="register-send-link-by" label={t('register.fields.sendLinkBy')} placeholder={t('register.fields.sendLinkBy')} value={sendLinkBy} onValueChange={(v) => setSendLinkBy(v === 'sms' ? 'sms' : 'email')}
            options={[{ value: 'email', label: t('register.linkBy.email') }, { value: 'sms', label: t('register.linkBy.sms') }]} />
        </div>
        <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('register.submit')}</button></div>
      </form>
    </div>
  );
}
