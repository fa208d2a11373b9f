/**
 * My customers (/field/customers, issue 29): the customers a loan officer acts for (a branch
 * manager: their branch's), as the field view cuts them, each opening their page with the KYC
 * section; and the way to register a new one. Built for a 390 px phone first.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldView } from './field-ui.tsx';

export function MyCustomersPage() {
  const { t } = useTranslation('field');
  const { data, error } = useFieldView();
  const customers = [...(data?.customers ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('myCustomers.title')}</h1>
          <p>{t('myCustomers.lead')}</p>
        </div>
        <Link className="btn btn-primary" to="/field/register">{t('myCustomers.register')}</Link>
      </header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && customers.length === 0 && <p className="empty-state">{t('myCustomers.none')}</p>}
      {customers.length > 0 && (
        <section aria-labelledby="my-customers-heading">
          <h2 id="my-customers-heading" className="visually-hidden">{t('myCustomers.heading')}</h2>
          <ul className="field-customer-list">
            {customers.map((customer) => (
              <li key={customer.customerId}>
                <Link to={`/field/customers/${encodeURIComponent(customer.customerId)}`}>{customer.name}</Link>
                <span className="muted"> · {t('myCustomers.account', { number: customer.accountNumber })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
