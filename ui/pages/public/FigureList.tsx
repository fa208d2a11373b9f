/** A row of headline figures on the public pages, as a description list so each number keeps its label. */
import type { Figure } from './copy.ts';

export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="figure-list">
      {figures.map((figure) => (
        <div key={figure.label} className="figure">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
