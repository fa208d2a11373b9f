/** What a local or international transfer will move, as the server quoted it: amount, the fee in force and the total. */
import { useTranslation } from 'react-i18next';
import type { TransferQuote } from '../../../machines/transfer-wizard.types.ts';
import { formatUsd } from '../../format/money.ts';
import { SummaryList } from './WizardParts.tsx';

/** `currency`: the international transfer's recipient currency, shown so the choice made in the form is seen before confirming. */
export function TransferSummary({ quote, recipientName, account, bank, currency }: { quote: TransferQuote; recipientName: string; account: string; bank: string; currency?: string }) {
  const { t } = useTranslation('money');
  const recipientCurrency: [string, string][] = currency ? [[t('international.currency'), currency]] : [];
  return (
    <div className="summary-box">
      <h3 className="summary-title">{t('transferSummary')}</h3>
      <SummaryList
        label={t('transferSummaryLabel')}
        rows={[
          [t('rows.recipient'), quote.recipient.name ?? recipientName],
          [t('rows.accountNumber'), account],
          [t('rows.bank'), bank],
          ...recipientCurrency,
          [t('rows.amount'), formatUsd(quote.amount)],
          [t('rows.transferFee'), formatUsd(quote.fee)],
          [t('rows.total'), formatUsd(quote.total)],
        ]}
      />
    </div>
  );
}
