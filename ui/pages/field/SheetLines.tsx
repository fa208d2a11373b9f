/**
 * One collection sheet as the officer fills it on a phone (issue 29 item 4): the totals, the till the
 * bank last gave, what is on this phone (pending, sent, confirmed), and a line per member and loan with
 * what they paid (all, part, nothing), their deposit and attendance, and the line's status. A line
 * sent or confirmed shows what was recorded and can no longer be changed.
 */
import { useTranslation } from 'react-i18next';
import type { CollectionSheetLine } from '../../../adapters/client/collection-api.ts';
import { cashRecorded, countsOf, depositOf, editable, lineKey, paidOf, type LineEntry, type OfflineLine, type OfflineSheet } from '../../../machines/offline-sheet.ts';
import { formatDate } from '../../format/dates.ts';
import { formatUsdMinor } from '../../format/money.ts';

interface Props { sheet: OfflineSheet; onRecord: (key: string, change: Partial<LineEntry>) => void; onSubmit: () => void }

export function SheetLines({ sheet, onRecord, onSubmit }: Props) {
  const { t } = useTranslation('field');
  const { view } = sheet;
  const counts = countsOf(sheet);
  return (
    <section className="card field-form" aria-labelledby="sheet-heading">
      <h2 id="sheet-heading" className="card-title">{t('sheet.heading', { group: view.groupName, date: formatDate(view.meetingDate) })}</h2>
      <p>{t('sheet.totals', { due: formatUsdMinor(view.totals.due), deposit: formatUsdMinor(view.totals.expectedDeposit), members: view.totals.members })}</p>
      <p>{t('sheet.counts', { ...counts })}</p>
      <p>{t('sheet.cashOnSheet', { amount: formatUsdMinor(cashRecorded(sheet)) })}</p>
      <p role="status">{t('sheet.till', { amount: formatUsdMinor(sheet.till) })}</p>
      <form onSubmit={(event) => { event.preventDefault(); onSubmit(); }} noValidate>
        {view.lines.map((line) => {
          const key = lineKey(line);
          const entry = sheet.lines[key];
          return entry ? <Line key={key} line={line} entry={entry} onRecord={(change) => onRecord(key, change)} /> : null;
        })}
        <button type="submit" className="btn btn-primary">{t('sheet.submit')}</button>
      </form>
    </section>
  );
}

function Line({ line, entry, onRecord }: { line: CollectionSheetLine; entry: OfflineLine; onRecord: (change: Partial<LineEntry>) => void }) {
  const { t } = useTranslation('field');
  const id = `line-${lineKey(line).replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <fieldset className="field-checks sheet-line">
      <legend>{line.memberName}{line.productName ? ` · ${line.productName}` : ''}</legend>
      {line.loanId && <p>{t('sheet.due', { amount: formatUsdMinor(line.due) })}</p>}
      <p role="status" className={`sheet-status sheet-status-${entry.status}`}>
        {t(`sheet.state.${entry.status}`)}{entry.status === 'refused' && entry.message ? `: ${entry.message}` : ''}
      </p>
      {entry.status === 'pending' && entry.message && <p className="field-hint">{entry.message}</p>}
      {editable(entry) ? <LineInputs id={id} line={line} entry={entry} onRecord={onRecord} /> : <Recorded line={line} entry={entry} />}
    </fieldset>
  );
}

function LineInputs({ id, line, entry, onRecord }: { id: string; line: CollectionSheetLine; entry: OfflineLine; onRecord: (change: Partial<LineEntry>) => void }) {
  const { t } = useTranslation('field');
  return (
    <>
      {line.loanId && (
        <fieldset className="field-checks">
          <legend>{t('sheet.paid')}</legend>
          {(['all', 'part', 'nothing'] as const).map((choice) => (
            <label key={choice} className="field-check">
              <input type="radio" name={`${id}-paid`} checked={entry.paid === choice} onChange={() => onRecord({ paid: choice })} />
              {t(`sheet.paidChoice.${choice}`, { amount: formatUsdMinor(line.due) })}
            </label>
          ))}
        </fieldset>
      )}
      {line.loanId && entry.paid === 'part' && (
        <div className="form-field"><label htmlFor={`${id}-part`}>{t('sheet.part')}</label><input id={`${id}-part`} className="input" inputMode="decimal" value={entry.part} onChange={(e) => onRecord({ part: e.target.value })} /></div>
      )}
      <div className="form-field"><label htmlFor={`${id}-deposit`}>{t('sheet.deposit')}</label><input id={`${id}-deposit`} className="input" inputMode="decimal" value={entry.deposit} onChange={(e) => onRecord({ deposit: e.target.value })} /></div>
      <label className="field-check"><input type="checkbox" checked={entry.present} onChange={(e) => onRecord({ present: e.target.checked })} />{t('sheet.present')}</label>
      {line.loanId && <label className="field-check"><input type="checkbox" checked={entry.savingsAgreed} onChange={(e) => onRecord({ savingsAgreed: e.target.checked })} />{t('sheet.agreed')}</label>}
    </>
  );
}

function Recorded({ line, entry }: { line: CollectionSheetLine; entry: OfflineLine }) {
  const { t } = useTranslation('field');
  const came = t(entry.present ? 'sheet.came' : 'sheet.absent');
  if (entry.cash !== null) return <p>{t('sheet.recordedCash', { amount: formatUsdMinor(entry.cash) })} {came}</p>;
  const paid = paidOf(entry, line.due, line.loanId) ?? 0;
  return <p>{line.loanId ? `${t('sheet.recordedPaid', { amount: formatUsdMinor(paid) })} ` : ''}{t('sheet.recordedDeposit', { amount: formatUsdMinor(depositOf(entry) ?? 0) })} {came}</p>;
}
