/** /dashboard/transfer/success: the receipt of a local or international transfer, with the fee the server charged (DECISIONS 6); without a receipt in the navigation state it goes back to /dashboard/transfer. */
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { TransferReceipt } from '../../../adapters/client/money-api.ts';
import { formatUsd } from '../../format/money.ts';
import { useReloadAll } from '../../resources.tsx';
import { SummaryList } from './WizardParts.tsx';

export function TransferSuccessPage() {
  const receipt = (useLocation().state as { receipt?: TransferReceipt } | null)?.receipt;
  const reloadAll = useReloadAll();
  const { t } = useTranslation('money');
  // The shell's balances came from before the transfer: ask the server again.
  useEffect(() => {
    if (receipt) void reloadAll();
  }, [receipt]);
  if (!receipt || receipt.kind === 'bitcoin') return <Navigate to="/dashboard/transfer" replace />;
  const kindLabel = receipt.kind === 'international' ? t('success.international') : t('success.local');
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="receipt-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="receipt-heading">{t('success.title')}</h1>
        <p className="page-lead">{t('success.lead', { kind: kindLabel.toLowerCase() })}</p>
        <SummaryList
          label={t('receipt')}
          rows={[
            [t('rows.reference'), receipt.reference],
            [t('rows.type'), kindLabel],
            [t('rows.status'), capitalize(receipt.status)],
            [t('rows.date'), receipt.date],
            [t('rows.time'), receipt.time],
            [t('rows.recipient'), receipt.recipientName ?? ''],
            [t('rows.accountNumber'), receipt.accountNumber ?? ''],
            [t('rows.bank'), receipt.swiftCode ? `${receipt.bankName ?? ''} (${receipt.swiftCode})` : receipt.bankName ?? ''],
            ...(receipt.recipientCountry ? [[t('rows.country'), receipt.recipientCountry] as [string, string]] : []),
            [t('rows.amount'), formatUsd(receipt.amount)],
            [t('rows.transferFee'), formatUsd(receipt.fee)],
            [t('rows.total'), formatUsd(receipt.total)],
            [t('rows.newBalance'), formatUsd(receipt.newBalance)],
          ]}
        />
        <div className="button-row receipt-actions">
          <Link to="/dashboard/transfer" className="btn btn-primary">{t('newTransfer')}</Link>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>{t('printReceipt')}</button>
          <Link to="/dashboard" className="btn btn-outline">{t('backToDashboard')}</Link>
        </div>
      </section>
    </div>
  );
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
