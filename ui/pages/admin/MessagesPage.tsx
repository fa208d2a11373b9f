/** The contact-form inbox (/admin/messages): messages sent from the public Contact page, newest first; opening one marks it read (DECISIONS 23). */
import { useState } from 'react';
import { adminCall, type ContactMessage, type Paged } from '../../../adapters/client/admin-api.ts';
import { Dialog } from './Dialog.tsx';
import { Pagination, dateTimeOf, useAdminData } from './admin-ui.tsx';

export function MessagesPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const { data, error, reload } = useAdminData(() => adminCall<Paged<ContactMessage> & { unread: number }>('admin-messages', { action: 'list', page, pageSize: 20 }), String(page));
  const read = async (message: ContactMessage) => {
    setOpen(message);
    if (!message.readBy) {
      await adminCall('admin-messages', { action: 'read', messageId: message.messageId }).catch(() => undefined);
      reload();
    }
  };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>Messages</h1>
          <p>{data ? `${data.unread} unread` : 'Messages from the contact form.'}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <section className="card" aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="card-title">Inbox</h2>
        {data && data.rows.length === 0 ? <p className="empty-state">No messages yet. Messages sent from the Contact page appear here.</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Scrollable table">
            <table className="table">
              <thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Open</th></tr></thead>
              <tbody>
                {(data?.rows ?? []).map((m) => (
                  <tr key={m.messageId}>
                    <td>{dateTimeOf(m.at)}</td>
                    <td>{m.name}<br /><span className="muted">{m.email}</span></td>
                    <td className="capitalize">{m.subject}</td>
                    <td>{m.readBy ? `Read by ${m.readBy}` : <strong>Unread</strong>}</td>
                    <td><button type="button" className="btn btn-outline btn-small" aria-label={`Open message from ${m.name}`} onClick={() => void read(m)}>Open</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pagination label="Messages" page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {open && (
        <Dialog title={`Message from ${open.name}`} onClose={() => setOpen(null)}>
          <dl className="detail-list">
            <div><dt>Email</dt><dd>{open.email}</dd></div>
            <div><dt>Phone</dt><dd>{open.phone || '-'}</dd></div>
            <div><dt>Subject</dt><dd className="capitalize">{open.subject}</dd></div>
            <div><dt>Received</dt><dd>{dateTimeOf(open.at)}</dd></div>
          </dl>
          <p className="message-body">{open.message}</p>
        </Dialog>
      )}
    </div>
  );
}
