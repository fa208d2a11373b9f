/** /dashboard/transfer/success: the receipt of a local or international transfer, with the fee the server charged (DECISIONS 6); without a receipt in the navigation state it goes back to /dashboard/transfer. */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatDate, formatTime } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { ReceiptCard, useReceipt } from './ReceiptCard.tsx';
import { SavePayeeLink } from '../payments/PayeePicker.tsx';

export function TransferSuccessPage() {
  const receipt = useReceipt();
  const { t } = useTranslation('money');
  if (!receipt || receipt.kind === 'bitcoin') return <Navigate to="/dashboard/transfer" replace />;
  const kindLabel = receipt.kind === 'international' ? t('success.international') : t('success.local');
  return (
    <ReceiptCard
      title={t('success.title')}
      lead={t('success.lead', { kind: kindLabel.toLowerCase() })}
      rows={[
        [t('rows.reference'), receipt.reference],
        [t('rows.type'), kindLabel],
        [t('rows.status'), t(`status.${receipt.status}`, { defaultValue: receipt.status })],
        [t('rows.date'), formatDate(receipt.date)],
        [t('rows.time'), formatTime(receipt.time)],
        [t('rows.recipient'), receipt.recipientName ?? ''],
        [t('rows.accountNumber'), receipt.accountNumber ?? ''],
        [t('rows.bank'), receipt.swiftCode ? `${receipt.bankName ?? ''} (${receipt.swiftCode})` : receipt.bankName ?? ''],
        ...(receipt.recipientCountry ? [[t('rows.country'), receipt.recipientCountry] as [string, string]] : []),
        [t('rows.amount'), formatUsd(receipt.amount)],
        [t('rows.transferFee'), formatUsd(receipt.fee)],
        [t('rows.total'), formatUsd(receipt.total)],
        [t('rows.newBalance'), formatUsd(receipt.newBalance)],
      ]}
    >
      <Link to="/dashboard/transfer" className="btn btn-primary">{t('newTransfer')}</Link>
      <SavePayeeLink receipt={receipt} />
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>{t('printReceipt')}</button>
      <Link to="/dashboard" className="btn btn-outline">{t('backToDashboard')}</Link>
    </ReceiptCard>
  );
}
