/** The repayment dialog of one loan: what to pay (and, for another amount, whether it pays the next instalments early or shortens the loan), the transaction PIN, then the e-mailed code, then what the money covered; it renders the repayment machine's snapshot and sends it what the customer does. */
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdMinor as formatUsd } from '../../format/money.ts';
import type { LoanView } from '../../../adapters/client/loans-api.ts';
import type { CoveredInstalment, PrepayChoice, RepaymentMode } from '../../../machines/loan-repayment.machine.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDate } from '../../format/dates.ts';
import { useMessage } from '../../i18n/useMessage.ts';
import { loanRepaymentDialogMachine } from '../../loan-actors.ts';
import { useProductName } from '../../i18n/domain-text.ts';

export function RepaymentButtons({ loan, onPaid }: { loan: LoanView; onPaid: () => void }) {
  const { t } = useTranslation('records');
  const productName = useProductName();
  const [keySeed] = useState(() => crypto.randomUUID());
  const [snapshot, send] = useMachine(loanRepaymentDialogMachine, { input: { loanId: loan.loanId, keySeed } });
  const start = (mode: RepaymentMode) => send({ type: 'repay.start', mode });
  const open = !snapshot.matches('idle');
  const close = () => {
    const paid = snapshot.matches('done');
    send({ type: 'repay.cancel' });
    if (paid) onPaid();
  };
  return (
    <>
      {(loan.status === 'active' || (loan.status === 'written_off' && loan.payoffTodayMinor > 0)) && <div className="button-row">
        {loan.dueNowMinor > 0 && <button type="button" className="btn btn-primary" onClick={() => start('due')}>{t('loans.repay.payDue', { amount: formatUsd(loan.dueNowMinor) })}</button>}
        <button type="button" className="btn btn-outline" onClick={() => start('amount')}>{t('loans.repay.payOther')}</button>
        <button type="button" className="btn btn-outline" onClick={() => start('payoff')}>{t('loans.payOff', { amount: formatUsd(loan.payoffTodayMinor) })}</button>
      </div>}
      <Dialog title={t('loans.repay.title', { name: productName(loan.productName, true) })} open={open} onClose={close}>
        <RepaymentSteps loan={loan} snapshot={snapshot} send={send} onClose={close} />
      </Dialog>
    </>
  );
}

type Snapshot = ReturnType<typeof useMachine<typeof loanRepaymentDialogMachine>>[0];
type Send = ReturnType<typeof useMachine<typeof loanRepaymentDialogMachine>>[1];

