/** About the bank: its figures, its story and the values it works by. */
import { aboutFigures } from './bank-copy.ts';
import { FigureList } from './FigureList.tsx';
import { OfferCard } from './OfferCard.tsx';

const values = [
  { title: 'Integrity', text: 'We keep honest books and explain every fee before you pay it.' },
  { title: 'Inclusion', text: 'Good financial services belong to everyone, whatever the size of their balance.' },
  { title: 'Security', text: 'Your money and your data are protected by strong controls and careful people.' },
  { title: 'Community', text: 'We lend locally and measure our success by the success of our members.' },
];

export function AboutPage() {
  return (
    <>
      <section className="page-header">
        <div className="container">
          <h1>About Trust Microfinance Bank</h1>
          <p className="hero-lead">For more than fifteen years we have helped families and small businesses save, borrow and grow.</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <FigureList figures={aboutFigures} />
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="story-heading">
        <div className="container prose">
          <h2 id="story-heading" className="section-title">Our story</h2>
          <p>
            Trust Microfinance Bank began as a savings cooperative for traders and farmers who could not open an
            account at a traditional bank. Members pooled their savings and lent to one another at fair rates.
          </p>
          <p>
            Today we are a licensed microfinance bank with online and mobile banking, but the idea is the same:
            membership, fairness and money that works for the people who earned it.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading" className="section-title">Our core values</h2>
          <div className="card-grid card-grid-4">
            {values.map((value) => <OfferCard key={value.title} offer={value} />)}
          </div>
        </div>
      </section>
    </>
  );
}
