/** /dashboard/standing-orders (issue 18): the customer's standing orders with their next date and last outcome, paused, resumed (PIN and e-mailed code) and cancelled here, and a new one set up with the PIN and an e-mailed code. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { changeStandingOrder, listStandingOrders, type StandingOrderItem } from '../../../adapters/client/payments-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { NewStandingOrderForm } from './NewStandingOrderForm.tsx';
import { ResumeOrderDialog } from './ResumeOrderDialog.tsx';
import '../../records.css';

/** A calendar day (YYYY-MM-DD) read as that day, whatever the reader's time zone. */
const dayText = (day: string): string => formatDate(`${day}T12:00:00Z`);

export function scheduleText(t: TFunction, order: Pick<StandingOrderItem, 'frequency' | 'startDate' | 'endDate' | 'count'>): string {
  const start = t('orders.scheduleLine', { frequency: t(`orders.${order.frequency}`), start: dayText(order.startDate) });
  if (order.frequency === 'once') return `${t('orders.once')}: ${dayText(order.startDate)}`;
  const end = order.endDate ? t('orders.until', { date: dayText(order.endDate) }) : order.count ? t('orders.times', { count: order.count }) : t('orders.untilCancelled');
  return `${start}, ${end}`;
}

export function lastText(t: TFunction, order: StandingOrderItem): string {
  if (!order.last) return t('orders.none');
  return order.last.outcome === 'executed'
    ? t('orders.made', { date: dayText(order.last.date), reference: order.last.reference ?? '' })
    : t('orders.skipped', { date: dayText(order.last.date), message: order.last.message ?? '' });
}

export function StandingOrdersPage() {
  const { t } = useTranslation('payments');
  const loaded = useResource(listStandingOrders, []);
  const [cancelling, setCancelling] = useState<StandingOrderItem | null>(null);
  const [resuming, setResuming] = useState<StandingOrderItem | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (loaded.data === undefined) return <ContentLoading />;
  const orders = loaded.data.orders;

  const change = async (order: StandingOrderItem, what: 'pause' | 'cancel') => {
    setBusy(true);
    try {
      await changeStandingOrder(order.orderId, what);
      setMessage({ ok: true, text: t('orders.changed') });
      await loaded.reload();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof BankApiError && failure.detail ? failure.detail : t('orders.failed') });
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <div className="page-stack">
      <h1>{t('orders.title')}</h1>
      <p className="page-lead">{t('orders.lead')}</p>
      <p className="muted">{t('orders.skipNote')}</p>
      {message && <p className={message.ok ? 'alert alert-success' : 'alert alert-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <section className="card" aria-label={t('orders.listLabel')}>
        {orders.length === 0 ? <p>{t('orders.empty')}</p> : (
          <table className="table" ref={labelCells}>
            <thead>
              <tr><th scope="col">{t('orders.recipient')}</th><th scope="col">{t('orders.amount')}</th><th scope="col">{t('orders.schedule')}</th><th scope="col">{t('orders.next')}</th><th scope="col">{t('orders.status')}</th><th scope="col">{t('orders.last')}</th><th scope="col">{t('orders.actions')}</th></tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <td>{order.recipientName}<br /><span className="muted">{order.accountNumber} · {order.bankName}</span></td>
                  <td>{formatUsd(order.amount)}</td>
                  <td>{scheduleText(t, order)}</td>
                  <td>{order.nextDate ? dayText(order.nextDate) : t('orders.none')}</td>
                  <td>{t(`orders.${order.status}`)}</td>
                  <td>{lastText(t, order)}<br /><span className="muted">{t('orders.counts', { executed: order.executed, skipped: order.skipped })}</span></td>
                  <td>
                    <div className="button-row">
                      {order.status === 'active' && <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-label={t('orders.pauseOf', { name: order.recipientName })} onClick={() => void change(order, 'pause')}>{t('orders.pause')}</button>}
                      {order.status === 'paused' && <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-label={t('orders.resumeOf', { name: order.recipientName })} onClick={() => setResuming(order)}>{t('orders.resume')}</button>}
                      {(order.status === 'active' || order.status === 'paused') && <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-label={t('orders.cancelOf', { name: order.recipientName })} onClick={() => setCancelling(order)}>{t('orders.cancel')}</button>}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <NewStandingOrderForm onCreated={async () => { setMessage({ ok: true, text: t('orders.created') }); await loaded.reload(); }} />
      <ResumeOrderDialog order={resuming} onClose={() => setResuming(null)} onResumed={async () => { setMessage({ ok: true, text: t('orders.changed') }); await loaded.reload(); }} />
      <Dialog title={t('orders.cancelTitle')} open={cancelling !== null} onClose={() => setCancelling(null)}>
        <p>{t('orders.cancelText', { name: cancelling?.recipientName ?? '' })}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => cancelling && void change(cancelling, 'cancel')}>{t('orders.cancel')}</button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setCancelling(null)}>{t('orders.keep')}</button>
        </div>
      </Dialog>
    </div>
  );
}
