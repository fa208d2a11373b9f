/**
 * The customer's own KYC on their profile (issue 29 item 6): where the check stands, what is still
 * needed, their identifiers and documents, each document viewable or saved by them alone (the
 * server answers bytes only to the customer and the staff of their branch).
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { kyc, type KycView } from '../../../adapters/client/kyc-api.ts';
import { KycDocumentList } from '../../components/KycDocumentList.tsx';

export function KycCard() {
  const { t } = useTranslation('records');
  const [view, setView] = useState<KycView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    kyc.mine().then(setView, () => setFailed(true));
  }, []);
  const missing = view ? [...view.missingIdentifiers, ...view.missingDocuments.map((kind) => t(`kyc.kinds.${kind}`))] : [];
  return (
    <section className="card" aria-labelledby="kyc-heading">
      <h2 id="kyc-heading" className="card-title">{t('kyc.title')}</h2>
      <p className="muted">{t('kyc.lead')}</p>
      {failed && <div className="alert alert-error" role="alert">{t('kyc.openFailed')}</div>}
      {!view && !failed && <p className="muted">{t('kyc.loading')}</p>}
      {view && (
        <>
          <p data-testid="my-kyc-status"><strong>{t('kyc.statusLabel')}</strong> {t(`kyc.status.${view.status}`)}</p>
          {missing.length > 0 && <p>{t('kyc.missing', { list: missing.join(', ') })}</p>}
          <h3>{t('kyc.identifiers')}</h3>
          {view.identifiers.length === 0 ? <p className="muted">{t('kyc.noIdentifiers')}</p> : (
            <ul>{view.identifiers.map((i) => <li key={i.identifierType}>{i.identifierType.replace(/_/g, ' ')}: <strong>{i.number}</strong></li>)}</ul>
          )}
          <KycDocumentList ns="records" documents={view.documents} canView fetchBytes={(documentId) => kyc.myDocument(documentId)} />
        </>
      )}
    </section>
  );
}
