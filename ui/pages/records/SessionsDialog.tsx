/** The Active Sessions dialog (part 1 section 2): the customer's live sessions with device details, Revoke, Refresh and Close; revoking this one signs out. */
import { useCallback, useEffect, useState } from 'react';
import { activeSessions, revokeSession, type SessionItem } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useSignOut } from '../../shell/useSignOut.ts';

export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sessions, setSessions] = useState<SessionItem[] | null>(null);
  const [error, setError] = useState('');
  const { signOut } = useSignOut();
  const load = useCallback(async () => {
    setError('');
    try {
      setSessions((await activeSessions()).sessions);
    } catch (failure) {
      console.error('Could not load sessions', failure);
      setError('Could not load sessions. Please try again.');
    }
  }, []);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);
  const revoke = async (session: SessionItem) => {
    if (!window.confirm('Are you sure you want to revoke this session?')) return;
    try {
      const answer = await revokeSession(session.id);
      if (answer.signedOut || session.current) await signOut();
      else await load();
    } catch (failure) {
      console.error('Could not revoke session', failure);
      setError('Could not revoke the session. Please try again.');
    }
  };
  return (
    <Dialog title="Active Sessions" open={open} onClose={onClose}>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {sessions === null ? <p>Loading sessions…</p> : sessions.length === 0 ? <p>No active sessions found</p> : (
        <ul className="tx-list" aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <span className="tx-main">
                <span>{deviceLabel(session)}{session.current ? ' (this device)' : ''}</span>
                <span className="tx-meta">
                  {session.device_info?.language ?? ''} {session.device_info?.screen ?? ''} {session.device_info?.timezone ?? ''}
                  {session.ip_address ? ` · IP ${session.ip_address}` : ''}
                </span>
                <span className="tx-meta">Last active {new Date(session.last_activity).toLocaleString('en-US')} · Signed in {new Date(session.created_at).toLocaleString('en-US')}</span>
              </span>
              <button type="button" className="btn btn-outline btn-small" onClick={() => void revoke(session)}>Revoke</button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={() => void load()}>Refresh</button>
        <button type="button" className="btn btn-primary" onClick={onClose}>Close</button>
      </div>
    </Dialog>
  );
}

function deviceLabel(session: SessionItem): string {
  const agent = session.device_info?.userAgent ?? '';
  const browser = /Edg\//.test(agent) ? 'Edge' : /Chrome\//.test(agent) ? 'Chrome' : /Firefox\//.test(agent) ? 'Firefox' : /Safari\//.test(agent) ? 'Safari' : 'Browser';
  const platform = session.device_info?.platform || 'Unknown device';
  return `${browser} on ${platform}`;
}
