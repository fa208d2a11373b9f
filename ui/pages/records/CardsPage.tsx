/** Cards (/dashboard/cards, part 2 section 2): the customer's own cards, freeze and unfreeze with confirmation (server-enforced events), details, and card requests. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { requestCard, setCardFrozen, type CardItem } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { dashboardLoader } from '../../records-loaders.ts';
import { useReloadAll, useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { formatDate } from '../../format/dates.ts';
import { statusClass } from '../../format/status.ts';
import { CardFace } from './CardFace.tsx';
import { CardReveal } from './CardReveal.tsx';
import '../../records.css';

const statusLabel = (t: TFunction, card: CardItem) => (card.frozen ? t('cards.status.frozen') : card.status === 'active' ? t('cards.status.active') : card.status === 'pending' ? t('cards.status.pending') : card.status);

type Pending = { kind: 'freeze' | 'unfreeze'; card: CardItem } | { kind: 'request' | 'replace'; card: CardItem | null } | null;

export function CardsPage() {
  const records = useResource(dashboardLoader, []).data;
  const { t } = useTranslation('records');
  const reloadAll = useReloadAll();
  const [pending, setPending] = useState<Pending>(null);
  const [details, setDetails] = useState<CardItem | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (records === undefined) return <ContentLoading />;
  if (!records) return null;
  const first = records.cards[0] ?? null;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'freeze' || pending.kind === 'unfreeze') {
        await setCardFrozen(pending.card.id, pending.kind === 'freeze');
        setMessage({ ok: true, text: pending.kind === 'freeze' ? t('cards.frozenDone') : t('cards.unfrozenDone') });
      } else {
        await requestCard(pending.kind === 'request' ? 'new' : 'replacement', pending.kind === 'replace' ? pending.card?.id ?? null : null, '');
        setMessage({ ok: true, text: pending.kind === 'request' ? t('cards.requestDone') : t('cards.replaceDone') });
      }
      await reloadAll();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof BankApiError && failure.detail ? failure.detail : t('cards.failed') });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <div className="page-stack">
      <h1>{t('cards.title')}</h1>
      {message && <p className={message.ok ? 'alert alert-success' : 'alert alert-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      {records.cardRequests.length > 0 && (
        <ul className="muted" aria-label={t('cards.requestsLabel')}>
          {records.cardRequests.map((r) => <li key={r.requestId}>{t('cards.requestLine', { kind: r.kind === 'new' ? t('cards.newCard') : t('cards.replacementCard'), date: formatDate(r.at) })}</li>)}
        </ul>
      )}
      <div className="records-grid">
        {records.cards.map((card) => (
          <section key={card.id} className="card page-stack" aria-label={t('cards.cardLabel', { last4: card.last4 })}>
            <CardFace card={card} />
            <p>{t('cards.statusLine')}<span className={statusClass(card.frozen ? 'frozen' : card.status)}>{statusLabel(t, card)}</span></p>
            <div className="button-row">
              <button type="button" className="btn btn-outline" onClick={() => setPending({ kind: card.frozen ? 'unfreeze' : 'freeze', card })}>
                {card.frozen ? t('cards.unfreeze') : t('cards.freeze')}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setDetails(card)}>{t('cards.viewDetails')}</button>
            </div>
          </section>
        ))}
      </div>
      <section className="card" aria-labelledby="card-actions-heading">
        <h2 id="card-actions-heading" className="card-title">{t('cards.quickActions')}</h2>
        <div className="quick-actions">
          <button type="button" className="btn btn-outline" onClick={() => setPending({ kind: 'request', card: null })}>{t('cards.request')}</button>
          <button type="button" className="btn btn-outline" disabled={!first} onClick={() => setPending({ kind: 'replace', card: first })}>{t('cards.replace')}</button>
          <Link to="/dashboard/profile" className="btn btn-outline">{t('cards.security')}</Link>
          <Link to="/dashboard/statements" className="btn btn-outline">{t('cards.statements')}</Link>
        </div>
      </section>
      <Dialog title={dialogTitle(t, pending)} open={pending !== null} onClose={() => setPending(null)}>
        <p>{dialogText(t, pending)}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>{t('confirm')}</button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setPending(null)}>{t('cancel')}</button>
        </div>
      </Dialog>
      <Dialog title={t('cards.detailsTitle')} open={details !== null} onClose={() => setDetails(null)}>
        {details && (
          <>
            <dl className="detail-list">
              <div><dt>{t('cards.number')}</dt><dd>{details.number}</dd></div>
              <div><dt>{t('cards.holder')}</dt><dd>{details.holder.toUpperCase()}</dd></div>
              <div><dt>{t('cards.expiry')}</dt><dd>{details.expiry}</dd></div>
              <div><dt>{t('cards.brand')}</dt><dd>{details.brand}</dd></div>
              <div><dt>{t('cards.type')}</dt><dd>{details.type === 'debit' ? t('cards.debit') : t('cards.credit')}</dd></div>
              <div><dt>{t('cards.statusTerm')}</dt><dd>{statusLabel(t, details)}</dd></div>
            </dl>
            <CardReveal cardId={details.id} />
            <div className="button-row">
              <button type="button" className="btn btn-primary" onClick={() => setDetails(null)}>{t('close')}</button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

function dialogTitle(t: TFunction, pending: Pending): string {
  if (!pending) return '';
  return t({ freeze: 'cards.freeze', unfreeze: 'cards.unfreeze', request: 'cards.request', replace: 'cards.replace' }[pending.kind]);
}

function dialogText(t: TFunction, pending: Pending): string {
  if (!pending) return '';
  const ending = pending.card ? t('cards.ending', { last4: pending.card.last4 }) : '';
  switch (pending.kind) {
    case 'freeze': return t('cards.freezeText', { ending });
    case 'unfreeze': return t('cards.unfreezeText', { ending });
    case 'request': return t('cards.requestText');
    case 'replace': return t('cards.replaceText', { ending });
  }
}
