/** The admin dashboard's charts (issue 18): transactions per day, new customers per week, deposits against withdrawals; each with its figures as a table. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCharts, type AdminCharts as Charts } from '../../../adapters/client/insights-api.ts';
import { ChartFigure, type ChartSeries } from '../../components/charts/ChartFigure.tsx';
import { formatDate, formatMonth } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { useAdminData } from './admin-ui.tsx';

const PRIMARY = '#0b3d6e';
const DEPOSITS = '#05603a';
const WITHDRAWALS = '#b42318';

export function AdminCharts() {
  const { t } = useTranslation('admin');
  const { data, error } = useAdminData(() => adminCharts(), 'charts');
  if (error) return <div className="alert alert-error" role="alert">{error}</div>;
  if (!data) return <p className="muted" role="status">{t('dashboard.charts.loading')}</p>;
  return (
    <div className="chart-grid chart-grid-three">
      <TransactionsPerDay data={data} />
      <NewCustomersPerWeek data={data} />
      <DepositsWithdrawals data={data} />
    </div>
  );
}

// Each chart's labels are formatted again when the language changes (the memos depend on it), so a switch never leaves English months.
function TransactionsPerDay({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('admin');
  const labels = useMemo(() => data.transactionsPerDay.map((d) => formatDate(d.day)), [data, i18n.language]);
  const series = useMemo<ChartSeries[]>(() => [{ label: t('dashboard.charts.transactions'), color: PRIMARY, values: data.transactionsPerDay.map((d) => d.count), texts: data.transactionsPerDay.map((d) => String(d.count)) }], [data, t]);
  return <ChartFigure id="admin-transactions-chart" kind="bar" title={t('dashboard.charts.perDayTitle')} labelHeading={t('dashboard.charts.day')} labels={labels} series={series} />;
}

function NewCustomersPerWeek({ data }: { data: Charts }) {
  const { t } = useTranslation('admin');
  const labels = useMemo(() => data.newCustomersPerWeek.map((w) => t('dashboard.charts.weekOf', { date: formatDate(w.weekStart) })), [data, t]);
  const series = useMemo<ChartSeries[]>(() => [{ label: t('dashboard.charts.customers'), color: PRIMARY, values: data.newCustomersPerWeek.map((w) => w.count), texts: data.newCustomersPerWeek.map((w) => String(w.count)) }], [data, t]);
  return <ChartFigure id="admin-customers-chart" kind="line" title={t('dashboard.charts.perWeekTitle')} labelHeading={t('dashboard.charts.week')} labels={labels} series={series} />;
}

function DepositsWithdrawals({ data }: { data: Charts }) {
  const { t, i18n } = useTranslation('admin');
  const months = data.depositsWithdrawals;
  const labels = useMemo(() => months.map((m) => formatMonth(m.month)), [months, i18n.language]);
  const series = useMemo<ChartSeries[]>(() => [
    { label: t('dashboard.charts.deposits'), color: DEPOSITS, values: months.map((m) => m.deposits_minor / 100), texts: months.map((m) => formatUsd(m.deposits)) },
    { label: t('dashboard.charts.withdrawals'), color: WITHDRAWALS, values: months.map((m) => m.withdrawals_minor / 100), texts: months.map((m) => formatUsd(m.withdrawals)) },
  ], [months, t, i18n.language]);
  return <ChartFigure id="admin-money-chart" kind="bar" title={t('dashboard.charts.moneyTitle')} labelHeading={t('dashboard.charts.month')} labels={labels} series={series} />;
}
