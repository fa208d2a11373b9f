/**
 * Deposits (/admin/deposits, DECISIONS 9): the deposit instructions customers made, Processing
 * until the bank confirms the money arrived. Confirm credits the customer once; Reject asks for
 * the reason the customer will read (and an internal note they never see). The server decides
 * each deposit once, so a second administrator or a double click changes nothing.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { admin, type AdminDeposit, type DepositDecisionAnswer, type DepositRejectionCode } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { toDecimalString } from '../../../domain/money/money.ts';
import { formatTime } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Notice, SelectField, StatCards, StatusBadge, dateOf, dateTimeOf, messageOf, useAdminData, useNotice } from './admin-ui.tsx';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';
import { TextField } from '../../components/TextField.tsx';

type StatusFilter = 'Processing' | 'Completed' | 'Failed' | 'all';
type Open = { kind: 'confirm' | 'reject'; deposit: AdminDeposit } | null;

const REASONS: DepositRejectionCode[] = ['not_received', 'details_mismatch', 'amount_mismatch', 'check_returned'];

/** The badge's words: the history's statuses, so the back office and the customer read the same. */
const badgeOf = (status: AdminDeposit['status']): string => (status === 'Processing' ? 'pending' : status === 'Completed' ? 'completed' : 'failed');

export function DepositsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<StatusFilter>('Processing');
  const [open, setOpen] = useState<Open>(null);
  const { notice, show } = useNotice(4000);
  const { data, error, reload } = useAdminData(
    () => admin.listDeposits(status === 'all' ? undefined : status),
    status,
  );
  const waiting = useAdminData(() => admin.listDeposits('Processing'), 'waiting');
  const awaiting = waiting.data?.deposits ?? [];
  const awaitingTotal = awaiting.reduce((sum, d) => sum + d.amount_minor, 0);
  const decided = (message: string, kind: 'success' | 'error' = 'success') => { setOpen(null); show(message, kind); reload(); waiting.reload(); };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('deposits.title')}</h1>
          <p>{t('deposits.lead')}</p>
        </div>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <StatCards stats={[[t('deposits.awaiting'), awaiting.length], [t('deposits.awaitingAmount'), formatUsd(toDecimalString(awaitingTotal, 'USD'))]]} />
      <section className="card" aria-labelledby="deposits-heading">
        <h2 id="deposits-heading" className="card-title">{t('deposits.heading')}</h2>
        <div className="filters">
          <SelectField id="deposit-status" label={t('deposits.statusFilter')} value={status} onValueChange={(value) => setStatus(value as StatusFilter)}
            options={[['Processing', t('deposits.processing')], ['Completed', t('deposits.completedStatus')], ['Failed', t('deposits.failedStatus')], ['all', t('deposits.all')]]} />
        </div>
        {data && data.deposits.length === 0 ? <p className="empty-state">{t('deposits.none')}</p> : <DepositsTable deposits={data?.deposits ?? []} onOpen={setOpen} />}
      </section>
      {open?.kind === 'confirm' && <ConfirmDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} onDone={decided} />}
      {open?.kind === 'reject' && <RejectDepositDialog deposit={open.deposit} onClose={() => setOpen(null)} onDone={decided} />}
    </div>
  );
}

