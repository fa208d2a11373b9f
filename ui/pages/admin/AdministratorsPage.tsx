/**
 * Administrators (/admin/administrators, issue 17): who administers the bank, and inviting
 * another by e-mail with a reason (maker-checker needs two), or revoking a pending invitation.
 * Once there are two administrators an invitation waits for another's approval (DECISIONS 31):
 * the server says who may approve it (mayApprove), and the page offers Approve only to them.
 * The server decides every rule; the page shows its answers beside the fields.
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { approveInvitation, inviteAdministrator, listAdministrators, revokeInvitation, type InvitationItem } from '../../../adapters/client/invitation-api.ts';
import { TextField } from '../../components/TextField.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import type { StaffRole } from '../../../domain/staff/roles.ts';
import { Notice, SelectField, dateTimeOf, messageOf, noticeOf, useAdminData, useNotice, type NoticeText } from './admin-ui.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

const emptyInvite = { email: '', firstName: '', lastName: '', reason: '', role: 'admin' as StaffRole };
const roleChoices: readonly StaffRole[] = ['admin', 'auditor', 'branch_manager', 'loan_officer'];

export function AdministratorsPage() {
  const { t } = useTranslation('admin');
  const { data, error, reload } = useAdminData(() => listAdministrators(), 'administrators');
  const { notice, show } = useNotice(4000);
  const [revoking, setRevoking] = useState<InvitationItem | null>(null);
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('administrators.title')}</h1>
          <p>{t('administrators.lead')}</p>
        </div>
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <InviteForm onSent={(message) => { show(message); reload(); }} />
      <section className="card" aria-labelledby="administrators-heading">
        <h2 id="administrators-heading" className="card-title">{t('administrators.current')}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
          <table className="table" ref={labelCells}>
            <thead><tr><th scope="col">{t('administrators.name')}</th><th scope="col">{t('administrators.email')}</th><th scope="col">{t('administrators.role')}</th><th scope="col">{t('administrators.since')}</th></tr></thead>
            <tbody>{(data?.administrators ?? []).map((a) => <tr key={a.id}><td>{a.name}</td><td>{a.email}</td><td>{t(`administrators.roles.${a.role}`)}</td><td>{dateTimeOf(a.since)}</td></tr>)}</tbody>
          </table>
        </div>
      </section>
      <section className="card" aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="card-title">{t('administrators.invitations')}</h2>
        {(data?.invitations.length ?? 0) === 0 ? <p className="empty-state">{t('administrators.noInvitations')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('administrators.invitee')}</th><th scope="col">{t('status')}</th><th scope="col">{t('administrators.invitedBy')}</th><th scope="col">{t('reason')}</th><th scope="col">{t('administrators.expires')}</th><th scope="col">{t('administrators.actions')}</th></tr></thead>
              <tbody>{data?.invitations.map((i) => (
                <tr key={i.id}>
                  <td>{i.name}<br /><span className="muted">{i.email} · {t(`administrators.roles.${i.role}`)}</span></td>
                  <td>{t(`administrators.status.${i.status}`)}</td>
                  <td>{i.invitedBy}<br /><span className="muted">{dateTimeOf(i.at)}</span></td>
                  <td>{i.revokedReason ? t('administrators.revokedBecause', { reason: i.revokedReason, sent: i.reason }) : i.reason}</td>
                  <td>{i.status === 'awaiting_approval' ? '-' : dateTimeOf(i.expiresAt)}</td>
                  <td><InvitationActions invitation={i} onRevoke={() => setRevoking(i)} onDone={(message) => { show(message); reload(); }} /></td>
                </tr>
              ))}</tbody>
            </table>
          </div>
        )}
      </section>
      {revoking && (
        <ReasonDialog title={t('administrators.revokeTitle')} text={t('administrators.revokeText', { email: revoking.email })} reasonId="revoke-reason" confirmLabel={t('administrators.revoke')}
          onClose={() => setRevoking(null)}
          confirm={async (reason) => {
            const answer = await revokeInvitation(revoking.id, reason ?? '');
            setRevoking(null);
            show(answer.message);
            reload();
          }} />
      )}
    </div>
  );
}

/** Approve (for an administrator the rule allows) and Revoke (for any) while the invitation is pending or waiting. */
function InvitationActions({ invitation: i, onRevoke, onDone }: { invitation: InvitationItem; onRevoke: () => void; onDone: (message: NoticeText) => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  if (!acts || (i.status !== 'ready' && i.status !== 'awaiting_approval')) return <>-</>;
  const approve = async () => {
    setBusy(true);
    try {
      onDone(noticeOf(await approveInvitation(i.id)));
    } catch (failure) {
      onDone(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="button-row">
      {i.mayApprove && <button type="button" className="btn btn-primary btn-small" disabled={busy} aria-label={t('administrators.approveLabel', { email: i.email })} onClick={() => void approve()}>{t('administrators.approveShort')}</button>}
      <button type="button" className="btn btn-outline btn-small" aria-label={t('administrators.revokeLabel', { email: i.email })} onClick={onRevoke}>{t('administrators.revokeShort')}</button>
    </div>
  );
}

function InviteForm({ onSent }: { onSent: (message: NoticeText) => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(emptyInvite);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: Exclude<keyof typeof emptyInvite, 'role'>) => ({ id: `invite-${key}`, value: form[key], error: errors[key], onValueChange: (value: string) => setForm({ ...form, [key]: value }) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const answer = await inviteAdministrator(form);
      setForm(emptyInvite);
      onSent(noticeOf(answer));
    } catch (failure) {
      if (failure instanceof BankApiError && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
      else setFormError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  if (!acts) return null;
  return (
    <form className="card" aria-labelledby="invite-heading" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="invite-heading" className="card-title">{t('administrators.inviteTitle')}</h2>
      <p className="muted">{t('administrators.inviteLead')}</p>
      <p className="muted">{t('administrators.approvalRule')}</p>
      {formError && <div className="alert alert-error" role="alert">{formError}</div>}
      <div className="form-grid">
        <TextField {...field('email')} label={t('administrators.email')} type="email" autoComplete="off" maxLength={254} />
        <TextField {...field('firstName')} label={t('administrators.firstName')} maxLength={100} />
        <TextField {...field('lastName')} label={t('administrators.lastName')} maxLength={100} />
        <TextField {...field('reason')} label={t('reason')} maxLength={500} />
        <SelectField id="invite-role" label={t('administrators.role')} value={form.role} onValueChange={(role) => setForm({ ...form, role: role as StaffRole })} options={roleChoices.map((role) => [role, t(`administrators.roles.${role}`)])} />
      </div>
      <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy}>{t('administrators.send')}</button></div>
    </form>
  );
}
