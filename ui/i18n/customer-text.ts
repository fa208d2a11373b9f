/** The customer area's text (dashboard, money, records, insights, payments) in every language, bundled with the area (ui/routes/customer-area.tsx) rather than with every page. */
import dashboard from './en/dashboard.json';
import money from './en/money.json';
import records from './en/records.json';
import insights from './en/insights.json';
import payments from './en/payments.json';
import frDashboard from './fr/dashboard.json';
import frMoney from './fr/money.json';
import frRecords from './fr/records.json';
import frInsights from './fr/insights.json';
import frPayments from './fr/payments.json';
import { frenchDescriptions } from '../../domain/i18n/descriptions-fr.ts';
import { addDomainText } from './domain-text.ts';

// What the ledger writes on transactions, in French, comes with the area that lists them (domain-text.ts).
addDomainText('rows', frenchDescriptions);

export const customerText = {
  en: { dashboard, money, records, insights, payments },
  fr: { dashboard: frDashboard, money: frMoney, records: frRecords, insights: frInsights, payments: frPayments },
};
