/** Add New User (issues a membership number the new customer signs up with) and, on a demo instance only, Clear All Users with its confirmation. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { adminCall } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import { messageOf } from './admin-ui.tsx';

export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [number, setNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issue = async () => {
    try {
      setNumber((await adminCall<{ number: string }>('admin-users', { action: 'add', mode: 'membership' })).number);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title={t('addUser.title')} onClose={onClose}>
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

export function ClearAllUsersDialog({ onClose, onCleared }: { onClose: () => void; onCleared: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clear = async () => {
    try {
      onCleared((await adminCall<{ message: string }>('admin-demo-reset', { reason: reason || undefined })).message);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title={t('clearUsers.title')} onClose={onClose}>
      <FormAlert message={error} />
      <p>{t('clearUsers.text')}</p>
      <TextField id="clear-reason" label={t('reason')} value={reason} onValueChange={setReason} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={clear}>{t('clearUsers.confirm')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('cancel')}</button>
      </div>
    </Dialog>
  );
}
