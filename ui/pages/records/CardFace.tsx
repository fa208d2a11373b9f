/** A Discover-style card face: masked number, the holder's name in capitals, expiry; grey with FROZEN when frozen. */
import type { CardItem } from '../../../adapters/client/records-api.ts';

export function CardFace({ card, number }: { card: CardItem; number?: string }) {
  return (
    <div className={card.frozen ? 'bank-card is-frozen' : 'bank-card'} aria-label={`${card.brand} card ending ${card.last4}`}>
      <div className="bank-card-top">
        <span>Trust Microfinance Bank</span>
        <span>{card.brand.toUpperCase()}</span>
      </div>
      {card.frozen && <span className="bank-card-frozen">FROZEN</span>}
      <span className="bank-card-number">{number ?? card.number}</span>
      <div className="bank-card-bottom">
        <span>{card.holder.toUpperCase()}</span>
        <span>Exp {card.expiry}</span>
      </div>
    </div>
  );
}
