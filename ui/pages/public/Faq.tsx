/** The four-question FAQ as disclosure buttons: each question is a button that says whether its answer is shown. */
import { useId, useState } from 'react';

export interface FaqItem {
  q: string;
  a: string;
}

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => <FaqEntry key={item.q} item={item} />)}
    </div>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className={open ? 'faq is-open' : 'faq'}>
      <h3 className="faq-question">
        <button type="button" className="faq-toggle" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          <span>{item.q}</span>
          <span className="faq-icon" aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={answerId} className="faq-answer" hidden={!open}>
        <p>{item.a}</p>
      </div>
    </div>
  );
}
