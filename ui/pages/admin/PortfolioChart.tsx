/** The portfolio's loans by status as a bar chart, its counts written for the reader's locale; chart.js is loaded only when this page draws it, and the same figures are in the table beside it. */
import { useEffect, useRef } from 'react';
import { intlLocale } from '../../../domain/i18n/format.ts';
import { currentLanguage } from '../../i18n/languages.ts';

export function PortfolioChart({ counts, label }: { counts: [string, number][]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Redrawn only when the figures change, not on every render of the page.
  const figures = JSON.stringify(counts);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, LinearScale }) => {
      if (cancelled || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale);
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: { labels: counts.map(([name]) => name), datasets: [{ label, data: counts.map(([, count]) => count), backgroundColor: '#1e3a8a' }] },
        options: { responsive: true, maintainAspectRatio: false, animation: false, locale: intlLocale(currentLanguage()), scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
      });
    });
    return () => { cancelled = true; chart?.destroy(); };
  }, [figures, label]);
  return <div style={{ position: 'relative', height: '14rem' }}><canvas ref={canvas} role="img" aria-label={label} /></div>;
}
