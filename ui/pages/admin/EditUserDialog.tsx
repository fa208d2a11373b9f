/**
 * The user Edit dialog: full name, email, phone, account number, status, role, balance USD
 * and bitcoin amount. Identity and status go to admin-users; a changed balance becomes an
 * adjustment entry with a required reason (admin-adjust-balance, DECISIONS 10).
 */
import { useState, type FormEvent } from 'react';
import { adminCall, type AdminUser } from '../../../adapters/client/admin-api.ts';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { parseAmount, toDecimalString, type Currency } from '../../../domain/money/money.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import { SelectField, messageOf } from './admin-ui.tsx';

/** The signed change from `before` to `after` as a decimal string, or null when unchanged; undefined when not a number. */
function difference(before: string, after: string, currency: Currency): string | null | undefined {
  const from = parseAmount(before, currency);
  const to = parseAmount(after, currency);
  if (from === null || to === null) return undefined;
  if (from === to) return null;
  const delta = to - from;
  return `${delta < 0 ? '-' : ''}${toDecimalString(Math.abs(delta), currency)}`;
}

/** Posts an adjustment entry; says so plainly when this server does not offer adjustments yet. */
async function adjust(userId: string, currency: Currency, amount: string, reason: string): Promise<void> {
  try {
    await adminCall('admin-adjust-balance', { userId, currency, amount, reason });
  } catch (failure) {
    if (failure instanceof BankApiError && failure.status === 404 && failure.detail === 'No such function.') {
      throw new BankApiError(404, 'The other changes were saved, but balance adjustments are not available on this server yet.', null, {});
    }
    throw failure;
  }
}

export function EditUserDialog({ user, onClose, onSaved }: { user: AdminUser; onClose: () => void; onSaved: (message: string) => void }) {
  const [form, setForm] = useState({
    fullName: user.name, email: user.email, phone: user.phone, accountNumber: user.accountNumber,
    status: user.status as string, role: user.role as string, balance: user.balance, bitcoin: user.bitcoinAmount, reason: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.fullName.trim() || !form.email.trim()) return setError('Name and email cannot be empty.');
    const usd = difference(user.balance, form.balance, 'USD');
    const btc = difference(user.bitcoinAmount, form.bitcoin, 'BTC');
    if (usd === undefined || btc === undefined) return setError('Please enter a valid amount');
    if ((usd || btc) && !form.reason.trim()) return setError('A reason is required for a balance adjustment.');
    setBusy(true);
    try {
      const { balance: _b, bitcoin: _c, ...identity } = form;
      await adminCall('admin-users', { action: 'update', userId: user.id, ...identity, reason: form.reason || undefined });
      if (usd) await adjust(user.id, 'USD', usd, form.reason);
      if (btc) await adjust(user.id, 'BTC', btc, form.reason);
      onSaved('User updated successfully.');
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Edit User: ${user.name || user.email}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <div className="form-grid">
          <TextField id="edit-full-name" label="Full Name" value={form.fullName} onValueChange={set('fullName')} />
          <TextField id="edit-email" label="Email" type="email" value={form.email} onValueChange={set('email')} />
          <TextField id="edit-phone" label="Phone" value={form.phone} onValueChange={set('phone')} />
          <TextField id="edit-account-number" label="Account Number" value={form.accountNumber} onValueChange={set('accountNumber')} inputMode="numeric" />
          <SelectField id="edit-status" label="Status" value={form.status} onValueChange={set('status')} options={[['active', 'Active'], ['suspended', 'Suspended'], ['pending', 'Pending']]} />
          <SelectField id="edit-role" label="Role" value={form.role} onValueChange={set('role')} options={[['user', 'Customer'], ['admin', 'Administrator']]} />
          <TextField id="edit-balance" label="Balance (USD)" value={form.balance} onValueChange={set('balance')} inputMode="decimal" />
          <TextField id="edit-bitcoin" label="Bitcoin Amount (BTC)" value={form.bitcoin} onValueChange={set('bitcoin')} inputMode="decimal" />
        </div>
        <TextField id="edit-reason" label="Reason for change (required for balance changes)" value={form.reason} onValueChange={set('reason')} maxLength={500} />
        <p className="muted">Account numbers and roles cannot be changed here; a balance change is posted as an adjustment entry and the history keeps both.</p>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>Save Changes</button>
          <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
