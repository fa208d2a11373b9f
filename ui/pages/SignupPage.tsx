/** Sign-up (/signup): renders the signup machine's form by section and welcomes the new customer once the server opens the account. */
import { useEffect, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { signupFieldLabels, signupMessages } from '../../domain/validation/messages.ts';
import type { SignupTextField } from '../../machines/signup.machine.ts';
import { signupFormMachine } from '../machine-actors.ts';
import { TextField } from '../components/TextField.tsx';
import { FormAlert } from '../components/FormAlert.tsx';

type InputHints = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength' | 'inputMode'>;

interface Section {
  title: string;
  fields: [SignupTextField, InputHints][];
}

const sections: Section[] = [
  { title: 'Membership Verification', fields: [['membershipNumber', { autoComplete: 'off' }]] },
  {
    title: 'Personal Information',
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
    title: 'Address Information',
    fields: [
      ['address', { autoComplete: 'street-address' }],
      ['city', { autoComplete: 'address-level2' }],
      ['state', { autoComplete: 'address-level1' }],
      ['zipCode', { autoComplete: 'postal-code', inputMode: 'numeric' }],
    ],
  },
  {
    title: 'Security Information',
    fields: [
      ['password', { type: 'password', autoComplete: 'new-password' }],
      ['confirmPassword', { type: 'password', autoComplete: 'new-password' }],
      ['pin', { type: 'password', inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }],
      ['confirmPin', { type: 'password', inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }],
    ],
  },
];

const welcome = `${signupMessages.success} Welcome to Trust Microfinance Bank.`;

export function SignupPage() {
  const [snapshot, send] = useMachine(signupFormMachine);
  const navigate = useNavigate();
  const welcomed = useRef(false);
  const { form, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  useEffect(() => {
    if (!snapshot.matches('success') || welcomed.current) return;
    welcomed.current = true;
    window.alert(welcome);
    void navigate('/dashboard', { replace: true });
  }, [snapshot, navigate]);

  return (
    <section className="auth-page">
      <div className="auth-card auth-card-wide">
        <h1>Open your account</h1>
        <p className="auth-lead">All fields are required. Have your membership number ready.</p>
        <FormAlert message={error} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {sections.map((section) => (
            <fieldset key={section.title} className="form-section">
              <legend>{section.title}</legend>
              <div className="form-grid">
                {section.fields.map(([field, hints]) => (
                  <TextField
                    key={field}
                    id={field}
                    label={signupFieldLabels[field]}
                    required
                    value={form[field]}
                    onValueChange={(value) => send({ type: 'field.change', field, value })}
                    {...hints}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <label className="checkbox terms">
            <input type="checkbox" checked={form.agreeToTerms} onChange={(event) => send({ type: 'terms.change', agreed: event.target.checked })} />
            I agree to the terms and conditions
          </label>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
            Create Account
          </button>
        </form>
        <p className="auth-switch">
          Already have an account? <Link to="/login" className="text-link">Sign in</Link>
        </p>
      </div>
    </section>
  );
}
