/** The public home page (part 1 sections 1 and 2): hero, live Bitcoin banner, figures, team, Bitcoin services, digital banking, reasons, services and the closing call to action. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BitcoinBanner, HOME_DEFAULT_PRICE, useBitcoinPrice } from '../../components/BitcoinBanner.tsx';
import { CallToAction } from './CallToAction.tsx';
import { CardSection } from './CardSection.tsx';
import { FiguresSection } from './FigureList.tsx';
import { OfferCard } from './OfferCard.tsx';
import { PersonCard } from './PersonCard.tsx';
import { useSiteFigures } from './site-figures.ts';
import { useCopyList, useFigures } from './copy.ts';
import type { Offer, Person } from './copy.ts';

/** Every figure the specification claims, shown on home. */
const homeFigureNames = ['customers', 'bitcoinTraded', 'bitcoinUsers', 'bitcoinFee', 'support', 'assets', 'years', 'satisfaction', 'uptime'];

export function HomePage() {
  const { t } = useTranslation('site');
  const price = useBitcoinPrice(HOME_DEFAULT_PRICE);
  const figures = useFigures(homeFigureNames);
  const team = useCopyList<Person>('home.team');
  const bitcoin = useCopyList<Offer>('home.bitcoin');
  const digital = useCopyList<Offer>('home.digital');
  const reasons = useCopyList<Offer>('home.why');
  const services = useCopyList<Offer>('services.products', useSiteFigures());
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1>{t('home.title')}</h1>
          <p className="hero-lead">{t('home.lead')}</p>
          <div className="button-row">
            <Link to="/login" className="btn btn-accent btn-large">{t('home.openAccount')}</Link>
            <Link to="/services" className="btn btn-on-dark btn-large">{t('home.learnMore')}</Link>
          </div>
        </div>
      </section>
      <BitcoinBanner price={price} />
      <FiguresSection id="figures-heading" title={t('home.figuresTitle')} figures={figures} />
      <CardSection id="team-heading" title={t('home.teamTitle')} lead={t('home.teamLead')} muted columns={4}>
        {team.map((person) => <PersonCard key={person.name} person={person} />)}
      </CardSection>
      <CardSection id="bitcoin-heading" title={t('home.bitcoinTitle')} lead={t('home.bitcoinLead')} columns={4}>
        {bitcoin.map((offer) => <OfferCard key={offer.title} offer={offer} />)}
      </CardSection>
      <CardSection id="digital-heading" title={t('home.digitalTitle')} lead={t('home.digitalLead')} muted columns={4}>
        {digital.map((offer) => <OfferCard key={offer.title} offer={offer} />)}
      </CardSection>
      <CardSection id="why-heading" title={t('home.whyTitle')} columns={4}>
        {reasons.map((offer) => <OfferCard key={offer.title} offer={offer} />)}
      </CardSection>
      <CardSection id="services-heading" title={t('home.servicesTitle')} muted>
        {services.slice(0, 6).map((offer) => <OfferCard key={offer.title} offer={offer} />)}
      </CardSection>
      <CallToAction id="cta-heading" title={t('home.ctaTitle')} text={t('home.ctaText')} button={t('home.ctaButton')} to="/login" />
    </>
  );
}
