/** A Discover-style card face: masked number, the holder's name in capitals, expiry; grey with FROZEN when frozen. */
import { useTranslation } from 'react-i18next';
import type { CardItem } from '../../../adapters/client/records-api.ts';

export function CardFace({ card, number }: { card: CardItem; number?: string }) {
  const { t } = useTranslation('records');
  return (
    <div className={card.frozen ? 'bank-card is-frozen' : 'bank-card'} aria-label={t('card.label', { brand: card.brand, last4: card.last4 })}>
      <div className="bank-card-top">
        <span className="bank-card-name">{t('card.bank')}</span>
        <span className="bank-card-fixed">{card.brand.toUpperCase()}</span>
      </div>
      {card.frozen && <span className="bank-card-frozen">{t('card.frozen')}</span>}
      <span className="bank-card-number">{number ?? card.number}</span>
      <div className="bank-card-bottom">
        <span className="bank-card-name" title={card.holder.toUpperCase()}>{card.holder.toUpperCase()}</span>
        <span className="bank-card-fixed">{t('card.expiry', { expiry: card.expiry })}</span>
      </div>
    </div>
  );
}