function DepositsTable({ deposits, onOpen }: { deposits: AdminDeposit[]; onOpen: (open: Open) => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  return (
    <table className="table stacked-table">
      <thead>
        <tr>
          <th scope="col">{t('deposits.customer')}</th><th scope="col" className="numeric">{t('deposits.amount')}</th>
          <th scope="col">{t('deposits.reference')}</th><th scope="col">{t('status')}</th><th scope="col">{t('deposits.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {deposits.map((deposit) => (
          <tr key={deposit.id}>
            <td data-label={t('deposits.customer')} className="wrap-cell">
              <span>{deposit.userName || deposit.userEmail}<br /><span className="muted">{deposit.userEmail}</span><br /><span className="muted">{t('deposits.accountNumber', { number: deposit.accountNumber })}</span></span>
            </td>
            <td data-label={t('deposits.amount')} className="numeric"><span>{formatUsd(deposit.amount)}<br /><span className="muted">{t(`deposits.methods.${deposit.method}`)}</span></span></td>
            <td data-label={t('deposits.reference')}><span><span className="nowrap">{deposit.reference}</span><br /><span className="muted">{t('deposits.requestedAt', { date: dateOf(deposit.requestedAt), time: timeOf(deposit.requestedAt) })}</span></span></td>
            <td data-label={t('status')} className="wrap-cell">
              <span><StatusBadge status={badgeOf(deposit.status)} />{deposit.rejectionReason ? <><br /><span className="muted">{deposit.rejectionReason}</span></> : null}</span>
            </td>
            <td data-label={t('deposits.actions')}>
              {deposit.status === 'Processing' && acts ? (
                <div className="row-actions stacked-actions">
                  <button type="button" className="btn btn-primary btn-small" aria-label={t('deposits.confirmLabel', { reference: deposit.reference })} onClick={() => onOpen({ kind: 'confirm', deposit })}>{t('deposits.confirm')}</button>
                  <button type="button" className="btn btn-outline btn-small" aria-label={t('deposits.rejectLabel', { reference: deposit.reference })} onClick={() => onOpen({ kind: 'reject', deposit })}>{t('deposits.reject')}</button>
                </div>
              ) : <span className="muted">{dateTimeOf(deposit.confirmedAt ?? deposit.rejectedAt)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The time of day a deposit was requested, in the reader's zone and language. */
const timeOf = (iso: string): string => formatTime(iso);

interface DecisionProps {
  deposit: AdminDeposit;
  onClose: () => void;
  onDone: (message: string, kind?: 'success' | 'error') => void;
}

/** The message after a decision: what happened, or that someone had already decided it. */
function useOutcome(deposit: AdminDeposit) {
  const { t } = useTranslation('admin');
  const words = { reference: deposit.reference, amount: formatUsd(deposit.amount), name: deposit.userName || deposit.userEmail };
  return (answer: DepositDecisionAnswer, done: 'deposits.confirmed' | 'deposits.rejected') => (answer.alreadyDecided ? t('deposits.alreadyDecided', words) : t(done, words));
}

function ConfirmDepositDialog({ deposit, onClose, onDone }: DecisionProps) {
  const { t } = useTranslation('admin');
  const outcome = useOutcome(deposit);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [valueDate, setValueDate] = useState('');
  const confirm = async () => {
    setBusy(true);
    try {
      onDone(outcome(await admin.confirmDeposit(deposit.id, valueDate || undefined), 'deposits.confirmed'));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('deposits.confirmTitle')} onClose={onClose} closeLabel={t('close')}>
      <FormAlert message={error} />
      <p>{t('deposits.confirmText', { amount: formatUsd(deposit.amount), reference: deposit.reference, name: deposit.userName || deposit.userEmail })}</p>
      <TextField id="deposit-value-date" label={t('deposits.valueDate')} type="date" value={valueDate} onValueChange={setValueDate} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>{t('deposits.confirmButton')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('cancel')}</button>
      </div>
    </Dialog>
  );
}

function RejectDepositDialog({ deposit, onClose, onDone }: DecisionProps) {
  const { t } = useTranslation('admin');
  const outcome = useOutcome(deposit);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reject = async () => {
    if (!reason) return setError(t('deposits.reasonRequired'));
    setBusy(true);
    try {
      onDone(outcome(await admin.rejectDeposit({ depositId: deposit.id, reasonCode: reason as DepositRejectionCode, note }), 'deposits.rejected'));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('deposits.rejectTitle')} onClose={onClose} closeLabel={t('close')}>
      <FormAlert message={error} />
      <p>{t('deposits.rejectText', { amount: formatUsd(deposit.amount), reference: deposit.reference, name: deposit.userName || deposit.userEmail })}</p>
      <SelectField id="reject-reason" label={t('deposits.reasonLabel')} value={reason} onValueChange={(value) => { setReason(value); setError(null); }}
        options={[['', t('deposits.chooseReason')], ...REASONS.map((code): [string, string] => [code, t(`deposits.reasons.${code}`)])]} />
      <TextAreaField id="reject-note" label={t('deposits.noteLabel')} value={note} onValueChange={setNote} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={reject}>{t('deposits.rejectButton')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('cancel')}</button>
      </div>
    </Dialog>
  );
}
