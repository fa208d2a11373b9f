/** Contact (part 1 section 2): information cards, the message form, a map, the three branches and the FAQ. */
import { useTranslation } from 'react-i18next';
import { BranchMap } from './BranchMap.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Faq } from './Faq.tsx';
import type { FaqItem } from './Faq.tsx';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';
import { useCopyList } from './copy.ts';
import { telHref, useBankContact } from '../../shell/bank-contact.ts';

interface Branch {
  name: string;
  address: string;
  phone: string;
  hours: string;
}

export function ContactPage() {
  const { t } = useTranslation('site');
  const bank = useBankContact();
  // The main branch is the bank's own address and number, from System Settings like the cards above.
  const branches = useCopyList<Branch>('contact.branches').map((branch, i) => (i === 0 ? { ...branch, address: bank.address, phone: bank.phone } : branch));
  const faqs = useCopyList<FaqItem>('contact.faqs');
  const pins = useCopyList<string>('contact.mapPins');
  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <section className="section" aria-labelledby="contact-cards-heading">
        <h2 id="contact-cards-heading" className="visually-hidden">{t('contact.cardsTitle')}</h2>
        <div className="container card-grid card-grid-4">
          <article className="card info-card"><h3 className="card-title">{t('contact.visit')}</h3><p>{bank.address}</p></article>
          <article className="card info-card"><h3 className="card-title">{t('contact.call')}</h3><p><a href={telHref(bank.phone)}>{bank.phone}</a></p></article>
          <article className="card info-card"><h3 className="card-title">{t('contact.emailUs')}</h3><p><a href={`mailto:${bank.email}`}>{bank.email}</a></p></article>
          <article className="card info-card"><h3 className="card-title">{t('contact.hoursTitle')}</h3><p>{t('bank.hours')}</p></article>
        </div>
      </section>
      <section className="section section-muted">
        <div className="container contact-layout">
          <div className="card">
            <ContactForm />
          </div>
          <section className="contact-map" aria-labelledby="map-heading">
            <h2 id="map-heading" className="section-title">{t('contact.mapTitle')}</h2>
            <BranchMap label={t('contact.mapLabel')} pins={pins} />
          </section>
        </div>
      </section>
      <TitledSection id="branches-heading" title={t('contact.branchesTitle')}>
        <ul className="card-grid branch-list">
          {branches.map((branch) => (
            <li key={branch.name} className="card">
              <h3 className="card-title">{branch.name}</h3>
              <p>{branch.address}</p>
              <p><a href={telHref(branch.phone)}>{branch.phone}</a></p>
              <p className="muted">{branch.hours}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="faq-heading" title={t('contact.faqTitle')} className="section section-muted" containerClass="container prose">
        <Faq items={faqs} />
      </TitledSection>
    </>
  );
}

interface SectionProps {
  id: string;
  title: string;
  className?: string;
  containerClass?: string;
  children: ReactNode;
}

/** A page section titled by its own heading. */
function TitledSection({ id, title, className = 'section', containerClass = 'container', children }: SectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={containerClass}>
        <h2 id={id} className="section-title">{title}</h2>
        {children}
      </div>
    </section>
  );
}
