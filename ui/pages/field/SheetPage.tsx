/**
 * The collection sheet (/field/sheet, issue 29 item 4), online for now and built for a 390 px phone:
 * the officer picks a group and a meeting held, sees each member's instalment due, records what each
 * paid, deposited and whether they came, and submits. Each line keeps the UUID it was given, so a
 * second submit sends the same lines and the bank posts each once. The offline version (service
 * worker, IndexedDB) builds on this page next.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSheet, submitSheet, type CollectionLineAnswer, type CollectionSheetView } from '../../../adapters/client/collection-api.ts';
import { parseAmount } from '../../../domain/money/money.ts';
import { formatDate } from '../../format/dates.ts';
import { formatUsdMinor } from '../../format/money.ts';
import { messageOf } from '../admin/admin-ui.tsx';
import { ChooseField, useFieldView } from './field-ui.tsx';

interface Entry { lineId: string; paid: string; deposit: string; present: boolean; savingsAgreed: boolean }
const keyOf = (memberId: string, loanId: string | null) => `${memberId}:${loanId ?? ''}`;

export function SheetPage() {
  const { t } = useTranslation('field');
  const { data } = useFieldView();
  const [groupId, setGroupId] = useState('');
  const [meetingDate, setMeetingDate] = useState('');
  const [sheet, setSheet] = useState<CollectionSheetView | null>(null);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [answers, setAnswers] = useState<Record<string, CollectionLineAnswer>>({});
  const [error, setError] = useState<string | null>(null);
  const group = data?.groups.find((g) => g.groupId === groupId);
  const load = async () => {
    setError(null);
    try {
      const opened = await openSheet(groupId, meetingDate);
      setSheet(opened);
      setEntries(Object.fromEntries(opened.lines.map((l) => [keyOf(l.memberId, l.loanId), { lineId: crypto.randomUUID(), paid: '', deposit: '', present: l.present ?? true, savingsAgreed: false }])));
      setAnswers({});
    } catch (failure) { setError(messageOf(failure)); }
  };
  const submit = async () => {
    if (!sheet) return;
    setError(null);
    const lines = sheet.lines.filter((l) => !l.sent).map((l) => {
      const entry = entries[keyOf(l.memberId, l.loanId)]!;
      return { lineId: entry.lineId, memberId: l.memberId, loanId: l.loanId, due: l.due, reschedules: l.reschedules, paid: parseAmount(entry.paid || '0', 'USD') ?? -1, deposit: parseAmount(entry.deposit || '0', 'USD') ?? -1, present: entry.present, savingsAgreed: entry.savingsAgreed };
    });
    if (lines.some((l) => l.paid < 0 || l.deposit < 0)) { setError(t('sheet.badAmount')); return; }
    if (lines.length === 0) return;
    try {
      const sent = await submitSheet({ action: 'submit', groupId: sheet.groupId, meetingDate: sheet.meetingDate, lines });
      setAnswers(Object.fromEntries(sent.lines.map((a) => [a.lineId, a])));
      setSheet({ ...sheet, till: sent.till });
    } catch (failure) { setError(messageOf(failure)); }
  };
  const edit = (key: string, change: Partial<Entry>) => setEntries((now) => ({ ...now, [key]: { ...now[key]!, ...change } }));
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header"><div><h1>{t('sheet.title')}</h1><p>{t('sheet.lead')}</p></div></header>
      <section className="card field-form" aria-labelledby="sheet-open-heading">
        <h2 id="sheet-open-heading" className="card-title">{t('sheet.choose')}</h2>
        <form onSubmit={(event) => { event.preventDefault(); void load(); }} noValidate>
          <ChooseField id="sheet-group" label={t('sheet.group')} value={groupId} onValueChange={(v) => { setGroupId(v); setMeetingDate(''); }} options={(data?.groups ?? []).filter((g) => g.approved).map((g) => [g.groupId, g.name])} />
          <ChooseField id="sheet-meeting" label={t('sheet.meeting')} value={meetingDate} onValueChange={setMeetingDate} options={(group?.heldMeetings ?? []).map((m) => [m.date, formatDate(m.date)])} />
          <button type="submit" className="btn btn-primary" disabled={!groupId || !meetingDate}>{t('sheet.open')}</button>
        </form>
      </section>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {sheet && (
        <section className="card field-form" aria-labelledby="sheet-heading">
          <h2 id="sheet-heading" className="card-title">{t('sheet.heading', { group: sheet.groupName, date: formatDate(sheet.meetingDate) })}</h2>
          <p>{t('sheet.totals', { due: formatUsdMinor(sheet.totals.due), deposit: formatUsdMinor(sheet.totals.expectedDeposit), members: sheet.totals.members })}</p>
          <p role="status">{t('sheet.till', { amount: formatUsdMinor(sheet.till.sheet) })}</p>
          <form onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
            {sheet.lines.map((line) => {
              const key = keyOf(line.memberId, line.loanId);
              const entry = entries[key]!;
              const answer = answers[entry.lineId];
              const id = `line-${key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
              return (
                <fieldset key={key} className="field-checks">
                  <legend>{line.memberName}{line.productName ? ` · ${line.productName}` : ''}</legend>
                  <p>{t('sheet.due', { amount: formatUsdMinor(line.due) })}</p>
                  {line.sent ? <p>{t(`sheet.status.${line.sent.status}`)}</p> : <>
                    {line.loanId && <div className="form-field"><label htmlFor={`${id}-paid`}>{t('sheet.paid')}</label><input id={`${id}-paid`} className="input" inputMode="decimal" value={entry.paid} onChange={(e) => edit(key, { paid: e.target.value })} /></div>}
                    <div className="form-field"><label htmlFor={`${id}-deposit`}>{t('sheet.deposit')}</label><input id={`${id}-deposit`} className="input" inputMode="decimal" value={entry.deposit} onChange={(e) => edit(key, { deposit: e.target.value })} /></div>
                    <label className="field-check"><input type="checkbox" checked={entry.present} onChange={(e) => edit(key, { present: e.target.checked })} />{t('sheet.present')}</label>
                    {line.loanId && <label className="field-check"><input type="checkbox" checked={entry.savingsAgreed} onChange={(e) => edit(key, { savingsAgreed: e.target.checked })} />{t('sheet.agreed')}</label>}
                  </>}
                  {answer && <p role="status">{t(`sheet.status.${answer.status}`)}{answer.message ? `: ${answer.message}` : ''}</p>}
                </fieldset>
              );
            })}
            <button type="submit" className="btn btn-primary">{t('sheet.submit')}</button>
          </form>
        </section>
      )}
    </div>
  );
}
