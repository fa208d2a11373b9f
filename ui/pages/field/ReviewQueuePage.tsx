/**
 * The branch manager's review queue (/field/review, /admin/review; issue 29 item 4): the collection
 * sheet lines the bank did not post because they no longer matched it (the member repaid online, the
 * loan was rescheduled, written off or closed), each with both versions side by side, what the
 * officer recorded and what the bank holds now, and, for whoever the server says may resolve them,
 * Post or Reject with a reason. The auditor reads the same queue with no button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLine, reviewQueue, type CollectionReviewItem } from '../../../adapters/client/collection-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate, formatDateTime } from '../../format/dates.ts';
import { formatUsdMinor } from '../../format/money.ts';
import { messageOf, useAdminData } from '../admin/admin-ui.tsx';
import { ChooseField, useFieldView } from './field-ui.tsx';

export function ReviewQueuePage() {
  const { t } = useTranslation('field');
  const { data, error } = useFieldView();
  const [chosen, setChosen] = useState('');
  const placed = data?.role === 'branch_manager';
  return (
    <div className="admin-page field-page">
      <header className="admin-page-header"><div><h1>{t('review.title')}</h1><p>{t('review.lead')}</p></div></header>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {data && !placed && (
        <section className="card field-form" aria-labelledby="review-branch-heading">
          <h2 id="review-branch-heading" className="card-title">{t('review.chooseBranch')}</h2>
          <ChooseField id="review-branch" label={t('review.branch')} value={chosen} onValueChange={setChosen} options={data.branches.map((b) => [b.branchId, b.name])} />
        </section>
      )}
      {data && (placed || chosen) && <Queue branchId={placed ? undefined : chosen} />}
    </div>
  );
}

function Queue({ branchId }: { branchId: string | undefined }) {
  const { t } = useTranslation('field');
  const { data, error, reload } = useAdminData(() => reviewQueue(branchId), `review-queue-${branchId ?? 'mine'}`);
  const [done, setDone] = useState<string | null>(null);
  if (error) return <div className="alert alert-error" role="alert">{error}</div>;
  if (!data) return <p role="status">{t('review.loading')}</p>;
  return (
    <section className="field-page" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">{t('review.heading', { branch: data.branchName, count: data.items.length })}</h2>
      {done && <div className="alert alert-success" role="status">{done}</div>}
      {data.items.length === 0 && <p>{t('review.empty')}</p>}
      {data.items.map((item) => (
        <QueuedLine key={item.lineId} item={item} canResolve={data.canResolve} onResolved={(text) => { setDone(text); reload(); }} />
      ))}
    </section>
  );
}

const yesNo = (t: (key: string) => string, value: boolean) => t(value ? 'review.yes' : 'review.no');

/** One queued line: who, where and when, why it was held, both versions, and the manager's decision. */
function QueuedLine({ item, canResolve, onResolved }: { item: CollectionReviewItem; canResolve: boolean; onResolved: (text: string) => void }) {
  const { t } = useTranslation('field');
  const id = `review-${item.lineId}`;
  const { recorded, bankNow } = item;
  return (
    <article className="card field-group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('review.lineHeading', { member: item.memberName, group: item.groupName })}</h3>
      <dl className="field-facts">
        <dt>{t('review.meeting')}</dt><dd>{formatDate(item.meetingDate)}</dd>
        <dt>{t('review.officer')}</dt><dd>{item.officerName}</dd>
        <dt>{t('review.why')}</dt><dd>{t(`review.reasons.${item.reason}`)}</dd>
        <dt>{t('review.queuedAt')}</dt><dd>{formatDateTime(item.queuedAt)}</dd>
      </dl>
      <div className="table-scroll">
        <table className="table field-compare" ref={labelCells}>
          <caption className="visually-hidden">{t('review.compare', { member: item.memberName })}</caption>
          <thead><tr><th scope="col"><span className="visually-hidden">{t('review.what')}</span></th><th scope="col">{t('review.recorded')}</th><th scope="col">{t('review.bankNow')}</th></tr></thead>
          <tbody>
            <tr><th scope="row">{t('review.due')}</th><td>{formatUsdMinor(recorded.due)}</td><td>{formatUsdMinor(bankNow.due)}</td></tr>
            <tr><th scope="row">{t('review.paid')}</th><td>{formatUsdMinor(recorded.paid)}</td><td>{t('review.none')}</td></tr>
            <tr><th scope="row">{t('review.deposit')}</th><td>{formatUsdMinor(recorded.deposit)}</td><td>{t('review.none')}</td></tr>
            <tr><th scope="row">{t('review.loanStatus')}</th><td>{t('review.statuses.active')}</td><td>{t(`review.statuses.${bankNow.status}`, { defaultValue: bankNow.status })}</td></tr>
            <tr><th scope="row">{t('review.present')}</th><td>{yesNo(t, recorded.present)}</td><td>{t('review.none')}</td></tr>
            <tr><th scope="row">{t('review.agreed')}</th><td>{yesNo(t, recorded.savingsAgreed)}</td><td>{t('review.none')}</td></tr>
          </tbody>
        </table>
      </div>
      {canResolve && <Decide item={item} onResolved={onResolved} />}
    </article>
  );
}

/** Post (to the loan up to what is due now; the rest to savings only with the member's agreement) or reject with a reason; Enter in the field decides nothing, and the server words any refusal (a reject without a reason). */
function Decide({ item, onResolved }: { item: CollectionReviewItem; onResolved: (text: string) => void }) {
  const { t } = useTranslation('field');
  const id = `review-${item.lineId}`;
  const [reason, setReason] = useState('');
  const [agreed, setAgreed] = useState(item.recorded.savingsAgreed);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const above = item.recorded.paid > item.bankNow.due;
  const decide = async (decision: 'post' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      const answer = await resolveLine({ branchId: item.branchId, lineId: item.lineId, decision, reason: reason.trim(), savingsAgreed: agreed });
      onResolved(answer.status === 'posted'
        ? t('review.posted', { member: item.memberName, amount: formatUsdMinor(answer.cash) })
        : t('review.rejected', { member: item.memberName }));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <form className="field-decide" onSubmit={(event) => event.preventDefault()} noValidate>
      {above && <p>{t('review.above', { amount: formatUsdMinor(item.recorded.paid - item.bankNow.due) })}</p>}
      {above && <label className="field-check"><input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{t('review.savingsAgreed')}</label>}
      <div className="form-field">
        <label htmlFor={`${id}-reason`}>{t('review.reason')}</label>
        <input id={`${id}-reason`} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <div className="field-buttons">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide('post')}>{t('review.post')}</button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void decide('reject')}>{t('review.reject')}</button>
      </div>
    </form>
  );
}
