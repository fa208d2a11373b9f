/** One product or feature card on the public pages. */
import type { Offer } from './bank-copy.ts';

export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article className="card offer-card">
      <h3>{offer.title}</h3>
      <p>{offer.text}</p>
      {offer.highlight && <p className="offer-highlight">{offer.highlight}</p>}
    </article>
  );
}
