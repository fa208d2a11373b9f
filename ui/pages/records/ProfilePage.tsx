/** Profile (/dashboard/profile, part 2 section 2): read-only account number and email, Edit Profile with Cancel, Manage Sessions, and Change Password / Change PIN. */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { CURRENT, enqueue } from '../../../adapters/client/offline-cache.ts';
import { logActivity, updateProfile, type ProfileData } from '../../../adapters/client/records-api.ts';
import { useReloadAll } from '../../resources.tsx';
import { useSignedInUser } from '../../shell/signed-in-user.ts';
import { CredentialChange } from './CredentialChange.tsx';
import { KycCard } from './KycCard.tsx';
import { SessionsDialog } from './SessionsDialog.tsx';
import '../../records.css';

/** Field, input type and length limit; the labels are in the records namespace under profile.fields. */
const fields: [keyof ProfileData, string, number][] = [
  ['first_name', 'text', 100],
  ['last_name', 'text', 100],
  ['phone', 'tel', 40],
  ['address', 'text', 200],
  ['city', 'text', 100],
  ['state', 'text', 100],
  ['zip_code', 'text', 20],
];

type Stored = ProfileData & { account_number: string; email: string };

function storedProfile(user: Record<string, unknown>): ProfileData {
  const text = (key: string) => (typeof user[key] === 'string' ? user[key] : '');
  return { first_name: text('first_name'), last_name: text('last_name'), phone: text('phone'), address: text('address'), city: text('city'), state: text('state'), zip_code: text('zip_code') };
}

export function ProfilePage() {
  const user = useSignedInUser() as unknown as Stored;
  const reloadAll = useReloadAll();
  const { t } = useTranslation('records');
  const stored = storedProfile(user as unknown as Record<string, unknown>);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileData>(stored);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileData, string>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), 3000);
    return () => clearTimeout(timer);
  }, [message]);

  const startEditing = () => { setForm(stored); setErrors({}); setEditing(true); };
  const cancel = () => { setForm(stored); setErrors({}); setEditing(false); };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!form.first_name.trim()) problems.first_name = t('profile.firstNameRequired');
    if (!form.last_name.trim()) problems.last_name = t('profile.lastNameRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const changed = (Object.keys(form) as (keyof ProfileData)[]).filter((key) => form[key] !== stored[key]);
    if (!navigator.onLine) {
      await enqueue(CURRENT, { kind: 'update_profile', profileData: { ...form }, changedFields: changed, queuedAt: new Date().toISOString() });
      setMessage({ ok: true, text: t('profile.queued') });
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await updateProfile(form);
      await logActivity('profile_update', 'Profile updated', { fields: changed }).catch((failure: unknown) => console.error('Activity log failed', failure));
      setMessage({ ok: true, text: t('profile.updated') });
      setEditing(false);
      await reloadAll();
    } catch (failure) {
      console.error('Profile update failed', failure);
      setMessage({ ok: false, text: t('profile.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page-stack">
      <h1>{t('profile.title')}</h1>
      {message && <p className={message.ok ? 'alert alert-success' : 'alert alert-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <section className="card" aria-labelledby="account-info-heading">
        <h2 id="account-info-heading" className="card-title">{t('profile.accountInfo')}</h2>
        <div className="form-grid">
          <div className="form-field">
            <label htmlFor="profile-account-number">{t('profile.accountNumber')}</label>
            <input id="profile-account-number" className="input" value={user.account_number} readOnly />
          </div>
          <div className="form-field">
            <label htmlFor="profile-email">{t('profile.email')}</label>
            <input id="profile-email" className="input" value={user.email} readOnly />
          </div>
        </div>
      </section>
      <form className="card" aria-labelledby="personal-heading" onSubmit={(e) => void save(e)} noValidate>
        <div className="card-header-row">
          <h2 id="personal-heading">{t('profile.personal')}</h2>
          {!editing && <button type="button" className="btn btn-primary" onClick={startEditing}>{t('profile.edit')}</button>}
        </div>
        <div className="form-grid">
          {fields.map(([key, type, max]) => (
            <div className="form-field" key={key}>
              <label htmlFor={`profile-${key}`}>{t(`profile.fields.${key}`)}</label>
              <input
                id={`profile-${key}`} className="input" type={type} maxLength={max} readOnly={!editing}
                value={editing ? form[key] : stored[key]}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `profile-${key}-error` : undefined}
                onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              />
              {errors[key] && <span id={`profile-${key}-error`} className="field-error">{errors[key]}</span>}
            </div>
          ))}
        </div>
        {editing && (
          <div className="button-row">
            <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? t('profile.saving') : t('profile.save')}</button>
            <button type="button" className="btn btn-outline" onClick={cancel} disabled={saving}>{t('cancel')}</button>
          </div>
        )}
      </form>
      <section className="card" aria-labelledby="security-heading">
        <h2 id="security-heading" className="card-title">{t('profile.security')}</h2>
        <button type="button" className="btn btn-outline" onClick={() => setSessionsOpen(true)}>{t('profile.manageSessions')}</button>
        <CredentialChange />
      </section>
      <KycCard />
      <SessionsDialog open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
    </div>
  );
}
