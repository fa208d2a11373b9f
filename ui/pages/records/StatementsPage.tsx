/** Statements (/dashboard/statements, part 2 section 2): real monthly periods, summary, a paginated table, CSV and PDF of the same data, and the Email Statement dialog. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BankApiError, call } from '../../../adapters/client/bank-api.ts';
import { isEmail } from '../../../domain/credentials/login-form.ts';
import { isOwnStatementAddress } from '../../../domain/records/statement-recipient.ts';
import type { StatementPeriodItem, StatementRecords } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { formatDate, formatDateTime, monthName } from '../../format/dates.ts';
import { formatUsd, signedAmount } from '../../format/money.ts';
import { statusClass } from '../../format/status.ts';
import { statementsLoader } from '../../records-loaders.ts';
import { useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { downloadFile } from '../../download.ts';
import { statementCsv, statementFileName, statementPdf } from './statement-files.ts';
import '../../records.css';
import { labelCells } from '../../components/stacked-table.ts';
import { useRowText } from '../../i18n/domain-text.ts';

const PAGE_SIZE = 10;

export function StatementsPage() {
  const period = useSearchParams()[0].get('period') ?? undefined;
  // While another period loads, the one shown stays, as it did while the router navigated.
  const records = useResource(() => statementsLoader(period), [period]).data;
  const navigate = useNavigate();
  const { t } = useTranslation('records');
  const text = useRowText();
  const [page, setPage] = useState(0);
  const [emailOpen, setEmailOpen] = useState(false);
  const statement = records?.statement ?? null;
  const [shown, setShown] = useState(statement?.period);
  if (shown !== statement?.period) { setShown(statement?.period); setPage(0); }
  if (records === undefined) return <ContentLoading />;
  if (!records || !statement) return null;
  const lines = statement.lines;
  const pages = Math.max(1, Math.ceil(lines.length / PAGE_SIZE));
  const from = lines.length === 0 ? 0 : page * PAGE_SIZE + 1;
  const to = Math.min(lines.length, (page + 1) * PAGE_SIZE);
  return (
    <div className="page-stack">
      <h1>{t('statements.title')}</h1>
      <section className="card" aria-labelledby="statement-account-heading">
        <h2 id="statement-account-heading" className="card-title">{t('statements.accountInfo')}</h2>
        <dl className="detail-list">
          <div><dt>{t('statements.holder')}</dt><dd>{records.account.holder}</dd></div>
          <div><dt>{t('statements.accountNumber')}</dt><dd>{records.account.accountNumber}</dd></div>
          <div><dt>{t('statements.accountType')}</dt><dd>{t(`accountTypes.${records.account.accountType.toLowerCase()}`, { defaultValue: records.account.accountType })}</dd></div>
          <div><dt>{t('statements.period')}</dt><dd>{monthName(statement.period)}</dd></div>
        </dl>
      </section>
      <section className="card filters">
        <div className="form-field">
          <label htmlFor="statement-period">{t('statements.period')}</label>
          <select id="statement-period" className="input" value={statement.period} onChange={(e) => void navigate(`/dashboard/statements?period=${e.target.value}`)}>
            {records.periods.map((p) => <option key={p.period} value={p.period}>{monthName(p.period)}{p.status === 'current' ? t('statements.current') : ''}</option>)}
          </select>
        </div>
        <div className="button-row">
          <button type="button" className="btn btn-outline" onClick={() => downloadFile(statementFileName(records, statement, 'csv'), statementCsv(records, statement), 'text/csv')}>{t('statements.exportCsv')}</button>
          <button type="button" className="btn btn-outline" onClick={() => void downloadPdf(records, statement)}>{t('statements.downloadPdf')}</button>
          <button type="button" className="btn btn-primary" onClick={() => setEmailOpen(true)}>{t('statements.email')}</button>
        </div>
      </section>
      <PeriodCards periods={records.periods.slice(0, 3)} onChoose={(period) => void navigate(`/dashboard/statements?period=${period}`)} />
      <dl className="stat-grid" aria-label={t('statements.summary')}>
        <div className="card stat"><dt>{t('statements.opening')}</dt><dd>{formatUsd(statement.openingBalance)}</dd></div>
        <div className="card stat"><dt>{t('statements.credits')}</dt><dd>{formatUsd(statement.totalCredits)}</dd></div>
        <div className="card stat"><dt>{t('statements.debits')}</dt><dd>{formatUsd(statement.totalDebits)}</dd></div>
        <div className="card stat"><dt>{t('statements.closing')}</dt><dd>{formatUsd(statement.closingBalance)}</dd></div>
      </dl>
      <section className="card" aria-labelledby="statement-tx-heading">
        <h2 id="statement-tx-heading" className="card-title">{t('statements.transactions')}</h2>
        {lines.length === 0 ? <p>{t('statements.none')}</p> : (
          <div className="table-scroll">
            <table className="table" ref={labelCells}>
              <thead><tr><th>{t('statements.date')}</th><th>{t('statements.description')}</th><th>{t('statements.reference')}</th><th>{t('statements.status')}</th><th className="numeric">{t('statements.amount')}</th><th className="numeric">{t('statements.balance')}</th></tr></thead>
              <tbody>
                {lines.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((line) => (
                  <tr key={line.id}>
                    <td>{formatDateTime(line.date, line.time)}</td>
                    <td>{text(line.description)}</td>
                    <td>{line.reference}</td>
                    <td><span className={statusClass(line.status)}>{t(`statuses.${line.status}`, { defaultValue: line.status })}</span></td>
                    <td className={`numeric ${line.type === 'credit' ? 'amount-credit' : 'amount-debit'}`}>{signedAmount(line)}</td>
                    <td className="numeric">{formatUsd(line.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="card-header-row">
          <p>{t('statements.showing', { from, to, total: lines.length })}</p>
          <div className="button-row">
            <button type="button" className="btn btn-outline btn-small" disabled={page === 0} onClick={() => setPage(page - 1)}>{t('statements.previous')}</button>
            <button type="button" className="btn btn-outline btn-small" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>{t('statements.next')}</button>
          </div>
        </div>
      </section>
      <EmailStatementDialog open={emailOpen} onClose={() => setEmailOpen(false)} records={records} statement={statement} />
    </div>
  );
}

async function downloadPdf(records: StatementRecords, statement: StatementPeriodItem) {
  const bytes = await statementPdf(records, statement);
  downloadFile(statementFileName(records, statement, 'pdf'), bytes.slice().buffer, 'application/pdf');
}

function PeriodCards({ periods, onChoose }: { periods: StatementPeriodItem[]; onChoose: (period: string) => void }) {
  const { t } = useTranslation('records');
  return (
    <div className="records-grid" aria-label={t('statements.recentPeriods')}>
      {periods.map((p) => (
        <section key={p.period} className="card" aria-label={monthName(p.period)}>
          <div className="card-header-row">
            <h2>{monthName(p.period)}</h2>
            <span className={p.status === 'current' ? 'status status-pending' : 'status status-ok'}>{p.status === 'current' ? t('statements.currentStatus') : t('statements.completedStatus')}</span>
          </div>
          <p className="muted">{t('statements.periodLine', { start: formatDate(p.startDate), end: formatDate(p.endDate), count: p.transactionCount })}</p>
          <p>{t('statements.closingLine', { amount: formatUsd(p.closingBalance) })}</p>
          <button type="button" className="btn btn-outline btn-small" onClick={() => onChoose(p.period)}>{t('statements.viewPeriod', { month: monthName(p.period) })}</button>
        </section>
      ))}
    </div>
  );
}

/**
 * Email Statement: to the customer's own address at once; to another address (DECISIONS 31) the
 * PIN first, then the code the bank e-mails to the own address, and only then is it sent.
 */
