/** /dashboard/bitcoin-transfer/success: the Bitcoin receipt (part 2 section 2) valued at the price recorded with the transfer (DECISIONS 18); without a receipt it goes to /dashboard. */
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { TransferReceipt } from '../../../adapters/client/money-api.ts';
import { btcToUsd, formatBtc, formatUsd, priceWithNote } from '../../format/money.ts';
import { useReloadAll } from '../../resources.tsx';
import { SummaryList } from './WizardParts.tsx';

export function BitcoinTransferSuccessPage() {
  const receipt = (useLocation().state as { receipt?: TransferReceipt } | null)?.receipt;
  const reloadAll = useReloadAll();
  const { t } = useTranslation('money');
  // The shell's balances came from before the transfer: ask the server again.
  useEffect(() => {
    if (receipt) void reloadAll();
  }, [receipt]);
  if (!receipt || receipt.kind !== 'bitcoin') return <Navigate to="/dashboard" replace />;
  const price = receipt.btcPrice ?? null;
  const networkFee = receipt.networkFee ?? receipt.fee;
  const rows: [string, string][] = [
    [t('rows.status'), t('status.completed')],
    [t('rows.reference'), receipt.reference],
    [t('rows.date'), receipt.date],
    [t('rows.time'), receipt.time],
    [t('rows.walletAddress'), receipt.walletAddress ?? String(receipt.recipientAddress ?? '')],
    [t('rows.amountSent'), formatBtc(receipt.amount)],
    [t('rows.networkFee'), formatBtc(networkFee)],
    [t('rows.totalDeducted'), formatBtc(receipt.total)],
  ];
  if (receipt.usdAmount) rows.push([t('rows.valueUsd'), formatUsd(receipt.usdAmount)]);
  if (price) rows.push([t('rows.bitcoinPrice'), priceWithNote(formatUsd(price), receipt.priceNote)]);
  rows.push([t('rows.updatedBitcoinBalance'), formatBtc(receipt.newBalance)]);
  const balanceUsd = receipt.newBalanceUsd ?? (price ? btcToUsd(receipt.newBalance, price) : null);
  if (balanceUsd) rows.push([t('rows.balanceInUsd'), formatUsd(balanceUsd)]);
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="receipt-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="receipt-heading">{t('bitcoinSuccess.title')}</h1>
        <p className="page-lead">{t('bitcoinSuccess.lead')}</p>
        <SummaryList label={t('receipt')} rows={rows} />
        <div className="button-row receipt-actions">
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>{t('printReceipt')}</button>
          <Link to="/dashboard/bitcoin-transfer" className="btn btn-primary">{t('newTransfer')}</Link>
          <Link to="/dashboard" className="btn btn-outline">{t('backToDashboard')}</Link>
        </div>
      </section>
    </div>
  );
}
