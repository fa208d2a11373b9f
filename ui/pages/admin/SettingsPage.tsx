/**
 * System Settings (/admin/settings): five tabs, each with its own Save Changes; saved
 * settings are in force for the next request. Shows Last updated by, the Settings Active
 * badge and the recent history (capped at 50 by the server).
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { admin, type SettingsCategory } from '../../../adapters/client/admin-api.ts';
import { Notice, dateTimeOf, useAdminData, useNotice } from './admin-ui.tsx';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { settingsFieldErrors, settingsFieldRules } from '../../../domain/settings/field-errors.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

type Category = SettingsCategory;
/** A setting and its input kind; tab and field labels are in the admin namespace under settings.tabs and settings.fields. */
type Field = [key: string, kind: 'text' | 'email' | 'integer' | 'money' | 'percent' | 'boolean'];

/** The tabs and their fields in the domain's order, from the domain's rules: a new setting needs no change here. */
const TABS = Object.entries(settingsFieldRules).map(([category, rules]) => [category as Category, Object.entries(rules).map(([key, rule]) => [key, rule.kind] as Field)] as const);

export function SettingsPage() {
  const [tab, setTab] = useState<Category>('general');
  const { data, error, reload } = useAdminData(() => admin.settings(), 'settings');
  const { notice, show } = useNotice(3000);
  const { t } = useTranslation('admin');
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('settings.title')}</h1>
          <p>{data?.updatedBy ? t('settings.lastUpdated', { name: data.updatedBy, at: dateTimeOf(data.lastUpdated) }) : t('settings.defaults')}</p>
        </div>
        <span className="badge badge-ok">{t('settings.active')}</span>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <div className="tabs" role="tablist" aria-label={t('settings.groups')}>
        {TABS.map(([category]) => (
          <button key={category} type="button" role="tab" id={`tab-${category}`} aria-selected={tab === category} aria-controls={`panel-${category}`} tabIndex={tab === category ? 0 : -1} onClick={() => setTab(category)}>{t(`settings.tabs.${category}`)}</button>
        ))}
      </div>
      {data && TABS.filter(([category]) => category === tab).map(([category, fields]) => (
        <SettingsForm key={`${category}-${data.lastUpdated ?? ''}`} category={category} label={t(`settings.tabs.${category}`)} fields={fields} values={data.settings[category]}
          onSaved={() => { show(t('settings.saved')); reload(); }}
          onFailed={() => show(t('settings.saveFailed'), 'error')} />
      ))}
      {data && data.history.length > 0 && (
        <section className="card" aria-labelledby="settings-history">
          <h2 id="settings-history" className="card-title">{t('settings.recent')}</h2>
          <ul>{data.history.map((entry, i) => <li key={i}>{t('settings.historyLine', { at: dateTimeOf(entry.timestamp), category: entry.category, name: entry.updatedBy })}</li>)}</ul>
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
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(values);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed: Record<string, string | number | boolean> = Object.fromEntries(fields.map(([key, kind]) => [key, kind === 'integer' && /^\d+$/.test(String(form[key])) ? Number(form[key]) : form[key]!]));
    // The domain's rules name each wrong field before a round trip; the server answers with the same words.
    const local = settingsFieldErrors(category, parsed);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await admin.saveSettings({ category, values: parsed });
      onSaved();
    } catch (failure) {
      if (failure instanceof BankApiError && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
      else onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" role="tabpanel" id={`panel-${category}`} aria-labelledby={`tab-${category}`} onSubmit={submit} noValidate>
      <h2 className="card-title">{t('settings.formTitle', { label })}</h2>
      <div className="form-grid">
        {fields.map(([key, kind]) => kind === 'boolean' ? (
          <label key={key} className="checkbox"><input type="checkbox" checked={Boolean(form[key])} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} /> {t(`settings.fields.${key}`)}</label>
        ) : (
          <div key={key} className="form-field">
            <label htmlFor={`setting-${key}`}>{t(`settings.fields.${key}`)}</label>
            <input id={`setting-${key}`} className="input" type={kind === 'email' ? 'email' : kind === 'text' ? 'text' : 'number'} step={kind === 'money' || kind === 'percent' ? '0.01' : '1'} min={kind === 'text' || kind === 'email' ? undefined : 0}
              value={String(form[key] ?? '')} onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              aria-invalid={errors[key] ? true : undefined} aria-describedby={errors[key] ? `setting-${key}-error` : undefined} />
            {errors[key] && <p id={`setting-${key}-error`} className="field-error">{errors[key]}</p>}
          </div>
        ))}
      </div>
      {acts && <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy}>{t('saveChanges')}</button></div>}
    </form>
  );
}
