/** The customer area's text (dashboard, money, records, insights, payments), bundled with the area (ui/routes/customer-area.tsx) rather than with every page. */
import dashboard from './en/dashboard.json';
import money from './en/money.json';
import records from './en/records.json';
import insights from './en/insights.json';
import payments from './en/payments.json';

export const customerText = {
  en: { dashboard, money, records, insights, payments },
};