function RepaymentSteps({ loan, snapshot, send, onClose }: { loan: LoanView; snapshot: Snapshot; send: Send; onClose: () => void }) {
  const { t } = useTranslation('records');
  const message = useMessage();
  const [amount, setAmount] = useState('');
  const [prepay, setPrepay] = useState<PrepayChoice>('next');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const submit = (event: FormEvent, action: () => void) => { event.preventDefault(); action(); };
  const what = context.mode === 'due' ? t('loans.repay.whatDue', { amount: formatUsd(loan.dueNowMinor) })
    : context.mode === 'payoff' ? t('loans.repay.whatPayoff', { amount: formatUsd(loan.payoffTodayMinor) })
      : t('loans.repay.whatAmount', { amount: context.amount });
  const cancel = <button type="button" className="btn btn-outline" onClick={onClose}>{t('loans.repay.cancel')}</button>;
  if (snapshot.matches('done')) {
    return (
      <div className="page-stack">
        <p role="status" className="alert alert-success">{context.doneMessage === 'Your loan is paid off.' ? t('loans.repay.paidOff') : t('loans.repay.received', { amount: formatUsd(context.amountMinor) })}</p>
        {context.doneMessage !== 'Your loan is paid off.' && <Covered covered={context.covered} endsOn={context.endsOn} instalmentsLeft={context.instalmentsLeft} />}
        <div className="button-row"><button type="button" className="btn btn-primary" onClick={onClose}>{t('loans.repay.close')}</button></div>
      </div>
    );
  }
  return (
    <div className="page-stack">
      {context.formError && <FormAlert message={message(context.formError) ?? context.formError} />}
      {snapshot.matches('enteringAmount') && (
        <form className="page-stack" onSubmit={(e) => submit(e, () => send({ type: 'amount.submit', amount, prepay }))} noValidate>
          <p>{t('loans.repay.amountHint', { payoff: formatUsd(loan.payoffTodayMinor) })}</p>
          <TextField id={`repay-amount-${loan.loanId}`} label={t('loans.repay.amount')} inputMode="decimal" autoComplete="off" value={amount} onValueChange={setAmount} error={message(context.fieldErrors.amount)} />
          <PrepayChoices name={`repay-prepay-${loan.loanId}`} value={prepay} onChange={setPrepay} />
          <div className="button-row"><button type="submit" className="btn btn-primary">{t('loans.repay.continue')}</button>{cancel}</div>
        </form>
      )}
      {(snapshot.matches('enteringPin') || snapshot.matches('requestingCode')) && (
        <form className="page-stack" onSubmit={(e) => submit(e, () => send({ type: 'pin.submit', pin }))} noValidate>
          <p>{what}</p>
          <TextField id={`repay-pin-${loan.loanId}`} label={t('loans.repay.pin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onValueChange={setPin} error={message(context.fieldErrors.pin)} />
          <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('loans.repay.sendCode')}</button>{cancel}</div>
        </form>
      )}
      {(snapshot.matches('enteringCode') || snapshot.matches('confirming')) && (
        <form className="page-stack" onSubmit={(e) => submit(e, () => send({ type: 'code.submit', code }))} noValidate>
          <p role="status">{t('loans.repay.codeSent', { to: context.codeSentTo ?? '', amount: formatUsd(context.amountMinor) })}</p>
          <TextField id={`repay-code-${loan.loanId}`} label={t('loans.repay.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={code} onValueChange={setCode} error={message(context.fieldErrors.code)} />
          <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('loans.repay.confirm', { amount: formatUsd(context.amountMinor) })}</button>{cancel}</div>
        </form>
      )}
    </div>
  );
}

/** Where money beyond what is due goes; the domain allocates it accordingly. */
function PrepayChoices({ name, value, onChange }: { name: string; value: PrepayChoice; onChange: (choice: PrepayChoice) => void }) {
  const { t } = useTranslation('records');
  const option = (choice: PrepayChoice, label: string, hint: string) => (
    <label className={`method-option${value === choice ? ' selected' : ''}`}>
      <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} aria-describedby={`${name}-${choice}-hint`} />
      <span className="method-label">{label}</span>
      <span id={`${name}-${choice}-hint`} className="method-timing">{hint}</span>
    </label>
  );
  return (
    <fieldset className="form-section">
      <legend>{t('loans.repay.prepayLegend')}</legend>
      <div className="method-grid">
        {option('next', t('loans.repay.prepayNext'), t('loans.repay.prepayNextHint'))}
        {option('shorten', t('loans.repay.prepayShorten'), t('loans.repay.prepayShortenHint'))}
      </div>
    </fieldset>
  );
}

/** The instalments a repayment went to, and when the loan now ends. */
function Covered({ covered, endsOn, instalmentsLeft }: { covered: CoveredInstalment[]; endsOn: string | null; instalmentsLeft: number }) {
  const { t } = useTranslation('records');
  if (covered.length === 0) return null;
  return (
    <section aria-labelledby="repay-covered-heading">
      <h3 id="repay-covered-heading" className="field-label">{t('loans.repay.covered')}</h3>
      <ul>{covered.map((c) => (
        <li key={c.number}>{t(c.settled ? 'loans.repay.coveredFull' : 'loans.repay.coveredPart', { number: c.number, date: formatDate(c.dueDate), amount: formatUsd(c.amountMinor) })}</li>
      ))}</ul>
      {endsOn && <p>{t('loans.repay.endsOn', { date: formatDate(endsOn), left: instalmentsLeft })}</p>}
    </section>
  );
}
