/**
 * The credit score part of an admin's User Details (DECISIONS 20): the score on file with its
 * bureau and report date, and the form that records a new one from a bureau report. The server
 * decides and appends CreditScoreRecorded with the admin's id; the customer's dashboard then shows it.
 */
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { admin } from '../../../adapters/client/admin-api.ts';
import type { CreditScoreItem } from '../../../adapters/client/records-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { dateTimeOf, messageOf } from './admin-ui.tsx';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';

const factorKeys = ['paymentHistory', 'utilization', 'age', 'mix', 'inquiries'] as const;
type FactorKey = (typeof factorKeys)[number];

type Form = { score: string; bureau: string; reportDate: string } & Record<FactorKey, string>;

const emptyForm: Form = { score: '', bureau: '', reportDate: '', paymentHistory: '', utilization: '', age: '', mix: '', inquiries: '' };

/** Whole numbers only: "7.5" or "" is not a score. */
const wholeNumber = (value: string): number | null => (/^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : null);

export function CreditScoreSection({ userId, score, onRecorded }: { userId: string; score: CreditScoreItem | null; onRecorded: () => void }) {
  const acts = useBackOfficeActs();
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<Form>(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (value: string) => setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = wholeNumber(form.score);
    const factors = Object.fromEntries(factorKeys.map((key) => [key, wholeNumber(form[key])]));
    if (value === null) return setError(t('creditScore.scoreRule'));
    if (Object.values(factors).some((f) => f === null || f > 100)) return setError(t('creditScore.factorRule'));
    setBusy(true);
    setError(null);
    try {
      await admin.recordCreditScore({ userId, score: value, bureau: form.bureau, reportDate: form.reportDate, factors } as Parameters<typeof admin.recordCreditScore>[0]);
      setForm(emptyForm);
      setNotice(t('creditScore.recorded'));
      onRecorded();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="details-credit">
      <h3 id="details-credit">{t('creditScore.title')}</h3>
      {score ? (
        <p>{t('creditScore.onFile', { score: score.score, max: score.max, band: score.band, bureau: score.bureau ?? t('creditScore.unknownBureau'), date: score.report_date ?? '-', recorded: dateTimeOf(score.recorded_at) })}</p>
      ) : <p className="muted">{t('creditScore.none')}</p>}
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      {acts && <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('creditScore.formLabel')}>
        <FormAlert message={error} />
        <div className="form-grid">
          <TextField id="credit-score" label={t('creditScore.score')} inputMode="numeric" value={form.score} onValueChange={set('score')} />
          <TextField id="credit-bureau" label={t('creditScore.bureau')} maxLength={100} value={form.bureau} onValueChange={set('bureau')} />
          <TextField id="credit-report-date" label={t('creditScore.reportDate')} type="date" value={form.reportDate} onValueChange={set('reportDate')} />
          {factorKeys.map((key) => (
            <TextField key={key} id={`credit-${key}`} label={t(`creditScore.factors.${key}`)} inputMode="numeric" value={form[key]} onValueChange={set(key)} />
          ))}
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('creditScore.submit')}</button>
        </div>
      </form>}
    </section>
  );
}
