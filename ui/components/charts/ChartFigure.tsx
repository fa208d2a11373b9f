/**
 * One chart with its data as a table: the canvas is an image named by the chart's title, and
 * the same figures sit in a table behind a disclosure, which keyboards and screen readers reach
 * like any other. chart.js arrives with import() after the first render (chart-setup.ts).
 * The axes speak the reader's language: the labels come formatted by the page, and chart.js
 * writes the value axis's numbers for the reader's locale ("6 000", not "6,000", in French).
 * The numbers it drew are written on the canvas as data-value-ticks, and the labels as
 * data-labels, so a test can read what the picture shows.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../domain/i18n/format.ts';
import { supportedLanguage } from '../../i18n/languages.ts';
import './charts.css';

export interface ChartSeries {
  label: string;
  /** What the chart draws (e.g. dollars as numbers). */
  values: readonly number[];
  /** What the table shows for each value (formatted money, counts). */
  texts: readonly string[];
  color: string;
}

interface Props {
  id: string;
  title: string;
  kind: 'bar' | 'line';
  /** The heading of the table's first column (Category, Month, Day). */
  labelHeading: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | undefined;
  /** Horizontal bars (long category names read better). */
  horizontal?: boolean;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

interface DrawnScale {
  axis: string;
  type: string;
  ticks: { label?: unknown }[];
}

/** Writes on the canvas what chart.js drew on its axes (after every layout, as a resize may change the ticks). */
const exposeAxes = {
  id: 'exposeAxes',
  afterUpdate(chart: { canvas: HTMLCanvasElement; scales: Record<string, DrawnScale> }) {
    const scales = Object.values(chart.scales);
    const text = (scale: DrawnScale | undefined) => (scale?.ticks ?? []).map((tick) => (Array.isArray(tick.label) ? tick.label.join(' ') : String(tick.label ?? ''))).join(' | ');
    chart.canvas.dataset.valueTicks = text(scales.find((scale) => scale.type === 'linear'));
    chart.canvas.dataset.labels = text(scales.find((scale) => scale.type === 'category'));
  },
};

function useChart(canvas: React.RefObject<HTMLCanvasElement | null>, props: Props, language: string) {
  const { kind, labels, series, horizontal } = props;
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    void import('./chart-setup.ts').then(({ Chart }) => {
      if (!live || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: kind,
        data: { labels: [...labels], datasets: series.map((s) => ({ label: s.label, data: [...s.values], backgroundColor: s.color, borderColor: s.color, tension: 0.25 })) },
        options: {
          responsive: true, maintainAspectRatio: false, animation: reducedMotion() ? false : undefined, locale: intlLocale(supportedLanguage(language)),
          indexAxis: horizontal ? 'y' : 'x', plugins: { legend: { display: series.length > 1 } },
          // Amounts start at zero: a $0 balance drew an axis from -1.0 to 1.0 (issue 26 item 10).
          scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true } },
        },
        plugins: [exposeAxes],
      });
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [canvas, kind, labels, series, horizontal, language]);
}

export function ChartFigure(props: Props) {
  const { id, title, labelHeading, labels, series, empty } = props;
  const { t, i18n } = useTranslation('common');
  const canvas = useRef<HTMLCanvasElement>(null);
  useChart(canvas, props, i18n.resolvedLanguage ?? i18n.language);
  const hasData = labels.length > 0;
  return (
    <section className="card chart-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">{title}</h2>
      {!hasData && empty ? <p className="muted">{empty}</p> : (
        <>
          <div className="chart-canvas">
            <canvas ref={canvas} role="img" aria-label={t('chart.canvasLabel', { title })} />
          </div>
          <details className="chart-data">
            <summary>{t('chart.showTable')}</summary>
            <div className="table-scroll">
              <table className="table" aria-label={title}>
                <thead>
                  <tr>
                    <th scope="col">{labelHeading}</th>
                    {series.map((s) => <th key={s.label} scope="col" className="numeric">{s.label}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {labels.map((label, i) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      {series.map((s) => <td key={s.label} className="numeric">{s.texts[i]}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
