/** The Create and Edit Transaction dialogs (a journal entry, or a correcting entry) and the Delete confirmation (a reversing entry). */
import { useState, type FormEvent } from 'react';
import { adminCall, type AdminTransaction } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import { SelectField, messageOf } from './admin-ui.tsx';
import { amountText, typeOptions } from './transaction-format.ts';

interface Props {
  users: { id: string; name: string; email: string }[];
  row?: AdminTransaction;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function TransactionDialog({ users, row, onClose, onSaved }: Props) {
  const [form, setForm] = useState({
    userId: row?.userId ?? '', type: row?.type ?? 'deposit', amount: row?.amount ?? '', fee: row?.fee ?? '0', status: row?.status ?? 'completed',
    description: row?.description ?? '', reference: row?.reference ?? '', recipientName: row?.recipientName ?? '', recipientAccount: row?.recipientAccount ?? '',
    recipientBank: row?.recipientBank ?? '', reason: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const bitcoin = form.type === 'bitcoin_transfer';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((!row && !form.userId) || !form.amount.trim()) return setError('Please fill in all required fields');
    if (!row && !users.some((u) => u.id === form.userId)) return setError('Selected user not found');
    setBusy(true);
    try {
      const { userId, type, ...fields } = form;
      const answer = row
        ? await adminCall<{ message: string }>('admin-transactions', { action: 'update', transactionId: row.id, ...fields })
        : await adminCall<{ message: string }>('admin-transactions', { action: 'create', userId, type, ...fields });
      onSaved(answer.message);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog title={row ? 'Edit Transaction' : 'Create Transaction'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        <FormAlert message={error} />
        {row && <p className="muted">Saving posts a correcting entry for the difference; the original entry stays in the history.</p>}
        <div className="form-grid">
          {!row && <SelectField id="tx-form-user" label="User" value={form.userId} onValueChange={set('userId')} options={[['', 'Select a user'], ...users.map((u): [string, string] => [u.id, `${u.name || u.email} (${u.email})`])]} />}
          {!row && <SelectField id="tx-form-type" label="Type" value={form.type} onValueChange={set('type')} options={typeOptions} />}
          <TextField id="tx-form-amount" label={bitcoin ? 'Amount (BTC)' : 'Amount (USD)'} value={form.amount} onValueChange={set('amount')} inputMode="decimal" />
          <TextField id="tx-form-fee" label={bitcoin ? 'Fee (BTC)' : 'Fee (USD)'} value={form.fee} onValueChange={set('fee')} inputMode="decimal" />
          <SelectField id="tx-form-status" label="Status" value={form.status} onValueChange={set('status')} options={[['completed', 'Completed'], ['pending', 'Pending'], ['failed', 'Failed']]} />
          <TextField id="tx-form-reference" label="Reference" value={form.reference} onValueChange={set('reference')} maxLength={60} />
          <TextField id="tx-form-recipient-name" label="Recipient Name" value={form.recipientName} onValueChange={set('recipientName')} />
          <TextField id="tx-form-recipient-account" label="Recipient Account" value={form.recipientAccount} onValueChange={set('recipientAccount')} />
          <TextField id="tx-form-recipient-bank" label="Recipient Bank" value={form.recipientBank} onValueChange={set('recipientBank')} />
        </div>
        <TextField id="tx-form-description" label="Description" value={form.description} onValueChange={set('description')} maxLength={500} />
        <TextField id="tx-form-reason" label="Reason (kept in the audit history)" value={form.reason} onValueChange={set('reason')} maxLength={500} />
        <p className="muted">Only completed entries move money. An entry that would overdraw the account is refused, never floored at zero.</p>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>{row ? 'Save Changes' : 'Create Transaction'}</button>
          <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteTransactionDialog({ row, onClose, onDeleted }: { row: AdminTransaction; onClose: () => void; onDeleted: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    try {
      onDeleted((await adminCall<{ message: string }>('admin-transactions', { action: 'delete', transactionId: row.id, reason: reason || undefined })).message);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title="Delete Transaction" onClose={onClose}>
      <FormAlert message={error} />
      <p>Are you sure you want to delete transaction {row.reference} ({amountText(row, row.amount)} for {row.userName})? A reversing entry will be posted; the original stays in the audit history.</p>
      <TextField id="delete-reason" label="Reason" value={reason} onValueChange={setReason} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={remove}>Delete Transaction</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
      </div>
    </Dialog>
  );
}
