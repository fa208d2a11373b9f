/** Resuming a paused standing order in two steps, as setting one up: the transaction PIN (the server e-mails a code), then the code. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { confirmStandingOrder, resumeStandingOrder, type StandingOrderItem } from '../../../adapters/client/payments-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { CodeStepForm } from '../../components/CodeStepForm.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';

export function ResumeOrderDialog({ order, onClose, onResumed }: { order: StandingOrderItem | null; onClose: () => void; onResumed: () => Promise<void> }) {
  const { t } = useTranslation('payments');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ changeId: string; to: string } | null>(null);
  const [error, setError] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => { setPin(''); setCode(''); setSent(null); setError(null); onClose(); };
  const run = (work: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    work().catch((failure: unknown) => {
      setError(failure instanceof BankApiError ? { text: failure.detail ?? t('orders.failed'), fields: failure.errors } : { text: t('orders.failed'), fields: {} });
    }).finally(() => setBusy(false));
  };
  const send = run(async () => {
    const answer = await resumeStandingOrder(order?.orderId ?? '', pin);
    setSent({ changeId: answer.changeId, to: answer.codeSentTo });
  });
  const confirm = run(async () => {
    await confirmStandingOrder(order?.orderId ?? '', sent?.changeId ?? '', code);
    close();
    await onResumed();
  });

  return (
    <Dialog title={t('orders.resumeTitle')} open={order !== null} onClose={close}>
      <p>{t('orders.resumeText', { name: order?.recipientName ?? '' })}</p>
      {error && <FormAlert message={error.text} />}
      {sent ? (
        <CodeStepForm id="resume-code" sentText={t('orders.resumeCodeSent', { to: sent.to })} codeLabel={t('payees.code')} code={code} onCodeChange={setCode} error={error?.fields.code}
          busy={busy} submitLabel={t('orders.resume')} onSubmit={confirm} backLabel={t('orders.keep')} onBack={close} />
      ) : (
        <form className="page-stack" onSubmit={send} noValidate>
          <TextField id="resume-pin" label={t('payees.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onValueChange={setPin} error={error?.fields.pin} />
          <div className="button-row">
            <button type="submit" className="btn btn-primary" disabled={busy}>{t('payees.sendCode')}</button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={close}>{t('orders.keep')}</button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
