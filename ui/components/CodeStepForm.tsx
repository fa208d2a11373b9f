/** The second step of every coded operation in the step-up table (a payee, a standing order set up or resumed): where the code went, the code field, the action and a way back. One form, so every door asks for its code the same way. */
import type { FormEvent } from 'react';
import { TextField } from './TextField.tsx';

export interface CodeStepFormProps {
  /** The field's id, unique on the page. */
  id: string;
  /** "We sent a code to a***@example.com", in the reader's language. */
  sentText: string;
  codeLabel: string;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  backLabel: string;
  onBack: () => void;
}

export function CodeStepForm(props: CodeStepFormProps) {
  return (
    <form className="page-stack" onSubmit={props.onSubmit} noValidate>
      <p role="status">{props.sentText}</p>
      <TextField id={props.id} label={props.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={props.code} onValueChange={props.onCodeChange} error={props.error} />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={props.busy}>{props.submitLabel}</button>
        <button type="button" className="btn btn-outline" disabled={props.busy} onClick={props.onBack}>{props.backLabel}</button>
      </div>
    </form>
  );
}
