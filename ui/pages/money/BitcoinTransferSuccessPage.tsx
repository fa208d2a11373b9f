/** /dashboard/bitcoin-transfer/success: the Bitcoin receipt (part 2 section 2) valued at the price recorded with the transfer (DECISIONS 18); without a receipt it goes to /dashboard. */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useRevalidator } from 'react-router';
import type { TransferReceipt } from '../../../adapters/client/money-api.ts';
import { formatBtc, formatUsd } from '../../format.ts';
import { btcToUsd } from './money-format.ts';
import { SummaryList } from './WizardParts.tsx';

export function BitcoinTransferSuccessPage() {
  const receipt = (useLocation().state as { receipt?: TransferReceipt } | null)?.receipt;
  const revalidator = useRevalidator();
  // The shell's balances came from before the transfer: ask the server again.
  useEffect(() => {
    if (receipt) void revalidator.revalidate();
  }, [receipt]);
  if (!receipt || receipt.kind !== 'bitcoin') return <Navigate to="/dashboard" replace />;
  const price = receipt.btcPrice ?? null;
  const networkFee = receipt.networkFee ?? receipt.fee;
  const rows: [string, string][] = [
    ['Status', 'Completed'],
    ['Reference', receipt.reference],
    ['Date', receipt.date],
    ['Time', receipt.time],
    ['Wallet Address', receipt.walletAddress ?? String(receipt.recipientAddress ?? '')],
    ['Amount Sent', formatBtc(receipt.amount)],
    ['Network Fee', formatBtc(networkFee)],
    ['Total Deducted', formatBtc(receipt.total)],
  ];
  if (receipt.usdAmount) rows.push(['Value (USD)', formatUsd(receipt.usdAmount)]);
  if (price) rows.push(['Bitcoin Price', formatUsd(Number(price).toFixed(2))]);
  rows.push(['Updated Bitcoin Balance', formatBtc(receipt.newBalance)]);
  const balanceUsd = receipt.newBalanceUsd ?? (price ? btcToUsd(receipt.newBalance, price) : null);
  if (balanceUsd) rows.push(['Balance in USD', formatUsd(balanceUsd)]);
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="receipt-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="receipt-heading">Bitcoin Sent Successfully!</h1>
        <p className="page-lead">Your Bitcoin transfer has been completed. Network confirmation usually takes 10 to 30 minutes.</p>
        <SummaryList label="Receipt" rows={rows} />
        <div className="button-row receipt-actions">
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>Print Receipt</button>
          <Link to="/dashboard/bitcoin-transfer" className="btn btn-primary">New Transfer</Link>
          <Link to="/dashboard" className="btn btn-outline">Back to Dashboard</Link>
        </div>
      </section>
    </div>
  );
}
