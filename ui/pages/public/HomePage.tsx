/** The public home page: what the bank offers and the way in to open an account. */
import { Link } from 'react-router';
import { bitcoinServices, homeFigures, offers } from './bank-copy.ts';
import { OfferCard } from './OfferCard.tsx';
import { FigureList } from './FigureList.tsx';

const reasons = [
  { title: 'Your money is protected', text: 'Every balance is kept on the bank’s books and every movement is recorded, so it can always be accounted for.' },
  { title: 'People, not just numbers', text: 'We are a microfinance bank: we lend to and save with people and businesses that larger banks overlook.' },
  { title: 'Banking on your schedule', text: 'Online and mobile banking around the clock, with support whenever you need it.' },
];

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">Trust Microfinance Bank</p>
          <h1>Banking that grows with you</h1>
          <p className="hero-lead">
            Savings, loans, transfers, cards and Bitcoin services from a bank built to help individuals and small
            businesses thrive.
          </p>
          <div className="button-row">
            <Link to="/login" className="btn btn-accent btn-large">Open Account</Link>
            <Link to="/services" className="btn btn-on-dark btn-large">Learn More</Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="figures-heading">
        <div className="container">
          <h2 id="figures-heading" className="visually-hidden">The bank in figures</h2>
          <FigureList figures={homeFigures} />
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="section-title">Everyday banking, done right</h2>
          <div className="card-grid">
            {offers.slice(0, 6).map((offer) => <OfferCard key={offer.title} offer={offer} />)}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="bitcoin-heading">
        <div className="container">
          <h2 id="bitcoin-heading" className="section-title">Bitcoin services</h2>
          <p className="section-lead">Hold Bitcoin beside your savings, with an advertised transaction fee of 0.5%.</p>
          <div className="card-grid card-grid-4">
            {bitcoinServices.map((offer) => <OfferCard key={offer.title} offer={offer} />)}
          </div>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading" className="section-title">Why choose Trust Microfinance Bank</h2>
          <div className="card-grid">
            {reasons.map((reason) => <OfferCard key={reason.title} offer={reason} />)}
          </div>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-heading">
        <div className="container cta-inner">
          <h2 id="cta-heading">Ready to start saving with us?</h2>
          <p>Opening an account takes a few minutes with your membership number.</p>
          <Link to="/login" className="btn btn-accent btn-large">Open Your Account Today</Link>
        </div>
      </section>
    </>
  );
}
