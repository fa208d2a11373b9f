/**
 * The log chain on the audit page (docs/audit.md): the sealed head (position and SHA-256) an auditor
 * notes, the bank's own check naming each tampered position, and the export of the log or of a
 * period with its chain, which scripts/verify-log.mjs verifies offline.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logChain, type ChainVerifyAnswer, type ExportPeriod } from '../../../adapters/client/chain-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { downloadFile } from '../../download.ts';
import { messageOf, useAdminData } from './admin-ui.tsx';

const positionOf = (text: string): number | undefined | null => {
  if (!text.trim()) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};
const isoOf = (local: string, endOfDay = false) => (local ? new Date(endOfDay ? `${local}T23:59:59.999` : `${local}T00:00:00`).toISOString() : undefined);

export function ChainPanel() {
  const { t } = useTranslation('admin');
  const [checkedAt, setCheckedAt] = useState(0);
  const { data, error } = useAdminData(() => logChain.head(), `chain-${checkedAt}`);
  const [verdict, setVerdict] = useState<ChainVerifyAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const verify = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setVerdict(await logChain.verify());
      setCheckedAt(Date.now());
    } catch (problem) {
      setFailure(messageOf(problem));
    } finally {
      setBusy(false);
    }
  };
  const head = verdict?.sealedThrough ?? data?.sealedThrough ?? null;
  return (
    <section className="card" aria-labelledby="audit-chain">
      <h2 id="audit-chain" className="card-title">{t('logChain.title')}</h2>
      <p>{t('logChain.lead')}</p>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <dl className="chain-head">
        <dt>{t('logChain.sealedThrough')}</dt>
        <dd>{head ? t('logChain.positionOf', { position: head.position, head: verdict?.logHead ?? data?.logHead ?? head.position }) : t('logChain.nothingSealed')}</dd>
        <dt>{t('logChain.headHash')}</dt>
        <dd><code translate="no">{head?.hash ?? '-'}</code></dd>
      </dl>
      <button type="button" className="btn btn-primary" onClick={verify} disabled={busy}>{busy ? t('logChain.verifying') : t('logChain.verify')}</button>
      <FormAlert message={failure} />
      {verdict && (verdict.intact
        ? <div className="alert alert-success" role="status">{t('logChain.intact', { checked: verdict.checked, position: verdict.sealedThrough?.position ?? 0 })}</div>
        : (
          <div className="alert alert-error" role="alert">
            <p>{t('logChain.broken', { count: verdict.problemCount })}</p>
            <ul>{verdict.problems.map((p) => <li key={p.position}>{t(`logChain.problem.${p.kind}`, { position: p.position })}</li>)}</ul>
          </div>
        ))}
      <ExportForm />
    </section>
  );
}

function ExportForm() {
  const { t } = useTranslation('admin');
  const [fields, setFields] = useState({ fromPosition: '', toPosition: '', from: '', to: '' });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof fields) => (value: string) => setFields({ ...fields, [key]: value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNote(null);
    const fromPosition = positionOf(fields.fromPosition);
    const toPosition = positionOf(fields.toPosition);
    if (fromPosition === null || toPosition === null) return setFailure(t('logChain.badPosition'));
    const period: ExportPeriod = { fromPosition, toPosition, from: isoOf(fields.from), to: isoOf(fields.to, true) };
    try {
      const answer = await logChain.exportLog(period);
      downloadFile(answer.filename, answer.content, 'application/x-ndjson');
      setNote(answer.count === 0 ? t('logChain.exportedNothing') : answer.complete
        ? t('logChain.exported', { count: answer.count, from: answer.from, to: answer.to })
        : t('logChain.exportedPart', { count: answer.count, from: answer.from, to: answer.to, next: answer.next }));
    } catch (problem) {
      setFailure(messageOf(problem));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="audit-chain-export">
      <h3 id="audit-chain-export">{t('logChain.exportTitle')}</h3>
      <p>{t('logChain.exportLead')} <code translate="no">node scripts/verify-log.mjs tmb-log-1-100.jsonl</code></p>
      <div className="filters">
        <TextField id="chain-from-position" label={t('logChain.fromPosition')} inputMode="numeric" value={fields.fromPosition} onValueChange={set('fromPosition')} />
        <TextField id="chain-to-position" label={t('logChain.toPosition')} inputMode="numeric" value={fields.toPosition} onValueChange={set('toPosition')} />
        <TextField id="chain-from-date" label={t('logChain.fromDate')} type="date" value={fields.from} onValueChange={set('from')} />
        <TextField id="chain-to-date" label={t('logChain.toDate')} type="date" value={fields.to} onValueChange={set('to')} />
        <button type="submit" className="btn btn-outline">{t('logChain.export')}</button>
      </div>
      <FormAlert message={failure} />
      {note && <p role="status">{note}</p>}
    </form>
  );
}
