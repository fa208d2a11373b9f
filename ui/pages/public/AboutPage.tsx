/** About (part 1 section 2): the bank's figures, its story, its core values and its leadership team. */
import { useTranslation } from 'react-i18next';
import { CardSection } from './CardSection.tsx';
import { FiguresSection } from './FigureList.tsx';
import { OfferCard } from './OfferCard.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PersonCard } from './PersonCard.tsx';
import { useCopyList, useFigures } from './copy.ts';
import type { Offer, Person } from './copy.ts';

const aboutFigureNames = ['customers', 'assets', 'years', 'satisfaction', 'uptime', 'support'];

export function AboutPage() {
  const { t } = useTranslation('site');
  const figures = useFigures(aboutFigureNames);
  const story = useCopyList<string>('about.story');
  const values = useCopyList<Offer>('about.values');
  const leaders = useCopyList<Person>('about.leadership');
  return (
    <>
      <PageHeader title={t('about.title')} lead={t('about.lead')} />
      <FiguresSection id="about-figures" title={t('about.figuresTitle')} figures={figures} />
      <section className="section section-muted" aria-labelledby="story-heading">
        <div className="container prose">
          <h2 id="story-heading" className="section-title">{t('about.storyTitle')}</h2>
          {story.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </div>
      </section>
      <CardSection id="values-heading" title={t('about.valuesTitle')} columns={4}>
        {values.map((value) => <OfferCard key={value.title} offer={value} />)}
      </CardSection>
      <CardSection id="leadership-heading" title={t('about.leadershipTitle')} muted columns={4}>
        {leaders.map((person) => <PersonCard key={person.name} person={person} />)}
      </CardSection>
    </>
  );
}
