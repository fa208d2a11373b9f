/** /dashboard/deposit/confirmation: "Deposit Initiated!" with status Processing and, for bank and wire, where to send the money; without state it goes back to /dashboard/deposit. */
import { Link, Navigate, useLocation } from 'react-router';
import type { Deposit } from '../../../adapters/client/money-api.ts';
import { DEPOSIT_METHODS } from '../../../domain/validation/transfer.ts';
import { formatUsd } from '../../format.ts';
import { SummaryList } from './WizardParts.tsx';

export function DepositConfirmationPage() {
  const deposit = (useLocation().state as { deposit?: Deposit } | null)?.deposit;
  if (!deposit) return <Navigate to="/dashboard/deposit" replace />;
  const method = DEPOSIT_METHODS.find((m) => m.id === deposit.method);
  const details = deposit.accountDetails;
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="deposit-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="deposit-heading">Deposit Initiated!</h1>
        <p className="page-lead">Your deposit will be added to your balance once the bank has received it ({method?.timing.toLowerCase() ?? 'soon'}).</p>
        <SummaryList
          label="Deposit"
          rows={[
            ['Status', 'Processing'],
            ['Reference', deposit.reference],
            ['Method', method?.label ?? deposit.method],
            ['Amount', formatUsd(deposit.amount)],
            ['Date', deposit.date],
            ['Time', deposit.time],
          ]}
        />
        {details && (
          <div className="summary-box">
            <h2 className="summary-title">Send your deposit to</h2>
            <SummaryList
              label="Bank account details"
              rows={[
                ['Bank Name', details.bankName],
                ['Account Number', details.accountNumber],
                ['Routing Number', details.routingNumber],
                ['SWIFT Code', details.swiftCode],
                ['Account Type', details.accountType],
                ['Beneficiary Name', details.beneficiaryName],
                ['Beneficiary Address', details.beneficiaryAddress],
                ['Reference', details.reference],
              ]}
            />
            <p className="field-hint">Quote the reference so the bank can match your deposit.</p>
          </div>
        )}
        <div className="button-row receipt-actions">
          <Link to="/dashboard" className="btn btn-primary">Back to Dashboard</Link>
          <Link to="/dashboard/deposit" className="btn btn-outline">Make Another Deposit</Link>
        </div>
      </section>
    </div>
  );
}
