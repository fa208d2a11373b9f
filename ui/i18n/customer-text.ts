/** The customer area's text (dashboard, money, records) in every language, bundled with the area (ui/routes/customer-area.tsx) rather than with every page. */
import dashboard from './en/dashboard.json';
import money from './en/money.json';
import records from './en/records.json';
import frDashboard from './fr/dashboard.json';
import frMoney from './fr/money.json';
import frRecords from './fr/records.json';

export const customerText = {
  en: { dashboard, money, records },
  fr: { dashboard: frDashboard, money: frMoney, records: frRecords },
};
