/** A labelled input with its error underneath, wired for screen readers; every form on the site uses it. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useRefusalText } from '../i18n/domain-text.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface Props extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** A control shown inside the field's right edge, such as a show/hide button. */
  action?: ReactNode;
  /** A sentence under the input saying what to enter, read with it by screen readers. */
  hint?: string | undefined;
}

export function TextField({ id, label, value, onValueChange, error, action, hint, ...input }: Props) {
  const shown = useRefusalText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The hint is read with the error, never in its place.
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      id={id}
      name={id}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className="input"
      {...input}
    />
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {action ? <div className="input-with-action">{field}{action}</div> : field}
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <p id={errorId} className="field-error">{shown(error)}</p>}
    </div>
  );
}
