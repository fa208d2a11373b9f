/**
 * The user Edit dialog: full name, email, phone, status, balance USD and bitcoin amount, with
 * the account number and role shown read-only (the bank never changes them here). Identity and status go to admin-users; a changed balance becomes an
 * adjustment entry with a required reason (admin-adjust-balance, DECISIONS 10) and an optional
 * value date (the day it counts in the books; one inside a closed month is refused 409).
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { admin, type UserEdit, type AdminUser } from '../../../adapters/client/admin-api.ts';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { parseAmount, toDecimalString, type Currency } from '../../../domain/money/money.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField, messageOf, DialogButtons } from './admin-ui.tsx';

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
async function adjust(userId: string, currency: Currency, amount: string, reason: string, valueDate: string): Promise<void> {
  try {
    await admin.adjustBalance({ userId, currency, amount, reason, ...(valueDate ? { valueDate } : {}) });
  } catch (failure) {
    if (failure instanceof BankApiError && failure.status === 404 && failure.detail === 'No such function.') {
      throw new BankApiError(404, i18next.t('editUser.noAdjustments', { ns: 'admin' }), null, {});
    }
    throw failure;
  }
}

/** A value the dialog shows but the bank never changes here (issue 13: not an input that the server then refuses). */
function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <output id={id} className="read-only-value">{value}</output>
    </div>
  );
}

export function EditUserDialog({ user, onClose, onSaved }: { user: AdminUser; onClose: () => void; onSaved: (message: string) => void }) {
  const [form, setForm] = useState({
    fullName: user.name, email: user.email, phone: user.phone, accountNumber: user.accountNumber,
    status: user.status as string, role: user.role as string, balance: user.balance, bitcoin: user.bitcoinAmount, reason: '', valueDate: '',
  });
  const { t } = useTranslation('admin');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.fullName.trim() || !form.email.trim()) return setError(t('editUser.emptyName'));
    const usd = difference(user.balance, form.balance, 'USD');
    const btc = difference(user.bitcoinAmount, form.bitcoin, 'BTC');
    if (usd === undefined || btc === undefined) return setError(t('editUser.invalidAmount'));
    if ((usd || btc) && !form.reason.trim()) return setError(t('editUser.reasonRequired'));
    setBusy(true);
    try {
      const { balance: _b, bitcoin: _c, valueDate, ...identity } = form;
      await admin.updateUser({ userId: user.id, ...identity, reason: form.reason || undefined } as UserEdit);
      if (usd) await adjust(user.id, 'USD', usd, form.reason, valueDate);
      if (btc) await adjust(user.id, 'BTC', btc, form.reason, valueDate);
      onSaved(t('editUser.updated'));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('editUser.title', { name: user.name || user.email })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <div className="form-grid">
          <TextField id="edit-full-name" label={t('editUser.fullName')} value={form.fullName} onValueChange={set('fullName')} />
          <TextField id="edit-email" label={t('email')} type="email" value={form.email} onValueChange={set('email')} />
          <TextField id="edit-phone" label={t('phone')} value={form.phone} onValueChange={set('phone')} />
          <ReadOnlyField id="edit-account-number" label={t('editUser.accountNumber')} value={user.accountNumber} />
          <SelectField id="edit-status" label={t('status')} value={form.status} onValueChange={set('status')} options={[['active', t('active')], ['suspended', t('suspended')], ['pending', t('pending')]]} />
          <ReadOnlyField id="edit-role" label={t('editUser.role')} value={user.role === 'admin' ? t('administrator') : t('customer')} />
          <TextField id="edit-balance" label={t('editUser.balance')} value={form.balance} onValueChange={set('balance')} inputMode="decimal" />
          <TextField id="edit-bitcoin" label={t('editUser.bitcoin')} value={form.bitcoin} onValueChange={set('bitcoin')} inputMode="decimal" />
        </div>
        <TextField id="edit-reason" label={t('editUser.reason')} value={form.reason} onValueChange={set('reason')} maxLength={500} />
        <TextField id="edit-value-date" label={t('editUser.valueDate')} type="date" value={form.valueDate} onValueChange={set('valueDate')} />
        <p className="muted">{t('editUser.note')}</p>
        <DialogButtons submit={t('saveChanges')} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
