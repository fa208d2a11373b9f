/** Contact: how to reach the bank, and answers to the questions customers ask most. */
import { bankContact } from './bank-copy.ts';

const faqs = [
  { q: 'How do I open an account?', a: 'Ask at any branch for a membership number, then choose Open Account on this site and complete the sign-up form.' },
  { q: 'What do I need to sign in?', a: 'Your email address, your password and your 4-digit transaction PIN.' },
  { q: 'How long do transfers take?', a: 'Transfers between accounts at this bank arrive at once; transfers to other banks usually arrive within one business day.' },
  { q: 'Is my money safe?', a: 'Every balance is kept on the bank’s books and every movement is recorded and can be audited.' },
];

export function ContactPage() {
  return (
    <>
      <section className="page-header">
        <div className="container">
          <h1>Contact Us</h1>
          <p className="hero-lead">We are here to help. Reach us by phone, email or at our main branch.</p>
        </div>
      </section>
      <section className="section">
        <div className="container card-grid card-grid-4">
          <article className="card"><h2 className="card-title">Visit us</h2><p>{bankContact.address}</p></article>
          <article className="card"><h2 className="card-title">Call us</h2><p><a href={`tel:${bankContact.phoneHref}`}>{bankContact.phone}</a></p></article>
          <article className="card"><h2 className="card-title">Email us</h2><p><a href={`mailto:${bankContact.email}`}>{bankContact.email}</a></p></article>
          <article className="card"><h2 className="card-title">Opening hours</h2><p>{bankContact.hours}</p></article>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="faq-heading">
        <div className="container prose">
          <h2 id="faq-heading" className="section-title">Frequently asked questions</h2>
          {faqs.map((faq) => (
            <details key={faq.q} className="faq">
              <summary>{faq.q}</summary>
              <p>{faq.a}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
