/**
 * The KYC part of a customer's User Details (issue 29 item 6): the checklist's status and what is
 * missing, identifiers (register one from the administrator's list of types), documents (upload a
 * JPEG, PNG or PDF; view or download), and the approval by a second member of staff. The server
 * decides every rule (type from the bytes, 5 MB, unique numbers, maker-checker); this page shows it.
 */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { documentKindNames, kyc, type DocumentKindName, type KycView } from '../../../adapters/client/kyc-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { KycDocumentList } from '../../components/KycDocumentList.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { dateTimeOf, messageOf } from './admin-ui.tsx';

function useKyc(userId: string) {
  const [view, setView] = useState<KycView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    kyc.status(userId).then(setView, (failure: unknown) => setError(messageOf(failure)));
  }, [userId]);
  useEffect(reload, [reload]);
  return { view, setView, error, reload };
}

type KycAnswer = { kyc: KycView };

/** What the three KYC forms share: one server call at a time, busy meanwhile; its answer goes to `onDone`, then `after` clears the form; a refusal is shown above the form. */
function useKycAction(onDone: (answer: KycAnswer) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<KycAnswer>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await send());
      after?.();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

export function KycSection({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const { view, setView, error } = useKyc(userId);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => (answer: { kyc: KycView }) => { setView(answer.kyc); setNotice(message); };
  if (error) return <section aria-labelledby="details-kyc"><h3 id="details-kyc">{t('kyc.title')}</h3><div className="alert alert-error" role="alert">{error}</div></section>;
  if (!view) return <section aria-labelledby="details-kyc"><h3 id="details-kyc">{t('kyc.title')}</h3><p className="muted">{t('kyc.loading')}</p></section>;
  const missing = [...view.missingIdentifiers.map((type) => t(`kyc.types.${type}`, { defaultValue: type })), ...view.missingDocuments.map((kind) => t(`kyc.kinds.${kind}`))];
  return (
    <section aria-labelledby="details-kyc" className="kyc-section">
      <h3 id="details-kyc">{t('kyc.title')}</h3>
      <p data-testid="kyc-status"><strong>{t('kyc.statusLabel')}</strong> {t(`kyc.status.${view.status}`)}</p>
      {missing.length > 0 && <p>{t('kyc.missing', { list: missing.join(', ') })}</p>}
      {view.approval && <p>{t('kyc.approvedBy', { name: view.approval.byName, at: dateTimeOf(view.approval.at) })}{view.approval.note ? ` (${view.approval.note})` : ''}</p>}
      {notice && <div className="alert alert-success" role="status">{notice}</div>}

      <h4>{t('kyc.identifiers')}</h4>
      {view.identifiers.length === 0 ? <p className="muted">{t('kyc.noIdentifiers')}</p> : (
        <ul>{view.identifiers.map((i) => <li key={i.identifierType}>{t(`kyc.types.${i.identifierType}`, { defaultValue: i.identifierType })}: <strong>{i.number}</strong> <span className="muted">{t('kyc.registeredBy', { name: i.byName, at: dateTimeOf(i.at) })}</span></li>)}</ul>
      )}
      <IdentifierForm view={view} onDone={done(t('kyc.identifierRegistered'))} />

      <h4>{t('kyc.documents')}</h4>
      <KycDocumentList ns="admin" documents={view.documents} canView fetchBytes={(documentId) => kyc.document(userId, documentId)} />
      <UploadForm userId={userId} onDone={done(t('kyc.documentUploaded'))} />

      {view.status !== 'approved' && <ApproveForm userId={userId} onDone={done(t('kyc.approvedNotice'))} />}
    </section>
  );
}

function IdentifierForm({ view, onDone }: { view: KycView; onDone: (answer: KycAnswer) => void }) {
  const { t } = useTranslation('admin');
  const [type, setType] = useState('');
  const [number, setNumber] = useState('');
  const { error, busy, run } = useKycAction(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => kyc.addIdentifier(view.userId, type, number), () => setNumber(''));
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('kyc.identifierForm')}>
      <FormAlert message={error} />
      <div className="form-grid">
        <SelectField id="kyc-identifier-type" label={t('kyc.identifierType')} placeholder={t('kyc.chooseType')} value={type} onValueChange={setType}
          options={view.checklist.identifierTypes.map((value) => ({ value, label: t(`kyc.types.${value}`, { defaultValue: value }) }))} />
        <TextField id="kyc-identifier-number" label={t('kyc.identifierNumber')} maxLength={60} value={number} onValueChange={setNumber} />
      </div>
      <div className="button-row"><button type="submit" className="btn btn-outline" disabled={busy} aria-busy={busy}>{t('kyc.registerIdentifier')}</button></div>
    </form>
  );
}

function UploadForm({ userId, onDone }: { userId: string; onDone: (answer: KycAnswer) => void }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<DocumentKindName | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const { error, setError, busy, run } = useKycAction(onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kind) return setError(t('kyc.chooseKindFirst'));
    if (!file) return setError(t('kyc.chooseFileFirst'));
    const form = event.currentTarget;
    void run(() => kyc.upload(userId, kind, file), () => { setFile(null); form.reset(); });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('kyc.uploadForm')}>
      <FormAlert message={error} />
      <div className="form-grid">
        <SelectField id="kyc-document-kind" label={t('kyc.documentKind')} placeholder={t('kyc.chooseKind')} value={kind} onValueChange={(v) => setKind(v as DocumentKindName | '')}
          options={documentKindNames.map((value) => ({ value, label: t(`kyc.kinds.${value}`) }))} />
        <div className="form-field">
          <label htmlFor="kyc-document-file">{t('kyc.file')}</label>
          <input id="kyc-document-file" className="input" type="file" accept="image/jpeg,image/png,application/pdf" aria-describedby="kyc-document-hint" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          <p id="kyc-document-hint" className="muted">{t('kyc.fileHint')}</p>
        </div>
      </div>
      <div className="button-row"><button type="submit" className="btn btn-outline" disabled={busy} aria-busy={busy}>{t('kyc.uploadDocument')}</button></div>
    </form>
  );
}

function ApproveForm({ userId, onDone }: { userId: string; onDone: (answer: KycAnswer) => void }) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const { error, busy, run } = useKycAction(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => kyc.approve(userId, note));
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('kyc.approveForm')}>
      <p className="muted">{t('kyc.approveHint')}</p>
      <FormAlert message={error} />
      <TextField id="kyc-approve-note" label={t('kyc.approveNote')} maxLength={500} value={note} onValueChange={setNote} />
      <div className="button-row"><button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('kyc.approve')}</button></div>
    </form>
  );
}
