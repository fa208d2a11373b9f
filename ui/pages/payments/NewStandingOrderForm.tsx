/** Setting up a standing order in two steps: a saved local payee or a recipient typed in, the amount, how often, when it starts and ends, and the PIN (the server e-mails a code); then the code. The server checks everything again. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { confirmStandingOrder, createStandingOrder, listPayees } from '../../../adapters/client/payments-api.ts';
import { LOCAL_BANKS } from '../../../domain/transfer/form.ts';
import { CodeStepForm } from '../../components/CodeStepForm.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useResource } from '../../resources.tsx';

type Ends = 'never' | 'date' | 'count';
const RECIPIENT = ['recipientName', 'accountNumber', 'routingNumber', 'bankName'] as const;
const today = (): string => new Date().toISOString().slice(0, 10);

export function NewStandingOrderForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const { t } = useTranslation('payments');
  const { t: tm } = useTranslation('money');
  const payees = (useResource(listPayees, []).data?.payees ?? []).filter((p) => p.kind === 'local');
  const [details, setDetails] = useState<Record<string, string>>({});
  const [payeeId, setPayeeId] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [frequency, setFrequency] = useState<'once' | 'weekly' | 'monthly'>('monthly');
  const [startDate, setStartDate] = useState(today());
  const [ends, setEnds] = useState<Ends>('never');
  const [endDate, setEndDate] = useState('');
  const [count, setCount] = useState('');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ orderId: string; changeId: string; to: string } | null>(null);
  const [error, setError] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (failure: unknown) => setError(failure instanceof BankApiError ? { text: failure.detail ?? t('orders.failed'), fields: failure.errors } : { text: t('orders.failed'), fields: {} });
  const startOver = () => { setSent(null); setCode(''); setPin(''); setError(null); };

  const pick = (id: string) => {
    setPayeeId(id);
    const payee = payees.find((p) => p.payeeId === id);
    if (payee) setDetails(Object.fromEntries(RECIPIENT.map((field) => [field, payee.details[field] ?? ''])));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const recurring = frequency !== 'once';
    createStandingOrder({
      details, amount, description, frequency, startDate, pin,
      endDate: recurring && ends === 'date' ? endDate : null,
      count: recurring && ends === 'count' ? Number(count) || 0 : null,
    }).then((answer) => {
      setSent({ orderId: answer.orderId, changeId: answer.changeId, to: answer.codeSentTo });
    }).catch(fail).finally(() => setBusy(false));
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    confirmStandingOrder(sent?.orderId ?? '', sent?.changeId ?? '', code).then(async () => {
      startOver();
      setAmount('');
      setDescription('');
      await onCreated();
    }).catch(fail).finally(() => setBusy(false));
  };
  const field = (name: (typeof RECIPIENT)[number]) => ({ value: details[name] ?? '', onValueChange: (value: string) => { setPayeeId(''); setDetails({ ...details, [name]: value }); }, error: error?.fields[name] });

  return (
    <section className="card page-stack" aria-labelledby="new-order-heading">
      <h2 id="new-order-heading" className="card-title">{t('orders.newTitle')}</h2>
      {error && <FormAlert message={error.text} />}
      {sent ? (
        <CodeStepForm id="order-code" sentText={t('orders.codeSent', { to: sent.to })} codeLabel={t('payees.code')} code={code} onCodeChange={setCode} error={error?.fields.code}
          busy={busy} submitLabel={t('orders.create')} onSubmit={confirm} backLabel={t('payees.startOver')} onBack={startOver} />
      ) : (
      <form className="page-stack" onSubmit={submit} noValidate>
        {payees.length > 0 && (
          <SelectField id="order-payee" label={t('orders.payee')} placeholder={t('payees.pickNone')} value={payeeId} onValueChange={pick}
            options={payees.map((p) => ({ value: p.payeeId, label: `${p.nickname} (${p.details.accountNumber})` }))} />
        )}
        <TextField id="order-recipientName" label={tm('local.recipientName')} autoComplete="off" {...field('recipientName')} />
        <div className="form-grid">
          <TextField id="order-accountNumber" label={tm('local.accountNumber')} inputMode="numeric" maxLength={10} autoComplete="off" {...field('accountNumber')} />
          <TextField id="order-routingNumber" label={tm('local.routingNumber')} inputMode="numeric" maxLength={9} autoComplete="off" {...field('routingNumber')} />
        </div>
        <SelectField id="order-bankName" label={tm('local.bankName')} placeholder={tm('local.selectBank')} options={LOCAL_BANKS} {...field('bankName')} />
        <TextField id="order-amount" label={tm('amountUsd')} inputMode="decimal" placeholder="0.00" autoComplete="off" value={amount} onValueChange={setAmount} error={error?.fields.amount} />
        <TextAreaField id="order-description" label={tm('description')} maxLength={500} value={description} onValueChange={setDescription} error={error?.fields.description} />
        <div className="form-grid">
          <SelectField id="order-frequency" label={t('orders.frequency')} placeholder={t('orders.frequency')} value={frequency} onValueChange={(value) => setFrequency(value === 'once' || value === 'weekly' ? value : 'monthly')}
            options={[{ value: 'once', label: t('orders.once') }, { value: 'weekly', label: t('orders.weekly') }, { value: 'monthly', label: t('orders.monthly') }]} />
          <TextField id="order-startDate" label={t('orders.startDate')} type="date" value={startDate} onValueChange={setStartDate} error={error?.fields.startDate} />
        </div>
        {frequency !== 'once' && (
          <div className="form-grid">
            <SelectField id="order-ends" label={t('orders.ends')} placeholder={t('orders.ends')} value={ends} onValueChange={(value) => setEnds(value === 'date' || value === 'count' ? value : 'never')}
              options={[{ value: 'never', label: t('orders.endsNever') }, { value: 'date', label: t('orders.endsDate') }, { value: 'count', label: t('orders.endsCount') }]} />
            {ends === 'date' && <TextField id="order-endDate" label={t('orders.endDate')} type="date" value={endDate} onValueChange={setEndDate} error={error?.fields.endDate} />}
            {ends === 'count' && <TextField id="order-count" label={t('orders.count')} inputMode="numeric" maxLength={3} value={count} onValueChange={setCount} error={error?.fields.count} />}
          </div>
        )}
        <TextField id="order-pin" label={t('payees.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onValueChange={setPin} error={error?.fields.pin} />
        <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy}>{t('payees.sendCode')}</button></div>
      </form>
      )}
    </section>
  );
}
