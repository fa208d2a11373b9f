/** Members joining and leaving a group (issue 29), dated today by the server; leaving takes a reason and is refused while the member has an active group loan. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldGroups, type FieldView } from '../../../adapters/client/field-api.ts';
import { TextField } from '../../components/TextField.tsx';
import { ChooseField, FieldForm } from './field-ui.tsx';

export function MembersForm({ data, onDone }: { data: FieldView; onDone: () => void }) {
  const { t } = useTranslation('field');
  const [groupId, setGroupId] = useState('');
  const [change, setChange] = useState<'join' | 'leave'>('join');
  const [customerId, setCustomerId] = useState('');
  const [reason, setReason] = useState('');
  const group = data.groups.find((g) => g.groupId === groupId);
  const current = group?.members.filter((m) => m.leftOn === null).map((m) => m.customerId) ?? [];
  const options: [string, string][] = change === 'leave'
    ? (group?.members ?? []).filter((m) => m.leftOn === null).map((m) => [m.customerId, m.name])
    : data.customers.filter((c) => c.branchId === group?.branchId && !current.includes(c.customerId)).map((c) => [c.customerId, c.name]);
  return (
    <FieldForm id="group-members" title={t('membership.title')} button={t('membership.button')} onDone={onDone}
      onSubmit={() => fieldGroups(change === 'join' ? { action: 'join_group', groupId, customerId } : { action: 'leave_group', groupId, customerId, reason })}>
      <ChooseField id="members-group" label={t('membership.group')} value={groupId} onValueChange={(v) => { setGroupId(v); setCustomerId(''); }} options={data.groups.map((g) => [g.groupId, g.name])} />
      <ChooseField id="members-change" label={t('membership.change')} value={change} onValueChange={(v) => { setChange(v === 'leave' ? 'leave' : 'join'); setCustomerId(''); }} options={[['join', t('membership.join')], ['leave', t('membership.leave')]]} />
      <ChooseField id="members-customer" label={t('membership.customer')} value={customerId} onValueChange={setCustomerId} options={options} />
      {change === 'leave' && <TextField id="members-reason" label={t('membership.reason')} value={reason} onValueChange={setReason} />}
    </FieldForm>
  );
}
