/** Our Services (part 1 section 2): the nine products with their marketing figures and a call to open an account. */
import { useTranslation } from 'react-i18next';
import { CallToAction } from './CallToAction.tsx';
import { OfferCard } from './OfferCard.tsx';
import { PageHeader } from './PageHeader.tsx';
import { useSiteFigures } from './site-figures.ts';
import { useCopyList } from './copy.ts';
import type { Offer } from './copy.ts';

export function ServicesPage() {
  const { t } = useTranslation('site');
  const products = useCopyList<Offer>('services.products', useSiteFigures());
  return (
    <>
      <PageHeader title={t('services.title')} lead={t('services.lead')} />
      <section className="section">
        <div className="container card-grid">
          {products.map((offer) => <OfferCard key={offer.title} offer={offer} headingLevel={2} />)}
        </div>
      </section>
      <CallToAction id="services-cta" title={t('services.ctaTitle')} text={t('services.ctaText')} button={t('services.ctaButton')} to="/login" />
    </>
  );
}
