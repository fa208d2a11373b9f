/**
 * The audit history (/admin/audit): every event with who did it and why, filtered by
 * customer, admin, type and date and paged; a replay of the log to a chosen position or
 * time showing balances, statuses, settings and loans (with the portfolio) as of then; and the
 * difference between two moments.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { admin, type BankDiff, type BankSnapshot, type FieldChange } from '../../../adapters/client/admin-api.ts';
import { toDecimalString } from '../../../domain/money/money.ts';
import { formatBtc, formatPercent, formatUsd } from '../../format/money.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Pagination, SelectField, dateTimeOf, messageOf, useAdminData } from './admin-ui.tsx';
import { actionName, entryDetails, eventName, figureText, streamText, targetText } from './activity-text.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { useRowText } from '../../i18n/domain-text.ts';
import { ChainPanel } from './ChainPanel.tsx';

const EMPTY = { userId: '', actor: '', type: 'all', from: '', to: '' };
const usd = (minor: number) => formatUsd(toDecimalString(minor, 'USD'));
const btc = (minor: number) => formatBtc(toDecimalString(minor, 'BTC'));
const isoOf = (local: string, endOfDay = false) => (local ? new Date(endOfDay ? `${local}T23:59:59.999` : `${local}T00:00:00`).toISOString() : undefined);

export function AuditPage() {
  const [filters, setFilters] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [replayPosition, setReplayPosition] = useState('');
  const { t, i18n } = useTranslation('admin');
  // What each event means is written in English only (domain/catalogue.ts): offered as a hint to English readers.
  const english = i18n.resolvedLanguage === 'en';
  // A reason the bank wrote itself ("accepted an administrator invitation") in the reader's language; an administrator's stays as written.
  const rowText = useRowText();
  const { data, error } = useAdminData(() => admin.listAudit({
    userId: filters.userId || undefined, actor: filters.actor || undefined, type: filters.type, from: isoOf(filters.from), to: isoOf(filters.to, true), page, pageSize: 25,
  }), JSON.stringify([filters, page]));
  const filter = (key: keyof typeof EMPTY) => (value: string) => { setFilters({ ...filters, [key]: value }); setPage(1); };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('audit.title')}</h1>
          <p>{t('audit.lead')}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <section className="card" aria-labelledby="audit-events">
        <h2 id="audit-events" className="card-title">{t('audit.events')}</h2>
        <div className="filters">
          <SelectField id="audit-customer" label={t('audit.customer')} value={filters.userId} onValueChange={filter('userId')} options={[['', t('audit.allCustomers')], ...(data?.customers ?? []).map((c): [string, string] => [c.id, c.name])]} />
          <SelectField id="audit-admin" label={t('audit.admin')} value={filters.actor} onValueChange={filter('actor')} options={[['', t('audit.allAdmins')], ...(data?.admins ?? []).map((a): [string, string] => [a.id, a.name])]} />
          <SelectField id="audit-type" label={t('audit.eventType')} value={filters.type} onValueChange={filter('type')} options={[['all', t('allTypes')], ...(data?.types ?? []).map((type): [string, string] => [type, eventName(t, type)])]} />
          <TextField id="audit-from" label={t('audit.fromDate')} type="date" value={filters.from} onValueChange={filter('from')} />
          <TextField id="audit-to" label={t('audit.toDate')} type="date" value={filters.to} onValueChange={filter('to')} />
          <button type="button" className="btn btn-outline" onClick={() => { setFilters(EMPTY); setPage(1); }}>{t('clearFilters')}</button>
        </div>
        {data && data.rows.length === 0 ? <p className="empty-state">{t('audit.noEvents')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('audit.event')}</th><th scope="col">{t('audit.who')}</th><th scope="col">{t('audit.customer')}</th><th scope="col">{t('audit.money')}</th><th scope="col">{t('reason')}</th><th scope="col">{t('audit.replay')}</th></tr></thead>
              <tbody>
                {(data?.rows ?? []).map((row) => (
                  <tr key={row.position}>
                    <td><span title={english ? row.meaning : undefined}>{eventName(t, row.type)}</span><br /><code className="muted" translate="no">{row.type}</code><br /><span className="muted">{t('audit.positionAt', { position: row.position, time: dateTimeOf(row.recordedAt) })}</span></td>
                    <td className="wrap-cell-narrow"><span translate="no">{row.actorName}</span>{row.actorRole ? <><br /><span className="muted">{row.actorRole === 'admin' ? t('administrator') : t('customer')}</span></> : null}</td>
                    <td className="wrap-cell-narrow wrap-anywhere">{row.subject.stream ? `${streamText(t, row.subject.stream)} ` : ''}<span translate="no">{row.subject.name}</span>{row.subject.email ? <><br /><span className="muted" translate="no">{row.subject.email} · {row.subject.accountNumber}</span></> : null}</td>
                    <td className="nowrap">{row.money.amount ? figureText(row.money.amount) : '-'}{row.money.reference ? <><br /><span className="muted">{row.money.reference}</span></> : null}</td>
                    <td className="wrap-cell-narrow" translate="no">{row.reason ? rowText(row.reason) : '-'}</td>
                    <td>
                      <button type="button" className="btn btn-outline btn-small" aria-label={t('audit.beforeLabel', { position: row.position })} onClick={() => setReplayPosition(String(row.position - 1))}>{t('audit.before')}</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pagination label={t('audit.events')} page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      <ChainPanel />
      <ReplayPanel key={replayPosition} initialPosition={replayPosition} head={data?.head ?? 0} />
      <DiffPanel head={data?.head ?? 0} />
      <AdminActivityLog />
    </div>
  );
}

const LOG_PAGE = 25;


/** The admin activity log (part 2 section 4): newest first, the newest 1000 entries, derived from the events. */
function AdminActivityLog() {
  const [page, setPage] = useState(1);
  const { t } = useTranslation('admin');
  const { data, error } = useAdminData(() => admin.activity(1000), 'activity');
  const entries = data?.entries ?? [];
  const pages = Math.max(1, Math.ceil(entries.length / LOG_PAGE));
  return (
    <section className="card" aria-labelledby="admin-activity-log">
      <h2 id="admin-activity-log" className="card-title">{t('audit.activityLog')}</h2>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && entries.length === 0 ? <p className="empty-state">{t('noAdminActions')}</p> : (
        <ul>
          {entries.slice((page - 1) * LOG_PAGE, page * LOG_PAGE).map((entry) => (
            <li key={entry.id}>
              {dateTimeOf(entry.timestamp)}{t('log.reasonLead')}<strong>{actionName(t, entry.action)}</strong>{t('audit.by')}{entry.adminName ? <span translate="no">{entry.adminName}</span> : t('administrator')}
              {entry.targetUserName ? <span translate="no">{t('audit.on', { name: targetText(t, entry) })}</span> : ''}
              {entryDetails(t, entry)}<span translate="no">{entry.details.reason}</span>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination label={t('audit.entriesLabel')} page={Math.min(page, pages)} pages={pages} total={entries.length} onPage={setPage} />}
    </section>
  );
}

function ReplayPanel({ initialPosition, head }: { initialPosition: string; head: number }) {
  const { t } = useTranslation('admin');
  const [position, setPosition] = useState(initialPosition);
  const [time, setTime] = useState('');
  const [snapshot, setSnapshot] = useState<{ snapshot: BankSnapshot; millis: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (initialPosition) void run({ position: Number(initialPosition) });
  }, [initialPosition]);
  const run = async (point: { position: number } | { at: string }) => {
    try {
      setError(null);
      setSnapshot(await admin.replay(point));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const replay = async (event: FormEvent) => {
    event.preventDefault();
    const point = time ? { at: new Date(time).toISOString() } : position.trim() ? { position: Number(position) } : null;
    if (!point || ('position' in point && !Number.isInteger(point.position))) return setError(t('audit.replayMissing'));
    await run(point);
  };
  return (
    <section className="card" aria-labelledby="audit-replay">
      <h2 id="audit-replay" className="card-title">{t('audit.replay')}</h2>
      <form onSubmit={replay} className="filters" noValidate>
        <TextField id="replay-position" label={t('audit.replayPosition', { head })} inputMode="numeric" value={position} onValueChange={setPosition} />
        <TextField id="replay-time" label={t('audit.replayTime')} type="datetime-local" value={time} onValueChange={setTime} />
        <button type="submit" className="btn btn-primary">{t('audit.replay')}</button>
      </form>
      <FormAlert message={error} />
      {snapshot && <SnapshotView snapshot={snapshot.snapshot} millis={snapshot.millis} />}
    </section>
  );
}

function SnapshotView({ snapshot, millis }: { snapshot: BankSnapshot; millis: number }) {
  const customers = snapshot.users.filter((u) => u.role === 'user');
  const { t } = useTranslation('admin');
  return (
    <div aria-live="polite">
      <p><strong>{t('audit.asOf', { position: snapshot.position })}</strong>{t('audit.folded', { count: snapshot.eventCount, millis })}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
        <table className="table" ref={labelCells} aria-label={t('audit.customersAsOf', { position: snapshot.position })}>
          <thead><tr><th scope="col">{t('audit.customer')}</th><th scope="col">{t('email')}</th><th scope="col">{t('status')}</th><th scope="col" className="numeric">{t('audit.balance')}</th><th scope="col" className="numeric">{t('audit.bitcoin')}</th></tr></thead>
          <tbody>
            {customers.map((u) => (
              <tr key={u.id}><td>{u.name || u.email}</td><td>{u.email}</td><td>{t(`badges.${u.status}`, { defaultValue: u.status })}{u.frozen ? t('audit.frozenSuffix') : ''}</td><td className="numeric">{usd(u.usd)}</td><td className="numeric">{btc(u.btc)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoansThen snapshot={snapshot} />
      <p className="muted">
        {t('audit.settingsThen', {
          daily: usd(Number(snapshot.settings.limits.dailyTransferLimit)),
          monthly: usd(Number(snapshot.settings.limits.monthlyTransferLimit)),
          fee: usd(Number(snapshot.settings.fees.transferFee)),
          international: usd(Number(snapshot.settings.fees.internationalTransferFee)),
          updated: snapshot.settingsUpdatedBy ? t('audit.settingsBy', { name: snapshot.settingsUpdatedBy }) : t('audit.settingsDefaults'),
        })}
      </p>
    </div>
  );
}

/** The loans as of the snapshot (folded from the log, not the live view) and the portfolio figures then. */
function LoansThen({ snapshot }: { snapshot: BankSnapshot }) {
  const { t } = useTranslation('admin');
  const p = snapshot.portfolio;
  if (snapshot.loans.length === 0) return <p className="muted">{t('audit.noLoans', { position: snapshot.position })}</p>;
  return (
    <>
      <p><strong>{t('audit.portfolioThen', { date: snapshot.asOf })}</strong>{' '}
        {t('audit.portfolioLine', {
          statuses: Object.entries(p.byStatus).filter(([, count]) => count > 0).map(([status, count]) => `${t(`loans.status.${status}`)} ${count}`).join(', '),
          outstanding: usd(p.outstandingPrincipal), par30: formatPercent((p.par30Bps / 100).toFixed(2)), arrears: p.inArrears,
        })}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
        <table className="table" ref={labelCells} aria-label={t('audit.loansAsOf', { position: snapshot.position })}>
          <thead><tr><th scope="col">{t('audit.customer')}</th><th scope="col">{t('loans.product')}</th><th scope="col">{t('status')}</th><th scope="col" className="numeric">{t('audit.principal')}</th><th scope="col" className="numeric">{t('loans.outstanding')}</th><th scope="col" className="numeric">{t('audit.arrears')}</th><th scope="col" className="numeric">{t('loans.daysLate')}</th></tr></thead>
          <tbody>
            {snapshot.loans.map((loan) => (
              <tr key={loan.id}><td>{loan.name}</td><td>{loan.product}</td><td>{t(`loans.status.${loan.status}`)}</td><td className="numeric">{usd(loan.principal)}</td><td className="numeric">{usd(loan.outstanding)}</td><td className="numeric">{usd(loan.arrears)}</td><td className="numeric">{loan.daysInArrears}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Money fields in minor units are shown as money; everything else as recorded; a value that did not exist yet as "(none)", never "null" (issue 26 item 10). */
function valueText(field: string, value: FieldChange['from']): string {
  if (value === null || value === undefined) return i18next.t('audit.noValue', { ns: 'admin' });
  if (field === 'status' && typeof value === 'string') return value;
  if (field === 'outstanding' || field === 'arrears') return typeof value === 'number' ? usd(value) : String(value);
  if (typeof value !== 'number') return String(value);
  if (field === 'btc' || field.endsWith(':BTC')) return btc(value);
  if (field === 'usd' || field.endsWith(':USD') || field.startsWith('limits.') || field.startsWith('fees.')) return usd(value);
  return String(value);
}

/** "customer:<id>:USD" as "Bob Brown (USD)"; the bank's own accounts ("bank:fee-income:USD") read as they are. */
function accountName(account: string, names: Map<string, string>): string {
  const [kind, id, currency] = account.split(':');
  if (kind === 'customer' && id) return `${names.get(id) ?? i18next.t('audit.unnamed', { ns: 'admin' })} (${currency})`;
  return account;
}

const show = (change: FieldChange, field: string) => `${valueText(field, change.from)} → ${valueText(field, change.to)}`;

function DiffPanel({ head }: { head: number }) {
  const { t } = useTranslation('admin');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [diff, setDiff] = useState<BankDiff | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const compare = async (event: FormEvent) => {
    event.preventDefault();
    const a = Number(from);
    const b = to.trim() ? Number(to) : head;
    if (!from.trim() || !Number.isInteger(a) || !Number.isInteger(b)) return setError(t('audit.diffMissing'));
    try {
      setError(null);
      const answer = await admin.diff({ position: a }, { position: b });
      setNames(new Map([...answer.before.users, ...answer.after.users].map((u) => [u.id, u.name || u.email])));
      setDiff(answer.diff);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <section className="card" aria-labelledby="audit-diff">
      <h2 id="audit-diff" className="card-title">{t('audit.compareTitle')}</h2>
      <form onSubmit={compare} className="filters" noValidate>
        <TextField id="diff-from" label={t('audit.fromPosition')} inputMode="numeric" value={from} onValueChange={setFrom} />
        <TextField id="diff-to" label={t('audit.toPosition', { head })} inputMode="numeric" value={to} onValueChange={setTo} />
        <button type="submit" className="btn btn-primary">{t('audit.compare')}</button>
      </form>
      <FormAlert message={error} />
      {diff && (
        <div aria-live="polite">
          <p><strong>{t('audit.diffHeading', { from: diff.from, to: diff.to, count: diff.events })}</strong></p>
          {diff.users.length + diff.settings.length + diff.loans.length === 0 && <p className="muted">{t('audit.noChange')}</p>}
          <ul>
            {diff.users.map((u) => <li key={u.id}>{u.name || t('audit.unnamed')} ({u.change}){u.fields.length > 0 ? ': ' : ''}{u.fields.map((f) => `${f.field} ${show(f, f.field)}`).join('; ')}</li>)}
            {diff.settings.map((f) => <li key={f.field}>{t('audit.setting', { field: f.field, change: show(f, f.field) })}</li>)}
            {diff.loans.map((l) => <li key={l.id}>{t('audit.loanChange', { name: l.name, change: l.fields.map((f) => `${f.field} ${show(f, f.field)}`).join('; ') })}</li>)}
          </ul>
          {diff.book.length > 0 && <details><summary>{t('audit.book', { count: diff.book.length })}</summary><ul>{diff.book.map((f) => <li key={f.field}>{accountName(f.field, names)}: {show(f, f.field)}</li>)}</ul></details>}
        </div>
      )}
    </section>
  );
}
