/** My groups (/field, issue 29): a loan officer's groups on a phone first, each with its next meeting, its members and the attendance of the meetings held. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldGroups, type FieldGroupView } from '../../../adapters/client/field-api.ts';
import { groupLoans, type GroupLoanApplicationView } from '../../../adapters/client/group-loans-api.ts';
import type { FieldRole } from '../../../adapters/client/field-api.ts';
import { GroupLoanPanel } from './GroupLoanPanel.tsx';
import { useAdminData } from '../admin/admin-ui.tsx';
import { formatDate } from '../../format/dates.ts';
import { FieldForm, MeetingDate, useFieldView } from './field-ui.tsx';

export function MyGroupsPage() {
  const { t } = useTranslation('field');
  const { data, error, reload } = useFieldView();
  const groups = data?.groups ?? [];
  const loans = useAdminData(() => groupLoans({ action: 'list' }), 'group-loans');
  const loansOf = (groupId: string) => (loans.data && 'applications' in loans.data ? loans.data.applications : []).filter((a) => a.groupId === groupId);
  const frequencyOf = (centerId: string) => data?.centers.find((c) => c.centerId === centerId)?.schedule.frequency ?? 'weekly';
  const saved = () => { reload(); loans.reload(); };
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('my.title')}</h1>
          <p>{t('my.lead')}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && groups.length === 0 && <p className="empty-state">{t('my.none')}</p>}
      <div className="field-groups">
        {groups.map((group) => <GroupCard key={group.groupId} group={group} loans={loansOf(group.groupId)} role={data!.role} frequency={frequencyOf(group.centerId)} onSaved={saved} />)}
      </div>
    </div>
  );
}

function GroupCard({ group, loans, role, frequency, onSaved }: { group: FieldGroupView; loans: GroupLoanApplicationView[]; role: FieldRole; frequency: string; onSaved: () => void }) {
  const { t } = useTranslation('field');
  const members = group.members.filter((m) => m.leftOn === null);
  const next = group.nextMeetings[0];
  const headingId = `group-${group.groupId}`;
  return (
    <article className="card field-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.name}</h2>
      <p className="muted">{t('my.center', { name: group.centerName })} · {t('my.meetsAt', { place: group.place, time: group.time })}</p>
      <p>{next ? <>{t('my.next')} <MeetingDate meeting={next} /></> : t('my.noNext')}</p>
      {!group.approved && <p className="alert alert-info" role="note">{t('my.waiting')}</p>}
      <h3>{t('my.membersHeading')}</h3>
      <ul>
        {members.map((m) => (
          <li key={m.customerId}>
            {m.name}
            {m.customerId === group.leaderId && <span className="field-tag">{t('my.leader')}</span>}
            {m.customerId === group.secretaryId && <span className="field-tag">{t('my.secretary')}</span>}
          </li>
        ))}
      </ul>
      {group.approved && <GroupLoanPanel group={group} loans={loans} role={role} frequency={frequency} onSaved={onSaved} />}
      {group.approved && <Attendance group={group} onSaved={onSaved} />}
    </article>
  );
}

function Attendance({ group, onSaved }: { group: FieldGroupView; onSaved: () => void }) {
  const { t } = useTranslation('field');
  const members = group.members.filter((m) => m.leftOn === null);
  const [meetingDate, setMeetingDate] = useState(group.heldMeetings[0]?.date ?? '');
  const held = group.heldMeetings.find((m) => m.date === meetingDate);
  const [present, setPresent] = useState<string[]>(held?.recorded ? held.present : members.map((m) => m.customerId));
  if (group.heldMeetings.length === 0) return <p className="muted">{t('my.noMeetingHeld')}</p>;
  const choose = (date: string) => {
    setMeetingDate(date);
    const record = group.heldMeetings.find((m) => m.date === date);
    setPresent(record?.recorded ? record.present : members.map((m) => m.customerId));
  };
  const toggle = (customerId: string, on: boolean) => setPresent((now) => (on ? [...now, customerId] : now.filter((id) => id !== customerId)));
  const id = `attendance-${group.groupId}`;
  return (
    <FieldForm id={id} title={t('my.attendance')} button={t('my.record')} onDone={onSaved}
      onSubmit={() => fieldGroups({ action: 'record_attendance', groupId: group.groupId, meetingDate, present })}>
      <div className="form-field">
        <label htmlFor={`${id}-meeting`}>{t('my.meeting')}</label>
        <select id={`${id}-meeting`} className="input" value={meetingDate} onChange={(event) => choose(event.target.value)}>
          {group.heldMeetings.map((m) => <option key={m.date} value={m.date}>{formatDate(m.date)}</option>)}
        </select>
      </div>
      {held?.recorded && <p className="muted">{t('my.recorded', { present: held.present.length, absent: held.absent.length })}</p>}
      <fieldset className="field-checks">
        <legend>{t('my.membersHeading')}</legend>
        {members.map((m) => (
          <label key={m.customerId} className="field-check">
            <input type="checkbox" checked={present.includes(m.customerId)} onChange={(event) => toggle(m.customerId, event.target.checked)} />
            {t('my.present', { name: m.name })}
          </label>
        ))}
      </fieldset>
    </FieldForm>
  );
}

