/** The Active Sessions dialog (part 1 section 2): the customer's live sessions with device details, Revoke, Refresh and Close; revoking this one signs out. */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { browserFamily } from '../../../domain/session/device.ts';
import { activeSessions, revokeSession, type SessionItem } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useSignOut } from '../../shell/useSignOut.ts';
import { formatDateTime } from '../../format/dates.ts';

export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('records');
  const [sessions, setSessions] = useState<SessionItem[] | null>(null);
  const [error, setError] = useState('');
  const { signOut } = useSignOut();
  const load = useCallback(async () => {
    setError('');
    try {
      setSessions((await activeSessions()).sessions);
    } catch (failure) {
      console.error('Could not load sessions', failure);
      setError(t('sessions.loadFailed'));
    }
  }, [t]);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);
  const revoke = async (session: SessionItem) => {
    if (!window.confirm(t('sessions.confirmRevoke'))) return;
    try {
      const answer = await revokeSession(session.id);
      if (answer.signedOut || session.current) signOut();
      else await load();
    } catch (failure) {
      console.error('Could not revoke session', failure);
      setError(t('sessions.revokeFailed'));
    }
  };
  return (
    <Dialog title={t('sessions.title')} open={open} onClose={onClose}>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {sessions === null ? <p>{t('sessions.loading')}</p> : sessions.length === 0 ? <p>{t('sessions.none')}</p> : (
        <ul className="tx-list" aria-label={t('sessions.label')}>
          {sessions.map((session) => (
            <li key={session.id}>
              <span className="tx-main">
                <span>{deviceLabel(t, session)}{session.current ? t('sessions.thisDevice') : ''}</span>
                <span className="tx-meta">
                  {session.device_info?.language ?? ''} {session.device_info?.screen ?? ''} {session.device_info?.timezone ?? ''}
                  {session.ip_address ? t('sessions.ip', { ip: session.ip_address }) : ''}
                </span>
                <span className="tx-meta">{t('sessions.times', { lastActive: formatDateTime(session.last_activity), signedIn: formatDateTime(session.created_at) })}</span>
              </span>
              <button type="button" className="btn btn-outline btn-small" onClick={() => void revoke(session)}>{t('sessions.revoke')}</button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={() => void load()}>{t('sessions.refresh')}</button>
        <button type="button" className="btn btn-primary" onClick={onClose}>{t('close')}</button>
      </div>
    </Dialog>
  );
}

function deviceLabel(t: TFunction, session: SessionItem): string {
  const agent = session.device_info?.userAgent ?? '';
  const browser = browserFamily(agent) ?? t('sessions.browser');
  const platform = session.device_info?.platform || t('sessions.unknownDevice');
  return t('sessions.device', { browser, platform });
}
