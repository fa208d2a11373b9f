/** The dashboard's two charts: this month's spending by category and the balance at the end of each of the last 12 months, each with its figures as a table. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InsightsOverview } from '../../../adapters/client/insights-api.ts';
import { ChartFigure, type ChartSeries } from '../../components/charts/ChartFigure.tsx';
import { formatMonth } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { insightsLoader } from '../../records-loaders.ts';
import { useResource } from '../../resources.tsx';
import { useRowText } from '../../i18n/domain-text.ts';

const PRIMARY = '#0b3d6e';
const dollars = (minor: number) => minor / 100;

export function SpendingCharts() {
  const { t } = useTranslation('insights');
  // The charts fail alone: the dashboard's balance and transactions stay on screen (the area's error page is for what the page cannot do without).
  const loaded = useResource(insightsLoader, [], () => t('charts.failed'), true);
  const insights = loaded.data;
  if (!insights && loaded.error) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{loaded.error}</p>
        <button type="button" className="btn btn-outline" onClick={() => void loaded.reload()}>{t('charts.retry')}</button>
      </div>
    );
  }
  if (!insights) return <p className="muted" role="status">{t('charts.loading')}</p>;
  return (
    <div className="chart-grid">
      <SpendingByCategory insights={insights} />
      <BalanceOverYear insights={insights} />
      <p className="chart-grid-note"><Link to="/dashboard/categories" className="text-link">{t('charts.manageCategories')}</Link></p>
    </div>
  );
}

function SpendingByCategory({ insights }: { insights: InsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const text = useRowText();
  const labels = useMemo(() => insights.spending.map((s) => text(s.category)), [insights, text]);
  // Formatted again when the language changes, so a switch never leaves English money or months.
  const series = useMemo<ChartSeries[]>(() => [{
    label: t('charts.spent'), color: PRIMARY,
    values: insights.spending.map((s) => dollars(s.total_minor)), texts: insights.spending.map((s) => formatUsd(s.total)),
  }], [insights, t, i18n.language]);
  return (
    <ChartFigure id="spending-chart" kind="bar" horizontal title={t('charts.spendingTitle', { month: formatMonth(insights.month) })}
      labelHeading={t('charts.category')} labels={labels} series={series} empty={t('charts.noSpending')} />
  );
}

function BalanceOverYear({ insights }: { insights: InsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const labels = useMemo(() => insights.balances.map((b) => formatMonth(b.month)), [insights, i18n.language]);
  const series = useMemo<ChartSeries[]>(() => [{
    label: t('charts.balance'), color: PRIMARY,
    values: insights.balances.map((b) => dollars(b.balance_minor)), texts: insights.balances.map((b) => formatUsd(b.balance)),
  }], [insights, t, i18n.language]);
  return <ChartFigure id="balance-chart" kind="line" title={t('charts.balanceTitle')} labelHeading={t('charts.month')} labels={labels} series={series} />;
}
