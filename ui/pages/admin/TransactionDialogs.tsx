/** The Create and Edit Transaction dialogs (a journal entry, or a correcting entry) and the Delete confirmation (a reversing entry). */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { admin, type TransactionEntry, type AdminTransaction } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField, messageOf, DialogButtons } from './admin-ui.tsx';
import { moneyText } from '../../format/money.ts';
import { typeOptions } from './transaction-types.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

interface Props {
  users: { id: string; name: string; email: string }[];
  row?: AdminTransaction;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function TransactionDialog({ users, row, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState({
    userId: row?.userId ?? '', type: row?.type ?? 'deposit', amount: row?.amount ?? '', fee: row?.fee ?? '0', status: row?.status ?? 'completed',
    description: row?.description ?? '', reference: row?.reference ?? '', recipientName: row?.recipientName ?? '', recipientAccount: row?.recipientAccount ?? '',
    recipientBank: row?.recipientBank ?? '', reason: '',
    // The day the entry takes effect (empty: today); one inside a closed month is refused (issue 28 item 3).
    valueDate: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const bitcoin = form.type === 'bitcoin_transfer';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((!row && !form.userId) || !form.amount.trim()) return setError(t('transactions.fillRequired'));
    if (!row && !users.some((u) => u.id === form.userId)) return setError(t('transactions.userNotFound'));
    setBusy(true);
    try {
      // The selects offer only the contract's statuses and kinds; the server checks again.
      const { userId, type, ...fields } = form as TransactionEntry;
      const answer = row
        ? await admin.updateTransaction({ transactionId: row.id, ...fields })
        : await admin.createTransaction({ userId, type, ...fields });
      onSaved(answer.message);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog title={row ? t('transactions.editTitle') : t('transactions.create')} onClose={onClose} closeLabel={t('close')} wide>
      <form onSubmit={submit} noValidate>
        <FormAlert message={error} />
        {row && <p className="muted">{t('transactions.correctingNote')}</p>}
        <div className="form-grid">
          {!row && <SelectField id="tx-form-user" label={t('user')} value={form.userId} onValueChange={set('userId')} options={[['', t('transactions.selectUser')], ...users.map((u): [string, string] => [u.id, `${u.name || u.email} (${u.email})`])]} />}
          {!row && <SelectField id="tx-form-type" label={t('type')} value={form.type} onValueChange={set('type')} options={typeOptions(t)} />}
          <TextField id="tx-form-amount" label={bitcoin ? t('transactions.amountBtc') : t('transactions.amountUsd')} value={form.amount} onValueChange={set('amount')} inputMode="decimal" />
          <TextField id="tx-form-fee" label={bitcoin ? t('transactions.feeBtc') : t('transactions.feeUsd')} value={form.fee} onValueChange={set('fee')} inputMode="decimal" />
          <SelectField id="tx-form-status" label={t('status')} value={form.status} onValueChange={set('status')} options={[['completed', t('completed')], ['pending', t('pending')], ['failed', t('failed')]]} />
          <TextField id="tx-form-reference" label={t('transactions.reference')} value={form.reference} onValueChange={set('reference')} maxLength={60} />
          <TextField id="tx-form-recipient-name" label={t('transactions.recipientName')} value={form.recipientName} onValueChange={set('recipientName')} />
          <TextField id="tx-form-recipient-account" label={t('transactions.recipientAccount')} value={form.recipientAccount} onValueChange={set('recipientAccount')} />
          <TextField id="tx-form-recipient-bank" label={t('transactions.recipientBank')} value={form.recipientBank} onValueChange={set('recipientBank')} />
        </div>
        <TextField id="tx-form-description" label={t('transactions.description')} value={form.description} onValueChange={set('description')} maxLength={500} />
        <TextField id="tx-form-reason" label={t('transactions.auditReason')} value={form.reason} onValueChange={set('reason')} maxLength={500} />
        <TextField id="tx-form-value-date" label={t('transactions.valueDate')} type="date" value={form.valueDate} onValueChange={set('valueDate')} />
        <p className="muted">{t('transactions.note')}</p>
        <DialogButtons submit={row ? t('saveChanges') : t('transactions.create')} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function DeleteTransactionDialog({ row, onClose, onDeleted }: { row: AdminTransaction; onClose: () => void; onDeleted: (message: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      title={t('transactions.deleteTitle')}
      text={t('transactions.deleteText', { reference: row.reference, amount: moneyText(row, row.amount), user: row.userName })}
      reasonId="delete-reason"
      confirmLabel={t('transactions.deleteTitle')}
      onClose={onClose}
      confirm={async (reason) => onDeleted((await admin.deleteTransaction(row.id, reason)).message)}
    />
  );
}
