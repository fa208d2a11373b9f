/** The back office's "are you sure?" for an irreversible action: what will happen, an optional reason for the audit trail, Confirm and Cancel; a refusal shows in the dialog. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { messageOf } from './admin-ui.tsx';

interface Props {
  title: string;
  text: string;
  reasonId: string;
  confirmLabel: string;
  onClose: () => void;
  /** Does the action with the reason given (undefined when left empty). */
  confirm: (reason: string | undefined) => Promise<void>;
}

export function ReasonDialog({ title, text, reasonId, confirmLabel, onClose, confirm }: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    try {
      await confirm(reason || undefined);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('close')}>
      <FormAlert message={error} />
      <p>{text}</p>
      <TextField id={reasonId} label={t('reason')} value={reason} onValueChange={setReason} maxLength={500} />
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void run()}>{confirmLabel}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('cancel')}</button>
      </div>
    </Dialog>
  );
}
