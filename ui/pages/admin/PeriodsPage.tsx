/**
 * Month-end close (/admin/periods, issue 28 item 3): every month with who closed it and when,
 * Close for the next month that is over, and reopening the latest closed month by maker-checker:
 * one administrator asks with a reason, a different one approves. The server decides every rule
 * (nextToClose, mayApprove); an auditor reads the page with no action button (the session's capability).
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { periods, type PeriodRow } from '../../../adapters/client/periods-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { useBackOfficeActs } from '../../shell/signed-in-user.ts';
import { Notice, StatusBadge, dateTimeOf, messageOf, noticeOf, useAdminData, useNotice } from './admin-ui.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

type Asking = { kind: 'close'; period: string } | { kind: 'reopen'; period: string } | { kind: 'decline'; requestId: string; period: string };

export function PeriodsPage() {
  const { t } = useTranslation('admin');
  const acts = useBackOfficeActs();
  const { data, error, reload } = useAdminData(() => periods.list(), 'periods');
  const { notice, show } = useNotice(6000);
  const [asking, setAsking] = useState<Asking | null>(null);
  const done = (answer: { message: string; messageSaid?: Parameters<typeof noticeOf>[0]['messageSaid'] }) => { setAsking(null); show(noticeOf(answer)); reload(); };
  const approve = async (requestId: string) => {
    try {
      done(await periods.approveReopen(requestId));
    } catch (failure) {
      show(messageOf(failure), 'error');
    }
  };
  const pending = data?.pending ?? null;
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1>{t('periods.title')}</h1>
          <p>{t('periods.lead')}</p>
        </div>
        {acts && data?.nextToClose && <button type="button" className="btn btn-primary" onClick={() => setAsking({ kind: 'close', period: data.nextToClose! })}>{t('periods.closeMonth', { period: data.nextToClose })}</button>}
      </header>
      <Notice notice={notice} />
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      <p>{data?.closedThrough ? t('periods.closedThrough', { period: data.closedThrough }) : t('periods.noneClosed')}</p>
      {pending && (
        <section className="card" aria-labelledby="reopen-heading">
          <h2 id="reopen-heading" className="card-title">{t('periods.pendingTitle', { period: pending.period })}</h2>
          <p>{t('periods.pendingText', { by: pending.requestedBy, at: dateTimeOf(pending.requestedAt), reason: pending.reason })}</p>
          {acts && (
            <div className="button-row">
              {pending.mayApprove && <button type="button" className="btn btn-primary" onClick={() => void approve(pending.requestId)}>{t('periods.approve', { period: pending.period })}</button>}
              {!pending.mayApprove && !pending.mine && <p className="muted">{t('periods.notYours')}</p>}
              <button type="button" className="btn btn-outline" onClick={() => setAsking({ kind: 'decline', requestId: pending.requestId, period: pending.period })}>{t(pending.mine ? 'periods.withdraw' : 'periods.decline')}</button>
            </div>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="periods-heading">
        <h2 id="periods-heading" className="card-title">{t('periods.months')}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('scrollableTable')}>
          <table className="table" ref={labelCells}>
            <thead><tr><th scope="col">{t('periods.month')}</th><th scope="col">{t('status')}</th><th scope="col">{t('periods.closedBy')}</th><th scope="col">{t('periods.reopened')}</th>{acts && <th scope="col">{t('periods.actions')}</th>}</tr></thead>
            <tbody>{(data?.periods ?? []).map((row) => (
              <tr key={row.period}>
                <td className="nowrap">{row.period}</td>
                <td><StatusBadge status={row.status === 'closed' ? 'used' : row.status === 'open' ? 'active' : 'pending'} label={t(`periods.status.${row.status}`)} /></td>
                <td>{closedText(t, row)}</td>
                <td>{row.reopenedBy ? t('periods.reopenedText', { by: row.reopenedBy, at: dateTimeOf(row.reopenedAt), reason: row.reopenReason ?? '' }) : '-'}</td>
                {acts && <td>{row.period === data?.closedThrough && !pending ? <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsking({ kind: 'reopen', period: row.period })}>{t('periods.requestReopen', { period: row.period })}</button> : '-'}</td>}
              </tr>
            ))}</tbody>
          </table>
        </div>
      </section>
      {asking?.kind === 'close' && (
        <ReasonDialog title={t('periods.closeTitle', { period: asking.period })} text={t('periods.closeText', { period: asking.period })} reasonId="close-reason" confirmLabel={t('periods.closeMonth', { period: asking.period })}
          onClose={() => setAsking(null)} confirm={async (reason) => done(await periods.close(asking.period, reason))} />
      )}
      {asking?.kind === 'reopen' && (
        <ReasonDialog title={t('periods.reopenTitle', { period: asking.period })} text={t('periods.reopenText')} reasonId="reopen-reason" confirmLabel={t('periods.requestReopen', { period: asking.period })}
          onClose={() => setAsking(null)} confirm={async (reason) => done(await periods.requestReopen(asking.period, reason ?? ''))} />
      )}
      {asking?.kind === 'decline' && (
        <ReasonDialog title={t('periods.declineTitle', { period: asking.period })} text={t('periods.declineText')} reasonId="decline-reason" confirmLabel={t('periods.decline')}
          onClose={() => setAsking(null)} confirm={async (reason) => done(await periods.declineReopen(asking.requestId, reason ?? ''))} />
      )}
    </div>
  );
}

function closedText(t: (key: string, values?: Record<string, string>) => string, row: PeriodRow): string {
  if (row.status !== 'closed') return '-';
  if (!row.closedBy) return t('periods.closedEarlier');
  return t(row.closedWithFirst ? 'periods.closedWith' : 'periods.closedByText', { by: row.closedBy, at: dateTimeOf(row.closedAt) });
}
