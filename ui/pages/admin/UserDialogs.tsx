/** Add New User (issues a membership number the new customer signs up with), Suspend with its confirmation and reason, and, on a demo instance only, Clear All Users with its confirmation. */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { admin, type AdminUser } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { messageOf, noticeOf, DialogButtons, type NoticeText } from './admin-ui.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [number, setNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issue = async () => {
    try {
      setNumber((await admin.addUser()).number);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title={t('addUser.title')} onClose={onClose} closeLabel={t('close')}>
      <FormAlert message={error} />
      <p>{t('addUser.intro1')}<strong>/signup</strong>{t('addUser.intro2')}</p>
      {number ? (
        <div className="alert alert-success" role="status">{t('addUser.issued1')}<strong>{number}</strong>{t('addUser.issued2')}</div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={issue}>{t('issueMembership')}</button>
      )}
      <div className="button-row"><button type="button" className="btn btn-outline" onClick={onClose}>{t('addUser.done')}</button></div>
    </Dialog>
  );
}

export function ClearAllUsersDialog({ onClose, onCleared }: { onClose: () => void; onCleared: (message: NoticeText) => void }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      title={t('clearUsers.title')}
      text={t('clearUsers.text')}
      reasonId="clear-reason"
      confirmLabel={t('clearUsers.confirm')}
      onClose={onClose}
      confirm={async (reason) => onCleared(noticeOf(await admin.resetDemo(reason)))}
    />
  );
}

/** Suspending locks a customer out, so it asks for confirmation and a reason, which the bank stores on the event and shows in the user's suspension history (issue 13). */
export function SuspendUserDialog({ user, onClose, onSuspended }: { user: AdminUser; onClose: () => void; onSuspended: (message: NoticeText) => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = user.name || user.email;
  const suspend = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('suspendUser.reasonRequired'));
    setBusy(true);
    try {
      onSuspended(noticeOf(await admin.toggleStatus(user.id, reason.trim())));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('suspendUser.title', { name })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={suspend} noValidate>
        <FormAlert message={error} />
        <p>{t('suspendUser.text', { name })}</p>
        <TextField id="suspend-reason" label={t('suspendUser.reason')} value={reason} onValueChange={setReason} maxLength={500} required />
        <DialogButtons submit={t('suspendUser.confirm')} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
