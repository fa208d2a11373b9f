/**
 * One chart with its data as a table: the canvas is an image named by the chart's title, and
 * the same figures sit in a table behind a disclosure, which keyboards and screen readers reach
 * like any other. chart.js arrives with import() after the first render (chart-setup.ts).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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

function useChart(canvas: React.RefObject<HTMLCanvasElement | null>, props: Props) {
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
          responsive: true, maintainAspectRatio: false, animation: reducedMotion() ? false : undefined,
          indexAxis: horizontal ? 'y' : 'x', plugins: { legend: { display: series.length > 1 } },
          // Amounts start at zero: a $0 balance drew an axis from -1.0 to 1.0 (issue 26 item 10).
          scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true } },
        },
      });
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [canvas, kind, labels, series, horizontal]);
}

export function ChartFigure(props: Props) {
  const { id, title, labelHeading, labels, series, empty } = props;
  const { t } = useTranslation('common');
  const canvas = useRef<HTMLCanvasElement>(null);
  useChart(canvas, props);
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
