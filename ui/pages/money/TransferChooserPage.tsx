/** /dashboard/transfer: choose a Local or International transfer (part 2 section 2), with the Bitcoin transfer and deposits one click away. */
import { Link } from 'react-router';

export function TransferChooserPage() {
  return (
    <div className="money-page">
      <h1>Transfer Money</h1>
      <p className="page-lead">Choose the kind of transfer you want to make.</p>
      <div className="choice-grid">
        <section className="card choice-card" aria-labelledby="local-choice">
          <h2 id="local-choice" className="card-title">Local Transfer</h2>
          <p>Send money to an account at this bank or another US bank.</p>
          <Link to="/dashboard/transfer/local" className="btn btn-primary">Local Transfer</Link>
        </section>
        <section className="card choice-card" aria-labelledby="international-choice">
          <h2 id="international-choice" className="card-title">International Transfer</h2>
          <p>Send money to a bank account in another country.</p>
          <Link to="/dashboard/transfer/international" className="btn btn-primary">International Transfer</Link>
        </section>
      </div>
      <p className="choice-more">
        <Link to="/dashboard/bitcoin-transfer" className="text-link">Send Bitcoin instead</Link>
        {' · '}
        <Link to="/dashboard/deposit" className="text-link">Make a deposit</Link>
      </p>
    </div>
  );
}
