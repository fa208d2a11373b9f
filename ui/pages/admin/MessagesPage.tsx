/** The contact-form inbox (/admin/messages): messages sent from the public Contact page, newest first; opening one marks it read (DECISIONS 23). */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { admin, type ContactMessage } from '../../../adapters/client/admin-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Pagination, dateTimeOf, useAdminData } from './admin-ui.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

export function MessagesPage() {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const { data, error, reload } = useAdminData(() => admin.listMessages({ page, pageSize: 20 }), String(page));
  const read = async (message: ContactMessage) => {
    setOpen(message);
    // An auditor opens a message without marking it read: that would be an act.
    if (!message.readBy && acts) {
      await admin.markMessageRead(message.messageId).catch(() => undefined);
      reload();
    }
  };
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('messages.title')}</h1>
          <p>{data ? t('messages.unread', { count: data.unread }) : t('messages.lead')}</p>
        </div>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <section className="card" aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="card-title">{t('messages.inbox')}</h2>
        {data && data.rows.length === 0 ? <p className="empty-state">{t('messages.none')}</p> : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
            <table className="table" ref={labelCells}>
              <thead><tr><th scope="col">{t('messages.received')}</th><th scope="col">{t('messages.from')}</th><th scope="col">{t('messages.subject')}</th><th scope="col">{t('status')}</th><th scope="col">{t('messages.open')}</th></tr></thead>
              <tbody>
                {(data?.rows ?? []).map((m) => (
                  <tr key={m.messageId}>
                    <td>{dateTimeOf(m.at)}</td>
                    <td>{m.name}<br /><span className="muted">{m.email}</span></td>
                    <td className="capitalize">{m.subject}</td>
                    <td>{m.readBy ? t('messages.readBy', { name: m.readBy }) : <strong>{t('messages.unreadStatus')}</strong>}</td>
                    <td><button type="button" className="btn btn-outline btn-small" aria-label={t('messages.openLabel', { name: m.name })} onClick={() => void read(m)}>{t('messages.open')}</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pagination label={t('messages.pagesLabel')} page={data.page} pages={data.pages} total={data.total} onPage={setPage} />}
      </section>
      {open && (
        <Dialog title={t('messages.dialogTitle', { name: open.name })} onClose={() => setOpen(null)} closeLabel={t('close')}>
          <dl className="detail-list">
            <div><dt>{t('email')}</dt><dd>{open.email}</dd></div>
            <div><dt>{t('phone')}</dt><dd>{open.phone || '-'}</dd></div>
            <div><dt>{t('messages.subject')}</dt><dd className="capitalize">{open.subject}</dd></div>
            <div><dt>{t('messages.received')}</dt><dd>{dateTimeOf(open.at)}</dd></div>
          </dl>
          <p className="message-body">{open.message}</p>
        </Dialog>
      )}
    </div>
  );
}
