/**
 * A group's loan on My groups (issue 29 item 3): who is late this cycle first, then who is due and
 * who has paid; the officer proposes a loan with an amount per member; a different member of
 * staff (the branch manager) approves or rejects it, then disburses it. The server decides who may.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldGroupView, FieldRole } from '../../../adapters/client/field-api.ts';
import { groupLoans, type GroupLoanApplicationView } from '../../../adapters/client/group-loans-api.ts';
import { loanProducts } from '../../../adapters/client/loans-api.ts';
import { formatUsdMinor } from '../../format/money.ts';
import { useResource } from '../../resources.tsx';
import { FieldForm } from './field-ui.tsx';

const badge = { late: 'status status-bad', due: 'status status-pending', paid: 'status status-ok' } as const;

export function GroupLoanPanel({ group, loans, role, frequency, onSaved }: { group: FieldGroupView; loans: GroupLoanApplicationView[]; role: FieldRole; frequency: string; onSaved: () => void }) {
  const { t } = useTranslation('field');
  const disbursed = loans.filter((a) => a.status === 'disbursed');
  const waiting = loans.find((a) => a.status === 'applied' || a.status === 'approved');
  const rows = disbursed.flatMap((a) => a.members).filter((m) => m.status !== null);
  const order = { late: 0, due: 1, paid: 2 } as const;
  const sorted = [...rows].sort((a, b) => order[a.status!] - order[b.status!] || b.daysLate - a.daysLate);
  const late = rows.filter((m) => m.status === 'late').length;
  const headingId = `group-loan-${group.groupId}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('my.loan.loanHeading')}</h3>
      {rows.length === 0 ? <p className="muted">{t('my.loan.loanNone')}</p> : <>
        <p className={late > 0 ? 'alert alert-error' : 'muted'} role={late > 0 ? 'note' : undefined}>{late > 0 ? t('my.loan.lateCount', { count: late }) : t('my.loan.noneLate')}</p>
        <ul className="field-loan-status">
          {sorted.map((m) => (
            <li key={m.loanId}>{m.name} <span className={badge[m.status!]}>{m.status === 'late' ? t('my.loan.late', { days: m.daysLate }) : t(`my.loan.${m.status!}`)}</span></li>
          ))}
        </ul>
      </>}
      {waiting && <Waiting application={waiting} role={role} onSaved={onSaved} />}
      {!waiting && role !== 'auditor' && disbursed.length === 0 && <Propose group={group} frequency={frequency} onSaved={onSaved} />}
    </section>
  );
}

function Waiting({ application, role, onSaved }: { application: GroupLoanApplicationView; role: FieldRole; onSaved: () => void }) {
  const { t } = useTranslation('field');
  const [note, setNote] = useState('');
  const id = `decide-${application.applicationId}`;
  const total = application.members.reduce((sum, m) => sum + m.amountMinor, 0);
  const decides = role === 'branch_manager' || role === 'admin';
  return (
    <div className="field-loan-waiting">
      <p>{t(`my.loan.${application.status}`, { by: application.proposedBy, total: formatUsdMinor(total), term: application.term })}</p>
      <ul>{application.members.map((m) => <li key={m.customerId}>{m.name}: {formatUsdMinor(m.amountMinor)}</li>)}</ul>
      {decides && application.status === 'applied' && (
        <FieldForm id={id} title={t('my.loan.decide')} button={t('my.loan.approve')} onDone={onSaved}
          onSubmit={() => groupLoans({ action: 'approve', applicationId: application.applicationId, note })}>
          <div className="form-field">
            <label htmlFor={`${id}-note`}>{t('my.loan.note')}</label>
            <input id={`${id}-note`} className="input" value={note} onChange={(event) => setNote(event.target.value)} />
          </div>
        </FieldForm>
      )}
      {decides && application.status === 'approved' && (
        <FieldForm id={`disburse-${application.applicationId}`} title={t('my.loan.disburseTitle')} button={t('my.loan.disburse')} onDone={onSaved}
          onSubmit={() => groupLoans({ action: 'disburse', applicationId: application.applicationId })}>
          <p>{t('my.loan.disburseLead')}</p>
        </FieldForm>
      )}
    </div>
  );
}

function Propose({ group, frequency, onSaved }: { group: FieldGroupView; frequency: string; onSaved: () => void }) {
  const { t } = useTranslation('field');
  const products = useResource(() => loanProducts(), []);
  const offered = (products.data?.products ?? []).filter((p) => p.frequency === frequency);
  const members = group.members.filter((m) => m.leftOn === null);
  const [productId, setProductId] = useState('');
  const [term, setTerm] = useState('');
  const [purpose, setPurpose] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const id = `propose-${group.groupId}`;
  if (offered.length === 0) return <p className="muted">{t('my.loan.noProduct')}</p>;
  const chosen = productId || offered[0]!.productId;
  return (
    <FieldForm id={id} title={t('my.loan.propose')} button={t('my.loan.proposeButton')} onDone={onSaved}
      onSubmit={() => groupLoans({ action: 'apply', groupId: group.groupId, productId: chosen, term: Number(term), purpose, members: members.filter((m) => (amounts[m.customerId] ?? '').trim() !== '').map((m) => ({ customerId: m.customerId, amount: amounts[m.customerId]!.trim() })) })}>
      <div className="form-field">
        <label htmlFor={`${id}-product`}>{t('my.loan.product')}</label>
        <select id={`${id}-product`} className="input" value={chosen} onChange={(event) => setProductId(event.target.value)}>
          {offered.map((p) => <option key={p.productId} value={p.productId}>{p.name}</option>)}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-term`}>{t('my.loan.term')}</label>
        <input id={`${id}-term`} className="input" inputMode="numeric" value={term} onChange={(event) => setTerm(event.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-purpose`}>{t('my.loan.purpose')}</label>
        <input id={`${id}-purpose`} className="input" value={purpose} onChange={(event) => setPurpose(event.target.value)} />
      </div>
      <fieldset className="field-checks">
        <legend>{t('my.loan.amounts')}</legend>
        {members.map((m) => (
          <div key={m.customerId} className="form-field">
            <label htmlFor={`${id}-${m.customerId}`}>{t('my.loan.amountOf', { name: m.name })}</label>
            <input id={`${id}-${m.customerId}`} className="input" inputMode="decimal" value={amounts[m.customerId] ?? ''} onChange={(event) => setAmounts((now) => ({ ...now, [m.customerId]: event.target.value }))} />
          </div>
        ))}
      </fieldset>
    </FieldForm>
  );
}
