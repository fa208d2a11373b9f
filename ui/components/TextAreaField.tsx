/** A labelled multi-line input with its error underneath, wired for screen readers like TextField. */
import type { TextareaHTMLAttributes } from 'react';
import { useRefusalText } from '../i18n/domain-text.ts';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>;

interface Props extends AreaProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

export function TextAreaField({ id, label, value, onValueChange, error, ...area }: Props) {
  const shown = useRefusalText();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={id}
        className="input"
        rows={3}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...area}
      />
      {error && <p id={errorId} className="field-error">{shown(error)}</p>}
    </div>
  );
}