function EmailStatementDialog({ open, onClose, records, statement }: { open: boolean; onClose: () => void; records: StatementRecords; statement: StatementPeriodItem }) {
  const { t } = useTranslation('records');
  const [email, setEmail] = useState(records.account.email);
  const [format, setFormat] = useState<'pdf' | 'csv'>('pdf');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [started, setStarted] = useState<{ changeId: string; codeSentTo: string; email: string; format: string } | null>(null);
  const [error, setError] = useState('');
  const [stepError, setStepError] = useState('');
  const [sending, setSending] = useState(false);
  const other = isEmail(email.trim()) && !isOwnStatementAddress(records.account.email, email);
  // A code was sent for one address and format; changing either asks for the PIN again.
  const coded = started && started.email === email.trim() && started.format === format ? started : null;
  const request = { email: email.trim(), period: statement.period, format, includeTransactionDetails: true };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) { setError(t('statements.emailRequired')); return; }
    if (!isEmail(email.trim())) { setError(t('statements.emailInvalid')); return; }
    setError('');
    setStepError('');
    setSending(true);
    try {
      if (other && !coded) {
        const answer = await call('customer-records', { action: 'email_statement_start', ...request, pin });
        setStarted({ changeId: answer.changeId, codeSentTo: answer.codeSentTo, email: request.email, format });
        setCode('');
        return;
      }
      await call('customer-records', { action: 'email_statement', ...request, ...(coded ? { changeId: coded.changeId, code } : {}) });
      window.alert(t('statements.submitted'));
      onClose();
    } catch (failure) {
      // A refused address is the field's error, as the form's own check would have said (issue 13).
      if (failure instanceof BankApiError && failure.status === 400 && failure.errors.email) { setError(t('statements.emailInvalid')); return; }
      // A wrong PIN or code is said next to the step, in the server's words for the reader's language.
      if (failure instanceof BankApiError && other && [400, 403, 423].includes(failure.status) && failure.detail) { setStepError(failure.detail); return; }
      window.alert(failure instanceof BankApiError ? t('statements.submitFailed') : t('tryAgain'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog title={t('statements.email')} open={open} onClose={onClose}>
      <form className="page-stack" onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-field">
          <label htmlFor="statement-email">{t('statements.emailAddress')}</label>
          <input id="statement-email" className="input" type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'statement-email-error' : undefined} />
          {error && <span id="statement-email-error" className="field-error">{error}</span>}
        </div>
        <div className="form-field">
          <label htmlFor="statement-format">{t('statements.format')}</label>
          <select id="statement-format" className="input" value={format} onChange={(e) => setFormat(e.target.value as 'pdf' | 'csv')}>
            <option value="pdf">PDF</option>
            <option value="csv">CSV</option>
          </select>
        </div>
        {other && <p className="muted">{t('statements.otherAddressLead')}</p>}
        {other && !coded && (
          <div className="form-field">
            <label htmlFor="statement-pin">{t('statements.pin')}</label>
            <input id="statement-pin" className="input" type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))} aria-invalid={stepError ? true : undefined} aria-describedby={stepError ? 'statement-step-error' : undefined} />
          </div>
        )}
        {other && coded && (
          <div className="form-field">
            <label htmlFor="statement-code">{t('statements.code')}</label>
            <input id="statement-code" className="input" inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))} aria-invalid={stepError ? true : undefined} aria-describedby={stepError ? 'statement-step-error' : 'statement-code-sent'} />
            <span id="statement-code-sent" className="muted">{t('statements.codeSent', { email: coded.codeSentTo })}</span>
          </div>
        )}
        {stepError && <span id="statement-step-error" className="field-error" role="alert">{stepError}</span>}
        <p className="muted">{t('statements.for', { month: monthName(statement.period) })}</p>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={sending}>{other && !coded ? t('statements.sendCode') : t('statements.send')}</button>
          <button type="button" className="btn btn-outline" onClick={onClose}>{t('cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
