/** The back office customer list's filters by branch and loan officer (issue 29), with the branches and officers the field view lists, and the column that shows each customer's. */
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../adapters/client/admin-api.ts';
import { SelectField } from '../admin/admin-ui.tsx';
import { useFieldView } from './field-ui.tsx';

export interface Placement { branchId: string; officerId: string }

export function PlacementFilters({ value, onChange }: { value: Placement; onChange: (value: Placement) => void }) {
  const { t } = useTranslation('field');
  const { data } = useFieldView();
  const officers = (data?.staff ?? []).filter((s) => s.role === 'loan_officer' && (!value.branchId || s.branchId === value.branchId));
  return (
    <>
      <SelectField id="user-branch" label={t('customers.branch')} value={value.branchId} onValueChange={(branchId) => onChange({ branchId, officerId: '' })}
        options={[['', t('customers.allBranches')], ...(data?.branches ?? []).map((b): [string, string] => [b.branchId, b.name])]} />
      <SelectField id="user-officer" label={t('customers.officer')} value={value.officerId} onValueChange={(officerId) => onChange({ ...value, officerId })}
        options={[['', t('customers.allOfficers')], ['none', t('customers.noOfficer')], ...officers.map((o): [string, string] => [o.staffId, o.name])]} />
    </>
  );
}

export function PlacementHeader() {
  const { t } = useTranslation('field');
  return <th scope="col">{t('customers.placement')}</th>;
}

export function PlacementCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation('field');
  return <td>{user.placement?.branchName ?? ''}<br /><span className="muted">{user.placement?.officerName ?? t('customers.noOfficer')}</span></td>;
}
