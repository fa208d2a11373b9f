/**
 * A customer's KYC documents as a list with View and Download for whoever may see them (the back
 * office's KYC section and the customer's profile share it). Bytes are fetched on demand: an image
 * is shown inline as a data: URL (the CSP allows data: images, never blob: or objects), a PDF is
 * saved; nothing is ever a public link.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { blobOf, type KycDocumentBytes, type KycDocumentView } from '../../adapters/client/kyc-api.ts';
import { downloadFile } from '../download.ts';
import { formatDateTime } from '../format/dates.ts';
import { currentLanguage } from '../i18n/languages.ts';

/** A file's size as the language shown writes it: "1.2 MB" / "1,2 Mo", "12 kB" / "12 ko". */
const sizeOf = (bytes: number): string => {
  const unit = (name: 'megabyte' | 'kilobyte', digits: number) => new Intl.NumberFormat(currentLanguage() === 'fr' ? 'fr-FR' : 'en-US', { style: 'unit', unit: name, maximumFractionDigits: digits });
  return bytes >= 1024 * 1024 ? unit('megabyte', 1).format(bytes / (1024 * 1024)) : unit('kilobyte', 0).format(Math.max(1, Math.round(bytes / 1024)));
};

export function KycDocumentList({ ns, documents, fetchBytes, canView }: { ns: 'admin' | 'records'; documents: readonly KycDocumentView[]; fetchBytes: (documentId: string) => Promise<KycDocumentBytes>; canView: boolean }) {
  // Both namespaces carry the same kyc.* words: the back office loads admin, the customer's area records.
  const inAdmin = useTranslation('admin');
  const inRecords = useTranslation('records');
  const { t } = ns === 'admin' ? inAdmin : inRecords;
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<{ url: string; name: string } | null>(null);

  const open = async (doc: KycDocumentView, download: boolean) => {
    setError(null);
    try {
      const bytes = await fetchBytes(doc.documentId);
      if (download || !bytes.mediaType.startsWith('image/')) return downloadFile(bytes.fileName || doc.kind, blobOf(bytes), bytes.mediaType);
      setOpened({ url: `data:${bytes.mediaType};base64,${bytes.contentBase64}`, name: bytes.fileName });
    } catch {
      setError(t('kyc.openFailed'));
    }
  };

  if (documents.length === 0) return <p className="muted">{t('kyc.noDocuments')}</p>;
  return (
    <>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <ul className="kyc-documents">
        {documents.map((doc) => (
          <li key={doc.documentId}>
            <span><strong>{t(`kyc.kinds.${doc.kind}`)}</strong> · {doc.fileName || '-'} · {doc.mediaType.replace(/^.*\//, '').toUpperCase()} · {sizeOf(doc.size)}</span>
            <span className="muted"> {t('kyc.uploadedBy', { name: doc.byName, at: formatDateTime(doc.at) })}</span>
            <span className="muted kyc-sha" title={doc.sha256}> SHA-256 {doc.sha256.slice(0, 12)}…</span>
            {canView && (
              <span className="button-row">
                <button type="button" className="btn btn-outline btn-small" onClick={() => void open(doc, false)} aria-label={t('kyc.viewNamed', { kind: t(`kyc.kinds.${doc.kind}`) })}>{t('kyc.view')}</button>
                <button type="button" className="btn btn-outline btn-small" onClick={() => void open(doc, true)} aria-label={t('kyc.downloadNamed', { kind: t(`kyc.kinds.${doc.kind}`) })}>{t('kyc.download')}</button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {opened && (
        <figure className="kyc-preview">
          <img src={opened.url} alt={t('kyc.previewOf', { name: opened.name })} />
          <figcaption><button type="button" className="btn btn-outline btn-small" onClick={() => setOpened(null)}>{t('kyc.closePreview')}</button></figcaption>
        </figure>
      )}
    </>
  );
}
