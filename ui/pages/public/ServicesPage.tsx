/** Our Services: the nine products the bank offers and a call to open an account. */
import { Link } from 'react-router';
import { offers } from './bank-copy.ts';
import { OfferCard } from './OfferCard.tsx';

export function ServicesPage() {
  return (
    <>
      <section className="page-header">
        <div className="container">
          <h1>Our Services</h1>
          <p className="hero-lead">Everything you need to save, borrow, pay and grow, in one bank that knows you.</p>
        </div>
      </section>
      <section className="section">
        <div className="container card-grid">
          {offers.map((offer) => <OfferCard key={offer.title} offer={offer} />)}
        </div>
      </section>
      <section className="cta" aria-labelledby="services-cta">
        <div className="container cta-inner">
          <h2 id="services-cta">Find the right account for you</h2>
          <p>Open a savings account today and add loans, cards and Bitcoin services when you need them.</p>
          <Link to="/login" className="btn btn-accent btn-large">Get Started</Link>
        </div>
      </section>
    </>
  );
}
