/** /dashboard/payees (issue 18): the customer's saved payees, with their cooling-off, renamed and deleted here; a new one is added with the PIN and an e-mailed code. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { deletePayee, listPayees, renamePayee, type PayeeItem } from '../../../adapters/client/payments-api.ts';
import { toDecimalString } from '../../../domain/money/money.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate, formatDateTime } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { AddPayeeForm, type PayeeDraft } from './AddPayeeForm.tsx';
import '../../records.css';

type Pending = { kind: 'rename' | 'delete'; payee: PayeeItem } | null;

export function PayeesPage() {
  const { t } = useTranslation('payments');
  const loaded = useResource(listPayees, []);
  const draft = (useLocation().state as { savePayee?: PayeeDraft } | null)?.savePayee ?? null;
  const [pending, setPending] = useState<Pending>(null);
  const [nickname, setNickname] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const data = loaded.data;
  if (data === undefined) return <ContentLoading />;

  const act = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'rename') await renamePayee(pending.payee.payeeId, nickname);
      else await deletePayee(pending.payee.payeeId);
      setMessage({ ok: true, text: pending.kind === 'rename' ? t('payees.renamed') : t('payees.deleted') });
      setPending(null);
      await loaded.reload();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof BankApiError && failure.detail ? failure.detail : t('payees.failed') });
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page-stack">
      <h1>{t('payees.title')}</h1>
      <p className="page-lead">{t('payees.lead')}</p>
      <p className="muted">{t('payees.coolingOff', { threshold: formatUsd(toDecimalString(data.coolingOff.thresholdMinor, 'USD')), hours: data.coolingOff.hours })}</p>
      {message && <p className={message.ok ? 'alert alert-success' : 'alert alert-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <section className="card" aria-label={t('payees.listLabel')}>
        {data.payees.length === 0 ? <p>{t('payees.empty')}</p> : (
          <table className="table" ref={labelCells}>
            <thead>
              <tr><th scope="col">{t('payees.name')}</th><th scope="col">{t('payees.type')}</th><th scope="col">{t('payees.account')}</th><th scope="col">{t('payees.bank')}</th><th scope="col">{t('payees.added')}</th><th scope="col">{t('payees.status')}</th><th scope="col">{t('payees.actions')}</th></tr>
            </thead>
            <tbody>
              {data.payees.map((payee) => (
                <tr key={payee.payeeId}>
                  <td>{payee.nickname}<br /><span className="muted">{payee.details.recipientName}</span></td>
                  <td>{payee.kind === 'local' ? t('payees.local') : t('payees.international')}</td>
                  <td>{payee.details.accountNumber}</td>
                  <td>{payee.details.bankName}</td>
                  <td>{formatDate(payee.addedAt)}</td>
                  <td>{payee.coolingOffUntil ? t('payees.coolingUntil', { date: formatDateTime(payee.coolingOffUntil) }) : t('payees.ready')}</td>
                  <td>
                    <div className="button-row">
                      <button type="button" className="btn btn-outline btn-small" aria-label={t('payees.renameOf', { name: payee.nickname })} onClick={() => { setNickname(payee.nickname); setPending({ kind: 'rename', payee }); }}>{t('payees.rename')}</button>
                      <button type="button" className="btn btn-outline btn-small" aria-label={t('payees.deleteOf', { name: payee.nickname })} onClick={() => setPending({ kind: 'delete', payee })}>{t('payees.delete')}</button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AddPayeeForm key={draft ? 'draft' : 'blank'} draft={draft} onAdded={async (name) => { setMessage({ ok: true, text: t('payees.addedDone', { name }) }); await loaded.reload(); }} />
      <Dialog title={pending?.kind === 'rename' ? t('payees.renameTitle') : t('payees.deleteTitle')} open={pending !== null} onClose={() => setPending(null)}>
        {pending?.kind === 'rename'
          ? <TextField id="rename-nickname" label={t('payees.nickname')} value={nickname} maxLength={100} onValueChange={setNickname} />
          : <p>{t('payees.deleteText', { name: pending?.payee.nickname ?? '' })}</p>}
        <div className="button-row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act()}>{pending?.kind === 'rename' ? t('payees.save') : t('payees.delete')}</button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setPending(null)}>{t('orders.keep')}</button>
        </div>
      </Dialog>
    </div>
  );
}
