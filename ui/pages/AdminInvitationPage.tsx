/**
 * An invited administrator's page (/admin-invitation?token=..., issue 17): says at once whether
 * the link can be used (or that it was used, expired or revoked), then sets a password and PIN;
 * the server checks the password rule and the link's single use again.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { acceptInvitation, checkInvitation, type InvitationStatusName } from '../../adapters/client/invitation-api.ts';
import { OneStepCard } from './password/OneStepForm.tsx';
import { ChoosePasswordAndPinForm } from './password/ChoosePasswordAndPinForm.tsx';

export function AdminInvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<InvitationStatusName | 'checking'>(token ? 'checking' : 'invalid');
  const [invitee, setInvitee] = useState<{ email: string; name: string } | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!token) return;
    checkInvitation(token).then((answer) => {
      setStatus(answer.status);
      setInvitee(answer.email ? { email: answer.email, name: answer.name ?? '' } : null);
    }, () => setStatus('invalid'));
  }, [token]);
  return (
    <OneStepCard title={t('invitation.title')} finishedText={done ? t('invitation.done') : null}>
      {status === 'checking' && <p role="status">{t('invitation.checking')}</p>}
      {status !== 'checking' && status !== 'ready' && <p className="alert alert-error" role="alert">{t(`invitation.status.${status}`)}</p>}
      {status === 'ready' && invitee && (
        <ChoosePasswordAndPinForm idPrefix="invitation" lead={t('invitation.lead', { name: invitee.name, email: invitee.email })}
          submitLabel={t('invitation.submit')} send={(secrets) => acceptInvitation({ token, ...secrets })} onDone={() => setDone(true)} />
      )}
    </OneStepCard>
  );
}
