/** Cards (/dashboard/cards, part 2 section 2): the customer's own cards, freeze and unfreeze with confirmation (server-enforced events), details, and card requests. */
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { requestCard, setCardFrozen, type CardItem } from '../../../adapters/client/records-api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import type { dashboardLoader } from '../../records-loaders.ts';
import { statusClass } from '../../records-format.ts';
import { CardFace } from './CardFace.tsx';
import { CardReveal } from './CardReveal.tsx';
import '../../records.css';

const statusLabel = (card: CardItem) => (card.frozen ? 'Frozen' : card.status === 'active' ? 'Active' : card.status === 'pending' ? 'Pending' : card.status);

type Pending = { kind: 'freeze' | 'unfreeze'; card: CardItem } | { kind: 'request' | 'replace'; card: CardItem | null } | null;

export function CardsPage() {
  const records = useLoaderData<typeof dashboardLoader>();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>(null);
  const [details, setDetails] = useState<CardItem | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!records) return null;
  const first = records.cards[0] ?? null;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'freeze' || pending.kind === 'unfreeze') {
        await setCardFrozen(pending.card.id, pending.kind === 'freeze');
        setMessage({ ok: true, text: pending.kind === 'freeze' ? 'Your card has been frozen.' : 'Your card has been unfrozen.' });
      } else {
        await requestCard(pending.kind === 'request' ? 'new' : 'replacement', pending.kind === 'replace' ? pending.card?.id ?? null : null, '');
        setMessage({ ok: true, text: pending.kind === 'request' ? 'Your request for a new card has been received. We will send it to your address on file.' : 'Your replacement card request has been received. We will send it to your address on file.' });
      }
      await revalidator.revalidate();
    } catch (failure) {
      setMessage({ ok: false, text: failure instanceof BankApiError && failure.detail ? failure.detail : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <div className="page-stack">
      <h1>My Cards</h1>
      {message && <p className={message.ok ? 'alert alert-success' : 'alert alert-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      {records.cardRequests.length > 0 && (
        <ul className="muted" aria-label="Card requests">
          {records.cardRequests.map((r) => <li key={r.requestId}>{r.kind === 'new' ? 'New card' : 'Replacement card'} requested on {r.at.slice(0, 10)}: being prepared</li>)}
        </ul>
      )}
      <div className="records-grid">
        {records.cards.map((card) => (
          <section key={card.id} className="card page-stack" aria-label={`Card ending ${card.last4}`}>
            <CardFace card={card} />
            <p>Status: <span className={statusClass(card.frozen ? 'frozen' : card.status)}>{statusLabel(card)}</span></p>
            <div className="button-row">
              <button type="button" className="btn btn-outline" onClick={() => setPending({ kind: card.frozen ? 'unfreeze' : 'freeze', card })}>
                {card.frozen ? 'Unfreeze Card' : 'Freeze Card'}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setDetails(card)}>View Details</button>
            </div>
          </section>
        ))}
      </div>
      <section className="card" aria-labelledby="card-actions-heading">
        <h2 id="card-actions-heading" className="card-title">Quick Actions</h2>
        <div className="quick-actions">
          <button type="button" className="btn btn-outline" onClick={() => setPending({ kind: 'request', card: null })}>Request New Card</button>
          <button type="button" className="btn btn-outline" disabled={!first} onClick={() => setPending({ kind: 'replace', card: first })}>Replace Card</button>
          <Link to="/dashboard/profile" className="btn btn-outline">Security Settings</Link>
          <Link to="/dashboard/statements" className="btn btn-outline">Statements</Link>
        </div>
      </section>
      <Dialog title={dialogTitle(pending)} open={pending !== null} onClose={() => setPending(null)}>
        <p>{dialogText(pending)}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>Confirm</button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setPending(null)}>Cancel</button>
        </div>
      </Dialog>
      <Dialog title="Card Details" open={details !== null} onClose={() => setDetails(null)}>
        {details && (
          <>
            <dl className="detail-list">
              <div><dt>Card Number</dt><dd>{details.number}</dd></div>
              <div><dt>Card Holder</dt><dd>{details.holder.toUpperCase()}</dd></div>
              <div><dt>Expiry</dt><dd>{details.expiry}</dd></div>
              <div><dt>Brand</dt><dd>{details.brand}</dd></div>
              <div><dt>Type</dt><dd>{details.type === 'debit' ? 'Debit' : 'Credit'}</dd></div>
              <div><dt>Status</dt><dd>{statusLabel(details)}</dd></div>
            </dl>
            <CardReveal cardId={details.id} />
            <div className="button-row">
              <button type="button" className="btn btn-primary" onClick={() => setDetails(null)}>Close</button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

function dialogTitle(pending: Pending): string {
  if (!pending) return '';
  return { freeze: 'Freeze Card', unfreeze: 'Unfreeze Card', request: 'Request New Card', replace: 'Replace Card' }[pending.kind];
}

function dialogText(pending: Pending): string {
  if (!pending) return '';
  const ending = pending.card ? ` ending in ${pending.card.last4}` : '';
  switch (pending.kind) {
    case 'freeze': return `Are you sure you want to freeze your card${ending}? Payments with it will be declined until you unfreeze it.`;
    case 'unfreeze': return `Are you sure you want to unfreeze your card${ending}?`;
    case 'request': return 'Request a new card to be sent to your address on file?';
    case 'replace': return `Request a replacement for your card${ending}? It will be sent to your address on file.`;
  }
}
