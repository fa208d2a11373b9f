/** /dashboard/transfer/success: the receipt of a local or international transfer, with the fee the server charged (DECISIONS 6); without a receipt in the navigation state it goes back to /dashboard/transfer. */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useRevalidator } from 'react-router';
import type { TransferReceipt } from '../../../adapters/client/money-api.ts';
import { formatUsd } from '../../format.ts';
import { SummaryList } from './WizardParts.tsx';

export function TransferSuccessPage() {
  const receipt = (useLocation().state as { receipt?: TransferReceipt } | null)?.receipt;
  const revalidator = useRevalidator();
  // The shell's balances came from before the transfer: ask the server again.
  useEffect(() => {
    if (receipt) void revalidator.revalidate();
  }, [receipt]);
  if (!receipt || receipt.kind === 'bitcoin') return <Navigate to="/dashboard/transfer" replace />;
  const kindLabel = receipt.kind === 'international' ? 'International Transfer' : 'Local Transfer';
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="receipt-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="receipt-heading">Transfer Successful!</h1>
        <p className="page-lead">Your {kindLabel.toLowerCase()} has been completed.</p>
        <SummaryList
          label="Receipt"
          rows={[
            ['Reference', receipt.reference],
            ['Type', kindLabel],
            ['Status', capitalize(receipt.status)],
            ['Date', receipt.date],
            ['Time', receipt.time],
            ['Recipient', receipt.recipientName ?? ''],
            ['Account Number', receipt.accountNumber ?? ''],
            ['Bank', receipt.swiftCode ? `${receipt.bankName ?? ''} (${receipt.swiftCode})` : receipt.bankName ?? ''],
            ...(receipt.recipientCountry ? [['Country', receipt.recipientCountry] as [string, string]] : []),
            ['Amount', formatUsd(receipt.amount)],
            ['Transfer Fee', formatUsd(receipt.fee)],
            ['Total', formatUsd(receipt.total)],
            ['New Balance', formatUsd(receipt.newBalance)],
          ]}
        />
        <div className="button-row receipt-actions">
          <Link to="/dashboard/transfer" className="btn btn-primary">New Transfer</Link>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>Print Receipt</button>
          <Link to="/dashboard" className="btn btn-outline">Back to Dashboard</Link>
        </div>
      </section>
    </div>
  );
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
