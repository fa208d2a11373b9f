/**
 * System Settings (/admin/settings): five tabs, each with its own Save Changes; saved
 * settings are in force for the next request. Shows Last updated by, the Settings Active
 * badge and the recent history (capped at 50 by the server).
 */
import { useState, type FormEvent } from 'react';
import { adminCall, type SettingsAnswer, type SettingsGroups } from '../../../adapters/client/admin-api.ts';
import { Notice, dateTimeOf, useAdminData, useNotice } from './admin-ui.tsx';

type Category = keyof SettingsGroups;
type Field = [key: string, label: string, kind: 'text' | 'email' | 'integer' | 'money' | 'boolean'];

const TABS: [Category, string, Field[]][] = [
  ['general', 'General', [['bankName', 'Bank Name', 'text'], ['bankCode', 'Bank Code', 'text'], ['supportEmail', 'Support Email', 'email'], ['supportPhone', 'Support Phone', 'text'], ['bankAddress', 'Bank Address', 'text']]],
  ['security', 'Security', [['sessionTimeout', 'Session Timeout (minutes)', 'integer'], ['maxLoginAttempts', 'Max Login Attempts', 'integer'], ['twoFactorAuth', 'Two-Factor Authentication', 'boolean'], ['passwordComplexity', 'Password Complexity', 'boolean']]],
  ['notifications', 'Notifications', [['emailNotifications', 'Email Notifications', 'boolean'], ['smsNotifications', 'SMS Notifications', 'boolean'], ['pushNotifications', 'Push Notifications', 'boolean'], ['adminAlerts', 'Admin Alerts', 'boolean']]],
  ['limits', 'Transaction Limits', [['dailyTransferLimit', 'Daily Transfer Limit ($)', 'money'], ['monthlyTransferLimit', 'Monthly Transfer Limit ($)', 'money'], ['dailyWithdrawalLimit', 'Daily Withdrawal Limit ($)', 'money'], ['minimumAccountBalance', 'Minimum Account Balance ($)', 'money']]],
  ['fees', 'Fees & Charges', [['transferFee', 'Transfer Fee ($)', 'money'], ['internationalTransferFee', 'International Transfer Fee ($)', 'money'], ['atmWithdrawalFee', 'ATM Withdrawal Fee ($)', 'money'], ['monthlyMaintenanceFee', 'Monthly Maintenance Fee ($)', 'money']]],
];

export function SettingsPage() {
  const [tab, setTab] = useState<Category>('general');
  const { data, error, reload } = useAdminData(() => adminCall<SettingsAnswer>('admin-settings', { action: 'get' }), 'settings');
  const { notice, show } = useNotice(3000);
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>System Settings</h1>
          <p>{data?.updatedBy ? `Last updated by ${data.updatedBy} on ${dateTimeOf(data.lastUpdated)}` : 'Last updated by: nobody yet (the defaults are in force)'}</p>
        </div>
        <span className="badge badge-ok">Settings Active</span>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <div className="tabs" role="tablist" aria-label="Settings groups">
        {TABS.map(([category, label]) => (
          <button key={category} type="button" role="tab" id={`tab-${category}`} aria-selected={tab === category} aria-controls={`panel-${category}`} tabIndex={tab === category ? 0 : -1} onClick={() => setTab(category)}>{label}</button>
        ))}
      </div>
      {data && TABS.filter(([category]) => category === tab).map(([category, label, fields]) => (
        <SettingsForm key={`${category}-${data.lastUpdated ?? ''}`} category={category} label={label} fields={fields} values={data.settings[category]}
          onSaved={() => { show('Settings saved successfully and applied to the system!'); reload(); }}
          onFailed={() => show('Error saving settings. Please try again.', 'error')} />
      ))}
      {data && data.history.length > 0 && (
        <section className="card" aria-labelledby="settings-history">
          <h2 id="settings-history" className="card-title">Recent Changes</h2>
          <ul>{data.history.map((entry, i) => <li key={i}>{dateTimeOf(entry.timestamp)}: {entry.category} settings updated by {entry.updatedBy}</li>)}</ul>
        </section>
      )}
    </div>
  );
}

interface FormProps {
  category: Category;
  label: string;
  fields: Field[];
  values: Record<string, string | number | boolean>;
  onSaved: () => void;
  onFailed: () => void;
}

function SettingsForm({ category, label, fields, values, onSaved, onFailed }: FormProps) {
  const [form, setForm] = useState(values);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const parsed = Object.fromEntries(fields.map(([key, , kind]) => [key, kind === 'integer' && /^\d+$/.test(String(form[key])) ? Number(form[key]) : form[key]]));
    try {
      await adminCall('admin-settings', { action: 'save', category, values: parsed });
      onSaved();
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" role="tabpanel" id={`panel-${category}`} aria-labelledby={`tab-${category}`} onSubmit={submit} noValidate>
      <h2 className="card-title">{label} Settings</h2>
      <div className="form-grid">
        {fields.map(([key, text, kind]) => kind === 'boolean' ? (
          <label key={key} className="checkbox"><input type="checkbox" checked={Boolean(form[key])} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} /> {text}</label>
        ) : (
          <div key={key} className="form-field">
            <label htmlFor={`setting-${key}`}>{text}</label>
            <input id={`setting-${key}`} className="input" type={kind === 'email' ? 'email' : kind === 'text' ? 'text' : 'number'} step={kind === 'money' ? '0.01' : '1'} min={kind === 'text' || kind === 'email' ? undefined : 0}
              value={String(form[key] ?? '')} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
          </div>
        ))}
      </div>
      <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy}>Save Changes</button></div>
    </form>
  );
}
