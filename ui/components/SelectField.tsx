/** A labelled drop-down with its error underneath, wired for screen readers like TextField. */
import type { SelectHTMLAttributes } from 'react';
import { useRefusalText } from '../i18n/domain-text.ts';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

interface Props extends SelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  placeholder: string;
  error?: string | undefined;
}

export function SelectField({ id, label, value, onValueChange, options, placeholder, error, ...select }: Props) {
  const shown = useRefusalText();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: v, label: l } = typeof option === 'string' ? { value: option, label: option } : option;
          return <option key={v} value={v}>{l}</option>;
        })}
      </select>
      {error && <p id={errorId} className="field-error">{shown(error)}</p>}
    </div>
  );
}
