/** Groups and centers (/admin/groups and /field/centers, issue 29): centers with their schedule and next meetings, groups with their members and approval, and the forms that open a center and form a group. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldGroups, type FieldCenterView, type FieldView } from '../../../adapters/client/field-api.ts';
import { TextField } from '../../components/TextField.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { messageOf } from '../admin/admin-ui.tsx';
import { MembersForm } from './MembersForm.tsx';
import { ChooseField, FieldForm, MeetingDate, useFieldView, useWeekday, WEEKDAYS } from './field-ui.tsx';

export function GroupsPage() {
  const { t } = useTranslation('field');
  const { data, error, reload } = useFieldView();
  const manages = data?.role === 'admin' || data?.role === 'branch_manager';
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('groups.title')}</h1>
          <p>{t('groups.lead')}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && (
        <>
          <Centers data={data} />
          <Groups data={data} manages={manages} onDone={reload} />
          {manages && <OpenCenter data={data} onDone={reload} />}
          {data.role !== 'auditor' && data.centers.length > 0 && <FormGroup data={data} onDone={reload} />}
          {data.role !== 'auditor' && data.groups.length > 0 && <MembersForm data={data} onDone={reload} />}
        </>
      )}
    </div>
  );
}

function ScheduleText({ center }: { center: FieldCenterView }) {
  const { t } = useTranslation('field');
  const weekday = useWeekday();
  const { frequency, place, time } = center.schedule;
  return <>{t('groups.scheduleText', { frequency: t(`frequency.${frequency}`), weekday: weekday(center.schedule.weekday), time, place })}</>;
}

function Centers({ data }: { data: FieldView }) {
  const { t } = useTranslation('field');
  return (
    <section className="card" aria-labelledby="centers-heading">
      <h2 id="centers-heading" className="card-title">{t('groups.centers')}</h2>
      {data.centers.length === 0 ? <p className="empty-state">{t('groups.noCenters')}</p> : (
        <div className="table-scroll">
          <table className="table" ref={labelCells}>
            <thead><tr><th scope="col">{t('groups.center')}</th><th scope="col">{t('branches.branch')}</th><th scope="col">{t('branches.officer')}</th><th scope="col">{t('groups.schedule')}</th><th scope="col">{t('groups.nextMeetings')}</th></tr></thead>
            <tbody>
              {data.centers.map((c) => (
                <tr key={c.centerId}>
                  <td>{c.name}</td>
                  <td>{data.branches.find((b) => b.branchId === c.branchId)?.name ?? ''}</td>
                  <td>{c.officerName}</td>
                  <td><ScheduleText center={c} /></td>
                  <td><ul className="field-list">{c.nextMeetings.slice(0, 3).map((m) => <li key={m.scheduled}><MeetingDate meeting={m} /></li>)}</ul></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Groups({ data, manages, onDone }: { data: FieldView; manages: boolean; onDone: () => void }) {
  const { t } = useTranslation('field');
  const [error, setError] = useState<string | null>(null);
  const approve = async (groupId: string) => {
    try {
      await fieldGroups({ action: 'approve_group', groupId });
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <section className="card" aria-labelledby="group-list-heading">
      <h2 id="group-list-heading" className="card-title">{t('groups.groupList')}</h2>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data.groups.length === 0 ? <p className="empty-state">{t('groups.noGroups')}</p> : (
        <div className="table-scroll">
          <table className="table" ref={labelCells}>
            <thead><tr><th scope="col">{t('groups.group')}</th><th scope="col">{t('groups.center')}</th><th scope="col">{t('branches.officer')}</th><th scope="col">{t('groups.members')}</th><th scope="col">{t('groups.status')}</th></tr></thead>
            <tbody>
              {data.groups.map((g) => {
                const members = g.members.filter((m) => m.leftOn === null);
                return (
                  <tr key={g.groupId}>
                    <td>{g.name}</td>
                    <td>{g.centerName}</td>
                    <td>{g.officerName}</td>
                    <td>{t('groups.membersCount', { count: members.length })}: {members.map((m) => m.name).join(', ')}</td>
                    <td>{g.approved ? t('groups.approved') : manages
                      ? <button type="button" className="btn btn-outline btn-small" onClick={() => void approve(g.groupId)}>{t('groups.approve', { name: g.name })}</button>
                      : t('groups.waiting')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function OpenCenter({ data, onDone }: { data: FieldView; onDone: () => void }) {
  const { t } = useTranslation('field');
  const weekday = useWeekday();
  const branches = data.branches.filter((b) => data.role === 'admin' || b.branchId === data.branchId);
  const [branchId, setBranchId] = useState(branches.length === 1 ? branches[0]!.branchId : '');
  const [name, setName] = useState('');
  const [officerId, setOfficerId] = useState('');
  const [frequency, setFrequency] = useState<'weekly' | 'fortnightly' | 'monthly'>('weekly');
  const [day, setDay] = useState('1');
  const [firstMeeting, setFirstMeeting] = useState('');
  const [place, setPlace] = useState('');
  const [time, setTime] = useState('09:00');
  const officers = data.staff.filter((s) => s.role === 'loan_officer' && s.branchId === branchId);
  return (
    <FieldForm id="open-center" title={t('groups.openCenter')} button={t('groups.openCenterButton')} onDone={onDone}
      onSubmit={() => fieldGroups({ action: 'open_center', branchId, name, officerId, schedule: { frequency, weekday: Number(day), firstMeeting, place, time } })}>
      <ChooseField id="center-branch" label={t('branches.branch')} value={branchId} onValueChange={(v) => { setBranchId(v); setOfficerId(''); }} options={branches.map((b) => [b.branchId, b.name])} />
      <TextField id="center-name" label={t('groups.centerName')} value={name} onValueChange={setName} />
      <ChooseField id="center-officer" label={t('branches.officer')} value={officerId} onValueChange={setOfficerId} options={officers.map((o) => [o.staffId, o.name])} />
      <ChooseField id="center-frequency" label={t('groups.frequencyLabel')} value={frequency} onValueChange={(v) => setFrequency(v as typeof frequency)} options={(['weekly', 'fortnightly', 'monthly'] as const).map((f) => [f, t(`frequency.${f}`)])} />
      <ChooseField id="center-weekday" label={t('groups.weekday')} value={day} onValueChange={setDay} options={WEEKDAYS.map((d) => [String(d), weekday(d)])} />
      <TextField id="center-first-meeting" type="date" label={t('groups.firstMeeting')} value={firstMeeting} onValueChange={setFirstMeeting} />
      <TextField id="center-place" label={t('groups.place')} value={place} onValueChange={setPlace} />
      <TextField id="center-time" type="time" label={t('groups.time')} value={time} onValueChange={setTime} />
    </FieldForm>
  );
}

function FormGroup({ data, onDone }: { data: FieldView; onDone: () => void }) {
  const { t } = useTranslation('field');
  const [centerId, setCenterId] = useState(data.centers.length === 1 ? data.centers[0]!.centerId : '');
  const center = data.centers.find((c) => c.centerId === centerId);
  const [name, setName] = useState('');
  const [officerId, setOfficerId] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [leaderId, setLeaderId] = useState('');
  const [secretaryId, setSecretaryId] = useState('');
  const officer = data.role === 'loan_officer' ? data.staff.find((s) => s.role === 'loan_officer') : undefined;
  const officers = data.staff.filter((s) => s.role === 'loan_officer' && s.branchId === center?.branchId);
  const candidates = data.customers.filter((c) => c.branchId === center?.branchId);
  const chosen = candidates.filter((c) => members.includes(c.customerId));
  const chosenOfficer = officerId || (data.role === 'loan_officer' ? officer?.staffId ?? '' : center?.officerId ?? '');
  return (
    <FieldForm id="form-group" title={t('groups.formGroup')} button={t('groups.formGroupButton')} onDone={onDone}
      onSubmit={() => fieldGroups({ action: 'form_group', centerId, name, officerId: chosenOfficer, members, leaderId, secretaryId })}>
      <ChooseField id="group-center" label={t('groups.center')} value={centerId} onValueChange={(v) => { setCenterId(v); setMembers([]); }} options={data.centers.map((c) => [c.centerId, c.name])} />
      <TextField id="group-name" label={t('groups.groupName')} value={name} onValueChange={setName} />
      {data.role !== 'loan_officer' && <ChooseField id="group-officer" label={t('branches.officer')} value={chosenOfficer} onValueChange={setOfficerId} options={officers.map((o) => [o.staffId, o.name])} />}
      <fieldset className="field-checks">
        <legend>{t('groups.chooseMembers')}</legend>
        {candidates.map((c) => (
          <label key={c.customerId} className="field-check">
            <input type="checkbox" checked={members.includes(c.customerId)} onChange={(event) => setMembers((now) => (event.target.checked ? [...now, c.customerId] : now.filter((id) => id !== c.customerId)))} />
            {c.name}
          </label>
        ))}
      </fieldset>
      <ChooseField id="group-leader" label={t('groups.leader')} value={leaderId} onValueChange={setLeaderId} options={chosen.map((c) => [c.customerId, c.name])} />
      <ChooseField id="group-secretary" label={t('groups.secretary')} value={secretaryId} onValueChange={setSecretaryId} options={chosen.map((c) => [c.customerId, c.name])} />
    </FieldForm>
  );
}
