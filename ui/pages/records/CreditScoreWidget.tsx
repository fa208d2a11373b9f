/** The credit score widget: the score on file with its band and five factors, or a plain statement that none is on file. */
import { useTranslation } from 'react-i18next';
import type { CreditScoreItem } from '../../../adapters/client/records-api.ts';

/** The five factors in the order shown; their labels are in the records namespace under credit.factors. */
const factorKeys: (keyof CreditScoreItem['factors'])[] = ['paymentHistory', 'utilization', 'age', 'mix', 'inquiries'];

export function CreditScoreWidget({ score }: { score: CreditScoreItem | null }) {
  const { t } = useTranslation('records');
  return (
    <section className="card" aria-labelledby="credit-score-heading">
      <h2 id="credit-score-heading" className="card-title">{t('credit.title')}</h2>
      {score ? (
        <>
          <p className="score-value">{score.score}<span className="muted"> / {score.max}</span></p>
          <p><strong>{score.band}</strong></p>
          <ul className="factor-list" aria-label={t('credit.factorsLabel')}>
            {factorKeys.map((key) => (
              <li key={key}><span>{t(`credit.factors.${key}`)}</span><span>{score.factors[key]}%</span></li>
            ))}
          </ul>
          {score.bureau && score.report_date && <p className="muted">{t('credit.source', { bureau: score.bureau, date: score.report_date })}</p>}
          <p className="muted">{t('credit.since', { date: score.recorded_at.slice(0, 10) })}</p>
        </>
      ) : (
        <p>{t('credit.none')}</p>
      )}
    </section>
  );
}
