/** A titled section of cards on the public pages; the heading names the section for screen readers. */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  columns?: 3 | 4;
  children: ReactNode;
}

export function CardSection({ id, title, lead, muted = false, columns = 3, children }: Props) {
  return (
    <section className={muted ? 'section section-muted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section-title">{title}</h2>
        {lead && <p className="section-lead">{lead}</p>}
        <div className={columns === 4 ? 'card-grid card-grid-4' : 'card-grid'}>{children}</div>
      </div>
    </section>
  );
}
