/** Small pieces every admin page shares: loading a function's answer, the timed notice, select fields, stat cards, pagination and a form dialog's buttons. */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import i18next from 'i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { useResource } from '../../resources.tsx';
import './admin.css';
import { formatDate, formatDateTime } from '../../format/dates.ts';
import { useRefusalText } from '../../i18n/domain-text.ts';
import type { Said } from '../../../domain/i18n/refusals/words.ts';

/**
 * The one data hook (resources.tsx) as the back office and the field use it: calls `load` whenever
 * `key` changes, shows a failure beside the page, and a 401 (signed out) sends the user to /login.
 * A 403 is shown as the server words it ("Only the manager of this branch or an administrator can
 * do this."): the user is signed in, and a bounce to the sign-in page would only hide why.
 */
export function useAdminData<T>(load: () => Promise<T>, key: string) {
  const navigate = useNavigate();
  const { data, error, reload } = useResource(load, [key], (failure) => {
    if (!(failure instanceof BankApiError && failure.status === 401)) return messageOf(failure);
    void navigate('/login');
    return null;
  });
  return { data: data ?? null, error, reload: useCallback(() => void reload(), [reload]) };
}

export const messageOf = (error: unknown): string =>
  error instanceof BankApiError ? error.detail ?? i18next.t('refused', { ns: 'admin' }) : i18next.t('failedTryAgain', { ns: 'admin' });

/** What a notice shows: a key and its parameters (a notice with a parameter, worded in the language shown), or an English text the catalogue may know. */
export type NoticeText = string | Said;

/** An answer's notice: its key and parameters when it carries them, else its English `message`. */
export const noticeOf = (answer: { message: string; messageSaid?: Said | undefined }): NoticeText => answer.messageSaid ?? answer.message;

/** A message that disappears after `ms` (the spec's 3 s and 4 s notices). */
export function useNotice(ms: number) {
  const [notice, setNotice] = useState<{ text: NoticeText; kind: 'success' | 'error' } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  return { notice, show: (text: NoticeText, kind: 'success' | 'error' = 'success') => setNotice({ text, kind }) };
}

/** A notice in the language shown: from its key and parameters ("Invitation sent to {{email}}."), or the server's English answer ("Loan approved.") through the domain's catalogue (domain-text.ts). */
export function Notice({ notice }: { notice: { text: NoticeText; kind: 'success' | 'error' } | null }) {
  const shown = useRefusalText();
  if (!notice) return null;
  return <div className={notice.kind === 'success' ? 'alert alert-success' : 'alert alert-error'} role={notice.kind === 'success' ? 'status' : 'alert'}>{shown(notice.text)}</div>;
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: [string, string][];
}

export function SelectField({ id, label, value, onValueChange, options }: SelectProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} className="input" value={value} onChange={(event) => onValueChange(event.target.value)}>
        {options.map(([optionValue, text]) => <option key={optionValue} value={optionValue}>{text}</option>)}
      </select>
    </div>
  );
}

export function StatCards({ stats }: { stats: [string, ReactNode][] }) {
  return (
    <dl className="stat-grid">
      {stats.map(([label, value]) => <div key={label} className="card stat"><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

export function Pagination({ page, pages, total, onPage, label }: { page: number; pages: number; total: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="pagination" aria-label={t('pagination.label', { label })}>
      <button type="button" className="btn btn-outline btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('pagination.previous')}</button>
      <span>{t('pagination.page', { page, pages, total, what: label.toLowerCase() })}</span>
      <button type="button" className="btn btn-outline btn-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('pagination.next')}</button>
    </nav>
  );
}

/** Dates in the bank's one en-US style (ui/format.ts). */
export const dateOf = (iso: string | null | undefined): string => (iso ? formatDate(iso) : '-');
export const dateTimeOf = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '-');

/** A status in its colour; `label` words it when the colour's status is not the one shown (a membership number "available" in the colour of "active"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = status === 'active' || status === 'completed' || status === 'operational' ? 'ok' : status === 'pending' || status === 'not configured' || status === 'degraded' ? 'warn' : 'bad';
  const { t } = useTranslation('admin');
  return <span className={`badge badge-${tone}`}>{label ?? t(`badges.${status.replace(/ /g, '_')}`, { defaultValue: status })}</span>;
}

/** A back-office form dialog's buttons: its submit (held while busy) and Cancel, which closes it. */
export function DialogButtons({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="button-row">
      <button type="submit" className="btn btn-primary" disabled={busy}>{submit}</button>
      <button type="button" className="btn btn-outline" onClick={onCancel}>{t('cancel')}</button>
    </div>
  );
}
