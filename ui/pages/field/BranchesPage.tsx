/** Branches (/admin/branches and /field/branches, issue 29): the branches with working days and holidays, the staff placed in each, and the forms an administrator or a branch manager uses to open, place, declare and assign. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldBranches, type FieldView } from '../../../adapters/client/field-api.ts';
import { TextField } from '../../components/TextField.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate } from '../../format/dates.ts';
import { ChooseField, FieldForm, useFieldView, useWeekday, WEEKDAYS } from './field-ui.tsx';

export function BranchesPage() {
  const { t } = useTranslation('field');
  const weekday = useWeekday();
  const { data, error, reload } = useFieldView();
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('branches.title')}</h1>
          <p>{t('branches.lead')}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && (
        <>
          <section className="card" aria-labelledby="branches-heading">
            <h2 id="branches-heading" className="card-title">{t('branches.list')}</h2>
            <div className="table-scroll">
              <table className="table" ref={labelCells}>
                <thead><tr><th scope="col">{t('branches.name')}</th><th scope="col">{t('branches.address')}</th><th scope="col">{t('branches.workingDays')}</th><th scope="col">{t('branches.holidays')}</th></tr></thead>
                <tbody>
                  {data.branches.map((b) => (
                    <tr key={b.branchId}>
                      <td>{b.name}</td>
                      <td>{b.address}</td>
                      <td>{b.workingDays.map(weekday).join(', ')}</td>
                      <td>{b.holidays.length === 0 ? <span className="muted">{t('branches.noHolidays')}</span> : (
                        <ul className="field-list">{b.holidays.map((h) => <li key={h.date}>{formatDate(h.date)}: {h.name}</li>)}</ul>
                      )}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="card" aria-labelledby="staff-heading">
            <h2 id="staff-heading" className="card-title">{t('branches.staff')}</h2>
            <div className="table-scroll">
              <table className="table" ref={labelCells}>
                <thead><tr><th scope="col">{t('branches.staffMember')}</th><th scope="col">{t('branches.role')}</th><th scope="col">{t('branches.branch')}</th></tr></thead>
                <tbody>
                  {data.staff.map((s) => (
                    <tr key={s.staffId}><td>{s.name}</td><td>{t(`branches.roles.${s.role}`)}</td><td>{data.branches.find((b) => b.branchId === s.branchId)?.name ?? t('branches.notPlaced')}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          {data.role === 'admin' && <OpenBranch onDone={reload} />}
          {data.role === 'admin' && <PlaceStaff data={data} onDone={reload} />}
          {(data.role === 'admin' || data.role === 'branch_manager') && <DeclareHoliday data={data} onDone={reload} />}
          {(data.role === 'admin' || data.role === 'branch_manager') && <AssignCustomer data={data} onDone={reload} />}
        </>
      )}
    </div>
  );
}

function OpenBranch({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('field');
  const weekday = useWeekday();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  return (
    <FieldForm id="open-branch" title={t('branches.open')} button={t('branches.openButton')} onDone={onDone}
      onSubmit={() => fieldBranches({ action: 'open_branch', name, address, workingDays: days })}>
      <TextField id="branch-name" label={t('branches.name')} value={name} onValueChange={setName} />
      <TextField id="branch-address" label={t('branches.address')} value={address} onValueChange={setAddress} />
      <fieldset className="field-checks">
        <legend>{t('branches.workingDays')}</legend>
        <div className="field-days">
          {WEEKDAYS.map((day) => (
            <label key={day} className="field-check">
              <input type="checkbox" checked={days.includes(day)} onChange={(event) => setDays((now) => (event.target.checked ? [...now, day] : now.filter((d) => d !== day)))} />
              {weekday(day)}
            </label>
          ))}
        </div>
      </fieldset>
    </FieldForm>
  );
}

function PlaceStaff({ data, onDone }: { data: FieldView; onDone: () => void }) {
  const { t } = useTranslation('field');
  const [staffId, setStaffId] = useState('');
  const [branchId, setBranchId] = useState('');
  return (
    <FieldForm id="place-staff" title={t('branches.place')} button={t('branches.placeButton')} onDone={onDone}
      onSubmit={() => fieldBranches({ action: 'assign_staff', staffId, branchId })}>
      <ChooseField id="place-staff-member" label={t('branches.staffMember')} value={staffId} onValueChange={setStaffId} options={data.staff.map((s) => [s.staffId, `${s.name} (${t(`branches.roles.${s.role}`)})`])} />
      <ChooseField id="place-staff-branch" label={t('branches.branch')} value={branchId} onValueChange={setBranchId} options={data.branches.map((b) => [b.branchId, b.name])} />
    </FieldForm>
  );
}

/** The branches the caller manages: all for an administrator, their own for a branch manager. */
const managedBranches = (data: FieldView) => data.branches.filter((b) => data.role === 'admin' || b.branchId === data.branchId);

function DeclareHoliday({ data, onDone }: { data: FieldView; onDone: () => void }) {
  const { t } = useTranslation('field');
  const branches = managedBranches(data);
  const [branchId, setBranchId] = useState(branches.length === 1 ? branches[0]!.branchId : '');
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  return (
    <FieldForm id="declare-holiday" title={t('branches.holiday')} button={t('branches.holidayButton')} onDone={onDone}
      onSubmit={() => fieldBranches({ action: 'declare_holiday', branchId, date, name })}>
      <ChooseField id="holiday-branch" label={t('branches.branch')} value={branchId} onValueChange={setBranchId} options={branches.map((b) => [b.branchId, b.name])} />
      <TextField id="holiday-date" type="date" label={t('branches.holidayDate')} value={date} onValueChange={setDate} />
      <TextField id="holiday-name" label={t('branches.holidayName')} value={name} onValueChange={setName} />
    </FieldForm>
  );
}

function AssignCustomer({ data, onDone }: { data: FieldView; onDone: () => void }) {
  const { t } = useTranslation('field');
  const branches = managedBranches(data);
  const [customerId, setCustomerId] = useState('');
  const [branchId, setBranchId] = useState(branches.length === 1 ? branches[0]!.branchId : '');
  const [officerId, setOfficerId] = useState('');
  const [reason, setReason] = useState('');
  const officers = data.staff.filter((s) => s.role === 'loan_officer' && s.branchId === branchId);
  return (
    <FieldForm id="assign-customer" title={t('branches.assign')} button={t('branches.assignButton')} onDone={onDone}
      onSubmit={() => fieldBranches({ action: 'assign_customer', customerId, branchId, officerId, reason })}>
      <ChooseField id="assign-customer-name" label={t('branches.customer')} value={customerId} onValueChange={setCustomerId} options={data.customers.map((c) => [c.customerId, `${c.name} (${c.accountNumber})`])} />
      <ChooseField id="assign-branch" label={t('branches.branch')} value={branchId} onValueChange={(v) => { setBranchId(v); setOfficerId(''); }} options={branches.map((b) => [b.branchId, b.name])} />
      <ChooseField id="assign-officer" label={t('branches.officer')} value={officerId} onValueChange={setOfficerId} options={officers.map((o) => [o.staffId, o.name])} />
      <TextField id="assign-reason" label={t('branches.reason')} value={reason} onValueChange={setReason} />
    </FieldForm>
  );
}
