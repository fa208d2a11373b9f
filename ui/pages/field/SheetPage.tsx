/**
 * The collection sheet (/field/sheet, issue 29 item 4), built for a loan officer on a 390 px phone
 * at a meeting with no connection: while connected they download the week's sheets of their groups
 * (kept on the phone, ui/collection-sheet-store.ts); with or without a connection they open one,
 * record what each member paid, deposited and whether they came; the lines recorded are sent when
 * they submit and whenever the connection returns, each under the UUID it was given once, so the
 * bank posts each line once however many times it is sent. An older meeting can still be opened
 * while connected.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sheetIdOf, WEEK_DAYS, countsOf } from '../../../machines/offline-sheet.ts';
import { formatDate } from '../../format/dates.ts';
import { useSignedInUser } from '../../shell/signed-in-user.ts';
import { ChooseField, useFieldView } from './field-ui.tsx';
import { SheetLines } from './SheetLines.tsx';
import { useOfflineSheets, useOnline, type SheetNotice } from './use-offline-sheets.ts';

export function SheetPage() {
  const { t } = useTranslation('field');
  const user = useSignedInUser();
  const online = useOnline();
  const offline = useOfflineSheets(user.id);
  const [current, setCurrent] = useState('');
  const sheet = offline.sheets[current];
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header"><div><h1>{t('sheet.title')}</h1><p>{t('sheet.lead')}</p></div></header>
      {!online && <div className="alert alert-warning" role="status">{t('sheet.offline')}</div>}
      <DownloadCard online={online} onDownload={offline.download} onFailure={offline.failed} />
      <section className="card field-form" aria-labelledby="sheet-kept-heading">
        <h2 id="sheet-kept-heading" className="card-title">{t('sheet.kept')}</h2>
        {offline.loaded && Object.keys(offline.sheets).length === 0 ? <p>{t('sheet.noneKept')}</p> : (
          <ChooseField id="sheet-kept" label={t('sheet.keptSheet')} value={current} onValueChange={setCurrent}
            options={Object.values(offline.sheets).map((s) => [s.id, t('sheet.keptOption', { group: s.view.groupName, date: formatDate(s.view.meetingDate), pending: countsOf(s).pending })])} />
        )}
      </section>
      {online && <OpenOther onOpen={async (groupId, date) => { await offline.fetchSheet(groupId, date); setCurrent(sheetIdOf(groupId, date)); }} onFailure={offline.failed} />}
      {offline.notice && <Notice notice={offline.notice} />}
      {sheet && <SheetLines sheet={sheet} onRecord={(key, change) => offline.record(sheet.id, key, change)} onSubmit={() => void offline.send(sheet.id)} />}
    </div>
  );
}

function DownloadCard({ online, onDownload, onFailure }: { online: boolean; onDownload: () => Promise<void>; onFailure: (failure: unknown) => void }) {
  const { t } = useTranslation('field');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try { await onDownload(); } catch (failure) { onFailure(failure); } finally { setBusy(false); }
  };
  return (
    <section className="card field-form" aria-labelledby="sheet-week-heading">
      <h2 id="sheet-week-heading" className="card-title">{t('sheet.week')}</h2>
      <p>{t('sheet.weekLead', { days: WEEK_DAYS })}</p>
      <div><button type="button" className="btn btn-primary" disabled={!online || busy} onClick={() => void download()}>{t('sheet.download')}</button></div>
    </section>
  );
}

/** A meeting held before this week, opened from the bank (while connected); it is kept on the phone like the week's. */
function OpenOther({ onOpen, onFailure }: { onOpen: (groupId: string, date: string) => Promise<void>; onFailure: (failure: unknown) => void }) {
  const { t } = useTranslation('field');
  const { data } = useFieldView();
  const [groupId, setGroupId] = useState('');
  const [meetingDate, setMeetingDate] = useState('');
  const group = data?.groups.find((g) => g.groupId === groupId);
  const open = async () => { try { await onOpen(groupId, meetingDate); } catch (failure) { onFailure(failure); } };
  return (
    <section className="card field-form" aria-labelledby="sheet-open-heading">
      <h2 id="sheet-open-heading" className="card-title">{t('sheet.choose')}</h2>
      <form onSubmit={(event) => { event.preventDefault(); void open(); }} noValidate>
        <ChooseField id="sheet-group" label={t('sheet.group')} value={groupId} onValueChange={(v) => { setGroupId(v); setMeetingDate(''); }} options={(data?.groups ?? []).filter((g) => g.approved).map((g) => [g.groupId, g.name])} />
        <ChooseField id="sheet-meeting" label={t('sheet.meeting')} value={meetingDate} onValueChange={setMeetingDate} options={(group?.heldMeetings ?? []).map((m) => [m.date, formatDate(m.date)])} />
        <button type="submit" className="btn btn-primary" disabled={!groupId || !meetingDate}>{t('sheet.open')}</button>
      </form>
    </section>
  );
}

function Notice({ notice }: { notice: SheetNotice }) {
  const { t } = useTranslation('field');
  if (notice.kind === 'downloaded') return <div className="alert alert-success" role="status">{t('sheet.downloaded', { count: notice.count })}{notice.appKept ? '' : ` ${t('sheet.appNotKept')}`}</div>;
  if (notice.kind === 'notReached') return <div className="alert alert-warning" role="status">{t('sheet.notReached')}</div>;
  if (notice.kind === 'unreadable') return <div className="alert alert-error" role="alert">{t('sheet.badAmount')}</div>;
  return <div className="alert alert-error" role="alert">{notice.message}</div>;
}
