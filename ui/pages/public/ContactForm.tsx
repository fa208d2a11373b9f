/** The contact message form (part 2 sections 4 and 5): rules, a 500-character counter, a sending state, and a thank-you shown for 5 seconds. */
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContactMessage } from '../../../adapters/client/public-site.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, emptyContactForm, validateContact } from './contact-rules.ts';
import type { ContactErrors, ContactField, ContactForm as Form } from './contact-rules.ts';

type Phase = 'idle' | 'sending' | 'sent' | 'failed';

const SUCCESS_MS = 5_000;

export function ContactForm() {
  const { t } = useTranslation('site');
  const [form, setForm] = useState<Form>(emptyContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = window.setTimeout(() => setPhase('idle'), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const change = (field: ContactField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPhase('sending');
    try {
      const { phone, ...rest } = form;
      await sendContactMessage({ ...rest, name: rest.name.trim(), email: rest.email.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) });
      setForm(emptyContactForm);
      setPhase('sent');
    } catch (error) {
      console.error('Contact message was not accepted', error);
      setPhase('failed');
    }
  };

  const error = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined);
  const sending = phase === 'sending';
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="contact-form-heading" className="section-title">{t('contact.formTitle')}</h2>
      <p className="muted">{t('contact.formLead')}</p>
      {phase === 'sent' && <div className="alert alert-success" role="status">{t('contact.success')}</div>}
      <FormAlert message={phase === 'failed' ? t('contact.failure') : null} />
      <div className="form-grid">
        <Field id="contact-name" label={t('contact.name')} error={error('name')} required>
          <input id="contact-name" className="input" autoComplete="name" value={form.name} onChange={(e) => change('name')(e.target.value)} {...describe('contact-name', error('name'))} required maxLength={200} />
        </Field>
        <Field id="contact-email" label={t('contact.email')} error={error('email')} required>
          <input id="contact-email" className="input" type="email" autoComplete="email" value={form.email} onChange={(e) => change('email')(e.target.value)} {...describe('contact-email', error('email'))} required maxLength={254} />
        </Field>
        <Field id="contact-phone" label={t('contact.phone')}>
          <input id="contact-phone" className="input" type="tel" autoComplete="tel" value={form.phone} onChange={(e) => change('phone')(e.target.value)} maxLength={40} />
        </Field>
        <Field id="contact-subject" label={t('contact.subject')} error={error('subject')} required>
          <select id="contact-subject" className="input" value={form.subject} onChange={(e) => change('subject')(e.target.value)} {...describe('contact-subject', error('subject'))} required>
            <option value="">{t('contact.chooseSubject')}</option>
            {CONTACT_SUBJECTS.map((subject) => <option key={subject} value={subject}>{t(`contact.subjects.${subject}`)}</option>)}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label={t('contact.message')} error={error('message')} required>
        <textarea
          id="contact-message"
          className="input textarea"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={form.message}
          onChange={(e) => change('message')(e.target.value)}
          required
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={error('message') ? 'contact-message-counter contact-message-error' : 'contact-message-counter'}
        />
        <p id="contact-message-counter" className="field-hint">{t('contact.counter', { count: form.message.length })}</p>
      </Field>
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}

const describe = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}

function Field({ id, label, error, required = false, children }: FieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="required-mark" aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}
