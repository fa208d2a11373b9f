/** What a local or international transfer will move, as the server quoted it: amount, the fee in force and the total. */
import type { TransferQuote } from '../../../machines/transfer-wizard.ts';
import { formatUsd } from '../../format.ts';
import { SummaryList } from './WizardParts.tsx';

export function TransferSummary({ quote, recipientName, account, bank }: { quote: TransferQuote; recipientName: string; account: string; bank: string }) {
  return (
    <div className="summary-box">
      <h3 className="summary-title">Transfer Summary</h3>
      <SummaryList
        label="Transfer summary"
        rows={[
          ['Recipient', quote.recipient.name ?? recipientName],
          ['Account Number', account],
          ['Bank', bank],
          ['Amount', formatUsd(quote.amount)],
          ['Transfer Fee', formatUsd(quote.fee)],
          ['Total', formatUsd(quote.total)],
        ]}
      />
    </div>
  );
}
