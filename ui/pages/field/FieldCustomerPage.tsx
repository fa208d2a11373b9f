/**
 * A customer's page in the field (/field/customers/:userId, issue 29): the back office's KYC
 * section (ui/pages/admin/KycSection.tsx) for a customer the officer or manager acts for; the
 * server refuses (403) anyone else's, so the page says so rather than guessing.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { addText } from '../../i18n/add-text.ts';
import { adminText } from '../../i18n/admin-text.ts';
import { KycSection } from '../admin/KycSection.tsx';
import { useFieldView } from './field-ui.tsx';

addText(adminText);

export function FieldCustomerPage() {
  const { t } = useTranslation('field');
  const { userId = '' } = useParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const { data, error } = useFieldView();
  const customer = data?.customers.find((c) => c.customerId === userId);
  return (
    <div className="admin-page field-page">
      <p><Link to="/field/customers">{t('myCustomers.back')}</Link></p>
      <header className="admin-page-header">
        <div>
          <h1>{customer?.name ?? t('myCustomers.title')}</h1>
          {customer && <p>{t('myCustomers.account', { number: customer.accountNumber })}</p>}
        </div>
      </header>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && !customer && <p className="empty-state">{t('myCustomers.notFound')}</p>}
      {customer && <div className="card"><KycSection userId={userId} /></div>}
    </div>
  );
}
