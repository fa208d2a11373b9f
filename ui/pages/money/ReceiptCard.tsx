/** What both transfer receipts share: the receipt carried in the navigation state, fresh balances once it shows, and the card with its tick, title, lead, rows and actions. */
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TransferReceipt } from '../../../adapters/client/money-api.ts';
import { useReloadAll } from '../../resources.tsx';
import { SummaryList } from './WizardParts.tsx';

/** The receipt the wizard navigated here with, if any; the shell's balances came from before the transfer, so they are asked for again. */
export function useReceipt(): TransferReceipt | undefined {
  const receipt = (useLocation().state as { receipt?: TransferReceipt } | null)?.receipt;
  const reloadAll = useReloadAll();
  useEffect(() => {
    if (receipt) void reloadAll();
  }, [receipt]);
  return receipt;
}

interface Props {
  title: string;
  lead: string;
  rows: [string, string][];
  /** The buttons under the rows, in the page's order. */
  children: ReactNode;
}

export function ReceiptCard({ title, lead, rows, children }: Props) {
  const { t } = useTranslation('money');
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="receipt-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="receipt-heading">{title}</h1>
        <p className="page-lead">{lead}</p>
        <SummaryList label={t('receipt')} rows={rows} />
        <div className="button-row receipt-actions">{children}</div>
      </section>
    </div>
  );
}
