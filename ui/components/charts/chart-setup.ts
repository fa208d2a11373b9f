/**
 * chart.js with only what the bank's charts draw (bars and lines on category and linear axes,
 * with tooltips and a legend) registered, so tree-shaking leaves the rest out. Imported with
 * import() by ChartFigure, so it is its own chunk, fetched after the page's first render.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
