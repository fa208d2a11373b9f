/** One product or feature card on the public pages. */
import type { Offer } from './copy.ts';

export function OfferCard({ offer, headingLevel = 3 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card offer-card">
      <Heading className="offer-title">{offer.title}</Heading>
      <p>{offer.text}</p>
      {offer.highlight && <p className="offer-highlight">{offer.highlight}</p>}
    </article>
  );
}
