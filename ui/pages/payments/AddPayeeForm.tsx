/** Adding a payee in two steps: the payee's details with the transaction PIN (the server e-mails a code), then the code. The server checks every field with the transfer form's rules. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { confirmPayee, requestPayee } from '../../../adapters/client/payments-api.ts';
import { COUNTRIES, LOCAL_BANKS } from '../../../domain/transfer/form.ts';
import { CodeStepForm } from '../../components/CodeStepForm.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';

export interface PayeeDraft {
  kind: 'local' | 'international';
  details: Record<string, string>;
}

type Kind = PayeeDraft['kind'];

/** The fields each kind asks for, with the transfer forms' own labels (money namespace). */
const FIELDS: Record<Kind, { name: string; label: string }[]> = {
  local: [
    { name: 'recipientName', label: 'local.recipientName' }, { name: 'accountNumber', label: 'local.accountNumber' },
    { name: 'routingNumber', label: 'local.routingNumber' }, { name: 'bankName', label: 'local.bankName' },
  ],
  international: [
    { name: 'recipientName', label: 'international.recipientName' }, { name: 'recipientAddress', label: 'international.recipientAddress' },
    { name: 'recipientCity', label: 'international.city' }, { name: 'recipientCountry', label: 'international.country' },
    { name: 'accountNumber', label: 'international.accountNumber' }, { name: 'swiftCode', label: 'international.swiftCode' },
    { name: 'bankName', label: 'international.bankName' }, { name: 'bankAddress', label: 'international.bankAddress' },
  ],
};

const failureOf = (failure: unknown) => (failure instanceof BankApiError ? { text: failure.detail, fields: failure.errors } : { text: null, fields: {} });

export function AddPayeeForm({ draft, onAdded }: { draft: PayeeDraft | null; onAdded: (name: string) => Promise<void> }) {
  const { t } = useTranslation('payments');
  const { t: tm } = useTranslation('money');
  const [kind, setKind] = useState<Kind>(draft?.kind ?? 'local');
  const [details, setDetails] = useState<Record<string, string>>(draft?.details ?? {});
  const [nickname, setNickname] = useState(draft?.details.recipientName ?? '');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ changeId: string; to: string } | null>(null);
  const [error, setError] = useState<{ text: string | null; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => { setSent(null); setCode(''); setPin(''); setError(null); };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try { await work(); } catch (failure) {
      const { text, fields } = failureOf(failure);
      setError({ text: text ?? t('payees.failed'), fields });
    } finally { setBusy(false); }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await requestPayee(kind, nickname, details, pin);
      setSent({ changeId: answer.changeId, to: answer.codeSentTo });
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await confirmPayee(sent?.changeId ?? '', code);
      reset();
      setDetails({});
      setNickname('');
      await onAdded(answer.payee.nickname);
    });
  };

  return (
    <section className="card page-stack" aria-labelledby="add-payee-heading">
      <h2 id="add-payee-heading" className="card-title">{t('payees.addTitle')}</h2>
      {error?.text && <FormAlert message={error.text} />}
      {!sent ? (
        <form className="page-stack" onSubmit={send} noValidate>
          <SelectField id="payee-kind" label={t('payees.kind')} placeholder={t('payees.kind')} value={kind} onValueChange={(value) => setKind(value === 'international' ? 'international' : 'local')}
            options={[{ value: 'local', label: t('payees.local') }, { value: 'international', label: t('payees.international') }]} />
          <TextField id="payee-nickname" label={t('payees.nickname')} maxLength={100} value={nickname} onValueChange={setNickname} error={error?.fields.nickname} />
          <div className="form-grid">
            {FIELDS[kind].map((field) => field.name === 'bankName' && kind === 'local'
              ? <SelectField key={field.name} id={`payee-${field.name}`} label={tm(field.label)} placeholder={tm('local.selectBank')} options={LOCAL_BANKS} value={details[field.name] ?? ''} onValueChange={(value) => setDetails({ ...details, [field.name]: value })} error={error?.fields[field.name]} />
              : field.name === 'recipientCountry'
                ? <SelectField key={field.name} id={`payee-${field.name}`} label={tm(field.label)} placeholder={tm('international.selectCountry')} options={COUNTRIES} value={details[field.name] ?? ''} onValueChange={(value) => setDetails({ ...details, [field.name]: value })} error={error?.fields[field.name]} />
                : <TextField key={field.name} id={`payee-${field.name}`} label={tm(field.label)} autoComplete="off" value={details[field.name] ?? ''} onValueChange={(value) => setDetails({ ...details, [field.name]: value })} error={error?.fields[field.name]} />)}
          </div>
          <TextField id="payee-pin" label={t('payees.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onValueChange={setPin} error={error?.fields.pin} />
          <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy}>{t('payees.sendCode')}</button></div>
        </form>
      ) : (
        <CodeStepForm id="payee-code" sentText={t('payees.codeSent', { to: sent.to })} codeLabel={t('payees.code')} code={code} onCodeChange={setCode} error={error?.fields.code}
          busy={busy} submitLabel={t('payees.add')} onSubmit={confirm} backLabel={t('payees.startOver')} onBack={reset} />
      )}
    </section>
  );
}
