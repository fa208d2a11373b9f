/** The pieces every transfer wizard shows the same way: the step indicator, the PIN step and the one-time code step. */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';

const STEPS = ['Details', 'PIN', 'Verify'] as const;
export type StepName = (typeof STEPS)[number];

export function StepIndicator({ current }: { current: StepName }) {
  const index = STEPS.indexOf(current);
  const { t } = useTranslation('money');
  return (
    <ol className="wizard-steps" aria-label={t('wizard.stepsLabel')}>
      {STEPS.map((step, i) => (
        <li key={step} className={i < index ? 'done' : i === index ? 'current' : ''} aria-current={i === index ? 'step' : undefined}>
          <span className="wizard-step-number" aria-hidden="true">{i + 1}</span> {t(`wizard.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

interface PinStepProps {
  pin: string;
  error: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  children?: ReactNode;
}

/** Step 2: the 4-digit transaction PIN; while the server checks it and e-mails the code, "Sending verification code...". */
export function PinStep({ pin, error, busy, onChange, onSubmit, onBack, children }: PinStepProps) {
  const { t } = useTranslation('money');
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
      <h2 id="pin-step-heading" className="wizard-heading">{t('wizard.pinHeading')}</h2>
      {children}
      <FormAlert message={error} />
      <TextField id="transfer-pin" label={t('wizard.pinLabel')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onValueChange={onChange} />
      <p className="field-hint">{t('wizard.pinHint')}</p>
      {busy && <p className="wizard-busy" role="status">{t('wizard.sendingCode')}</p>}
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={busy}>{t('back')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('continue')}</button>
      </div>
    </form>
  );
}

interface VerifyStepProps {
  code: string;
  codeSentTo: string | null;
  error: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  /** The transfer summary shown above the code. */
  summary: ReactNode;
  /** This transfer can no longer be confirmed (too many wrong codes, code expired): offer a new one instead of the code field. */
  closed?: { onStartAgain: () => void; onNewCode: () => void };
}

/** Step 3: the 4-digit one-time code e-mailed by the bank, with the summary of what will move. */
export function VerifyStep({ code, codeSentTo, error, busy, onChange, onSubmit, onBack, summary, closed }: VerifyStepProps) {
  const { t } = useTranslation('money');
  if (closed) return <ClosedVerifyStep error={error} busy={busy} summary={summary} {...closed} />;
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
      <h2 id="verify-step-heading" className="wizard-heading">{t('wizard.verifyHeading')}</h2>
      <p className="field-hint">
        {t('wizard.codeSent', { to: codeSentTo ?? t('wizard.yourEmail') })}
      </p>
      {summary}
      <FormAlert message={error} />
      <TextField id="transfer-code" label={t('wizard.codeLabel')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={code} onValueChange={onChange} />
      {busy && <p className="wizard-busy" role="status">{t('wizard.processing')}</p>}
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={busy}>{t('back')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('wizard.verifyButton')}</button>
      </div>
    </form>
  );
}

/** After "Too many wrong codes" or an expired code: the reason, and the two ways on (issue 13). */
function ClosedVerifyStep({ error, busy, summary, onStartAgain, onNewCode }: { error: string | null; busy: boolean; summary: ReactNode; onStartAgain: () => void; onNewCode: () => void }) {
  const { t } = useTranslation('money');
  return (
    <div>
      <h2 id="verify-step-heading" className="wizard-heading">{t('wizard.verifyHeading')}</h2>
      {summary}
      <FormAlert message={error} />
      <p className="field-hint">{t('wizard.closedHint')}</p>
      {busy && <p className="wizard-busy" role="status">{t('wizard.processing')}</p>}
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={onStartAgain} disabled={busy}>{t('wizard.startAgain')}</button>
        <button type="button" className="btn btn-primary" onClick={onNewCode} disabled={busy} aria-busy={busy}>{t('wizard.sendNewCode')}</button>
      </div>
    </div>
  );
}

/** A label/value list for summaries and receipts. */
export function SummaryList({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <dl className="summary-list" data-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}
