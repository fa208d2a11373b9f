/** Sign-up (/signup): renders the signup machine's form by section and welcomes the new customer once the server opens the account. */
import { useEffect, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { signupMessages } from '../../domain/user/form-messages.ts';
import type { SignupTextField } from '../../machines/signup.machine.ts';
import { signupFormMachine } from '../machine-actors.ts';
import { TextField } from '../components/TextField.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { useMessage } from '../i18n/useMessage.ts';

type InputHints = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength' | 'inputMode'>;

interface Section {
  /** Key under signup.sections in the auth namespace. */
  title: string;
  fields: [SignupTextField, InputHints][];
}

const sections: Section[] = [
  { title: 'membership', fields: [['membershipNumber', { autoComplete: 'off' }]] },
  {
    title: 'personal',
    fields: [
      ['firstName', { autoComplete: 'given-name' }],
      ['lastName', { autoComplete: 'family-name' }],
      ['email', { type: 'email', autoComplete: 'email' }],
      ['phone', { type: 'tel', autoComplete: 'tel' }],
      ['dateOfBirth', { type: 'date', autoComplete: 'bday' }],
      ['ssn', { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }],
    ],
  },
  {
    title: 'address',
    fields: [
      ['address', { autoComplete: 'street-address' }],
      ['city', { autoComplete: 'address-level2' }],
      ['state', { autoComplete: 'address-level1' }],
      ['zipCode', { autoComplete: 'postal-code', inputMode: 'numeric' }],
    ],
  },
  {
    title: 'security',
    fields: [
      ['password', { type: 'password', autoComplete: 'new-password' }],
      ['confirmPassword', { type: 'password', autoComplete: 'new-password' }],
      ['pin', { type: 'password', inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }],
      ['confirmPin', { type: 'password', inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }],
    ],
  },
];


export function SignupPage() {
  const [snapshot, send] = useMachine(signupFormMachine);
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const { t: label } = useTranslation('validation');
  const message = useMessage();
  const welcomed = useRef(false);
  const { form, error, fieldErrors } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  useEffect(() => {
    if (!snapshot.matches('success') || welcomed.current) return;
    welcomed.current = true;
    window.alert(t('signup.welcome', { success: message(signupMessages.success) }));
    void navigate('/dashboard', { replace: true });
  }, [snapshot, navigate, t, message]);

  return (
    <section className="auth-page">
      <div className="auth-card auth-card-wide">
        <h1>{t('signup.title')}</h1>
        <p className="auth-lead">{t('signup.lead')}</p>
        <FormAlert message={message(error)} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit', today: format(new Date(), 'yyyy-MM-dd') });
          }}
        >
          {sections.map((section) => (
            <fieldset key={section.title} className="form-section">
              <legend>{t(`signup.sections.${section.title}`)}</legend>
              <div className="form-grid">
                {section.fields.map(([field, hints]) => (
                  <TextField
                    key={field}
                    id={field}
                    label={label(`fields.${field}`)}
                    required
                    value={form[field]}
                    onValueChange={(value) => send({ type: 'field.change', field, value })}
                    error={message(fieldErrors[field])}
                    {...hints}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <label className="checkbox terms">
            <input type="checkbox" checked={form.agreeToTerms} onChange={(event) => send({ type: 'terms.change', agreed: event.target.checked })} />
            {t('signup.terms')}
          </label>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
            {t('signup.submit')}
          </button>
        </form>
        <p className="auth-switch">
          {t('signup.haveAccount')} <Link to="/login" className="text-link">{t('signup.loginLink')}</Link>
        </p>
      </div>
    </section>
  );
}
