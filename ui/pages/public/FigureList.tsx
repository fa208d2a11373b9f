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

/** The figures as a section of their own, titled for screen readers only. */
export function FiguresSection({ id, title, figures }: { id: string; title: string; figures: Figure[] }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="visually-hidden">{title}</h2>
        <FigureList figures={figures} />
      </div>
    </section>
  );
}
