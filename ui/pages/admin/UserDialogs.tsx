/** Add New User (issues a membership number the new customer signs up with) and, on a demo instance only, Clear All Users with its confirmation. */
import { useState } from 'react';
import { adminCall } from '../../../adapters/client/admin-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import { messageOf } from './admin-ui.tsx';

export function AddUserDialog({ onClose }: { onClose: () => void }) {
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
    <Dialog title="Add New User" onClose={onClose}>
      <FormAlert message={error} />
      <p>New customers open their own account at <strong>/signup</strong> with a membership number issued by the bank, so that only they ever know their password and PIN.</p>
      {number ? (
        <div className="alert alert-success" role="status">Membership number issued: <strong>{number}</strong>. Give it to the customer; it opens one account.</div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={issue}>Issue Membership Number</button>
      )}
      <div className="button-row"><button type="button" className="btn btn-outline" onClick={onClose}>Done</button></div>
    </Dialog>
  );
}

export function ClearAllUsersDialog({ onClose, onCleared }: { onClose: () => void; onCleared: (message: string) => void }) {
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
    <Dialog title="Clear All Users" onClose={onClose}>
      <FormAlert message={error} />
      <p>This demo instance will start a new epoch: every customer leaves the lists and is signed out, their e-mail addresses can sign up again. Nothing is deleted from the audit history.</p>
      <TextField id="clear-reason" label="Reason" value={reason} onValueChange={setReason} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={clear}>Yes, Clear All Users</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
      </div>
    </Dialog>
  );
}
