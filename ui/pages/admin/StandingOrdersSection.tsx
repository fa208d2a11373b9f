/** The back office's view of one customer's standing orders in the user Details dialog: what, how often, status, next date and the last outcome, from the server. */
import { useTranslation } from 'react-i18next';
import { adminStandingOrders } from '../../../adapters/client/payments-api.ts';
import { formatUsd } from '../../format/money.ts';
import { useAdminData } from './admin-ui.tsx';

export function StandingOrdersSection({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const { data, error } = useAdminData(() => adminStandingOrders(userId), `orders-${userId}`);
  return (
    <section aria-labelledby="details-standing-orders">
      <h3 id="details-standing-orders">{t('standingOrders.title')}</h3>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {!data ? <p className="muted">{t('details.loading')}</p> : data.orders.length === 0 ? <p className="muted">{t('standingOrders.none')}</p> : (
        <ul>
          {data.orders.map((order) => (
            <li key={order.orderId}>
              {t('standingOrders.line', { amount: formatUsd(order.amount), name: order.recipientName, account: order.accountNumber, frequency: order.frequency, status: order.status, next: order.nextDate ?? '-', executed: order.executed, skipped: order.skipped })}
              {order.last?.outcome === 'skipped' && <span className="muted"> {t('standingOrders.lastSkipped', { date: order.last.date, message: order.last.message ?? '' })}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
