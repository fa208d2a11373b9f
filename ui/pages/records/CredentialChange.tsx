/**
 * Profile's Change Password and Change PIN (issue 13 item 6): the current PIN, then the code
 * e-mailed for this change with the new secret twice. The credentialChange machine holds the
 * step; this view only renders its snapshot and sends it what the customer typed.
 */
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { credentialChangeFormMachine } from '../../profile-actors.ts';

export function CredentialChange() {
  const { t } = useTranslation('records');
  const [snapshot, send] = useMachine(credentialChangeFormMachine);
  const { kind, codeSentTo, formError, fieldErrors } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const what = t(kind === 'password' ? 'change.password' : 'change.pin');
  return (
    <div className="credential-change">
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={() => send({ type: 'change.start', kind: 'password' })}>{t('change.changePassword')}</button>
        <button type="button" className="btn btn-outline" onClick={() => send({ type: 'change.start', kind: 'pin' })}>{t('change.changePin')}</button>
      </div>
      {snapshot.matches('done') && <div className="alert alert-success" role="status">{t(kind === 'password' ? 'change.passwordDone' : 'change.pinDone')}</div>}
      {(snapshot.matches('enteringPin') || snapshot.matches('requestingCode')) && (
        <PinStep key={kind} title={t('change.title', { what })} busy={busy} error={formError} pinError={fieldErrors.currentPin} onSubmit={(pin) => send({ type: 'pin.submit', pin })} onCancel={() => send({ type: 'change.cancel' })} />
      )}
      {(snapshot.matches('enteringCode') || snapshot.matches('confirming')) && (
        <CodeStep key={`${kind}-code`} kind={kind} title={t('change.title', { what })} sentTo={codeSentTo ?? ''} busy={busy} error={formError} fieldErrors={fieldErrors}
          onSubmit={(code, secret, confirm) => send({ type: 'code.submit', code, secret, confirm })} onCancel={() => send({ type: 'change.cancel' })} />
      )}
    </div>
  );
}

interface StepProps { title: string; busy: boolean; error: string | null; onCancel: () => void }

function PinStep({ title, busy, error, pinError, onSubmit, onCancel }: StepProps & { pinError: string | undefined; onSubmit: (pin: string) => void }) {
  const { t } = useTranslation('records');
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent) => { event.preventDefault(); onSubmit(pin); };
  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <p>{t('change.pinLead')}</p>
      <FormAlert message={pinError ? null : error} />
      <TextField id="current-pin" label={t('change.currentPin')} type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onValueChange={(v) => setPin(v.replace(/\D/g, '').slice(0, 4))} error={pinError} />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('change.sendCode')}</button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}

function CodeStep({ kind, title, sentTo, busy, error, fieldErrors, onSubmit, onCancel }: StepProps & { kind: 'password' | 'pin'; sentTo: string; fieldErrors: Record<string, string>; onSubmit: (code: string, secret: string, confirm: string) => void }) {
  const { t } = useTranslation('records');
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState('');
  const [confirm, setConfirm] = useState('');
  const password = kind === 'password';
  const digits = (value: string) => (password ? value : value.replace(/\D/g, '').slice(0, 4));
  const submit = (event: FormEvent) => { event.preventDefault(); onSubmit(code, secret, confirm); };
  const secretError = fieldErrors.newPassword ?? fieldErrors.newPin ?? fieldErrors.password;
  const confirmError = fieldErrors.confirmPassword ?? fieldErrors.confirmPin;
  const shown = secretError || confirmError || fieldErrors.code ? null : error;
  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <p role="status">{t('change.codeSent', { to: sentTo })}</p>
      <FormAlert message={shown} />
      <TextField id="change-code" label={t('change.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={code} onValueChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 4))} error={fieldErrors.code} />
      <TextField id="new-secret" label={t(password ? 'change.newPassword' : 'change.newPin')} type="password" autoComplete={password ? 'new-password' : 'off'} inputMode={password ? undefined : 'numeric'} value={secret} onValueChange={(v) => setSecret(digits(v))} error={secretError} />
      <TextField id="confirm-secret" label={t(password ? 'change.confirmPassword' : 'change.confirmPin')} type="password" autoComplete={password ? 'new-password' : 'off'} inputMode={password ? undefined : 'numeric'} value={confirm} onValueChange={(v) => setConfirm(digits(v))} error={confirmError} />
      {password && <p className="field-hint">{t('change.signOutNote')}</p>}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t(password ? 'change.savePassword' : 'change.savePin')}</button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
