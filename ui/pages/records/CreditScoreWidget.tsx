/** The credit score widget: the score on file with its band and five factors, or a plain statement that none is on file. */
import type { CreditScoreItem } from '../../../adapters/client/records-api.ts';

const factorLabels: [keyof CreditScoreItem['factors'], string][] = [
  ['paymentHistory', 'Payment History'],
  ['utilization', 'Credit Utilization'],
  ['age', 'Credit Age'],
  ['mix', 'Credit Mix'],
  ['inquiries', 'Inquiries'],
];

export function CreditScoreWidget({ score }: { score: CreditScoreItem | null }) {
  return (
    <section className="card" aria-labelledby="credit-score-heading">
      <h2 id="credit-score-heading" className="card-title">Credit Score</h2>
      {score ? (
        <>
          <p className="score-value">{score.score}<span className="muted"> / {score.max}</span></p>
          <p><strong>{score.band}</strong></p>
          <ul className="factor-list" aria-label="Credit score factors">
            {factorLabels.map(([key, label]) => (
              <li key={key}><span>{label}</span><span>{score.factors[key]}%</span></li>
            ))}
          </ul>
          <p className="muted">On file since {score.recorded_at.slice(0, 10)}</p>
        </>
      ) : (
        <p>No credit score on file</p>
      )}
    </section>
  );
}
