/** /dashboard/bitcoin-transfer/success: the Bitcoin receipt (part 2 section 2) valued at the price recorded with the transfer (DECISIONS 18); without a receipt it goes to /dashboard. */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatDate, formatTime } from '../../format/dates.ts';
import { btcToUsd, formatBtc, formatUsd } from '../../format/money.ts';
import { priceWithNote } from '../../format/price-note.ts';
import { ReceiptCard, useReceipt } from './ReceiptCard.tsx';

export function BitcoinTransferSuccessPage() {
  const receipt = useReceipt();
  const { t } = useTranslation('money');
  if (!receipt || receipt.kind !== 'bitcoin') return <Navigate to="/dashboard" replace />;
  const price = receipt.btcPrice ?? null;
  const networkFee = receipt.networkFee ?? receipt.fee;
  const rows: [string, string][] = [
    [t('rows.status'), t('status.completed')],
    [t('rows.reference'), receipt.reference],
    [t('rows.date'), formatDate(receipt.date)],
    [t('rows.time'), formatTime(receipt.time)],
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
    <ReceiptCard title={t('bitcoinSuccess.title')} lead={t('bitcoinSuccess.lead')} rows={rows}>
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>{t('printReceipt')}</button>
      <Link to="/dashboard/bitcoin-transfer" className="btn btn-primary">{t('newTransfer')}</Link>
      <Link to="/dashboard" className="btn btn-outline">{t('backToDashboard')}</Link>
    </ReceiptCard>
  );
}
