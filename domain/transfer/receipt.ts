/**
 * The receipt a completed transfer answers with, as the browser reads it: declared once for
 * the server that builds it (adapters/bank/transfer-receipt.ts), the browser client and the
 * transfer wizards, so the three cannot drift apart.
 */
import type { TransferRequest } from './process.ts';

export type TransferKind = TransferRequest['kind'];

export interface TransferReceipt {
  reference: string;
  kind: TransferKind;
  status: string;
  date: string;
  time: string;
  amount: string;
  fee: string;
  total: string;
  currency: string;
  newBalance: string;
  description?: string;
  /** Local and international. */
  recipientName?: string;
  accountNumber?: string;
  bankName?: string;
  routingNumber?: string;
  swiftCode?: string;
  recipientCountry?: string;
  recipientCurrency?: string;
  /** Bitcoin: valued at the price recorded with the transfer (DECISIONS 18). */
  btcPrice?: string | null;
  usdAmount?: string | null;
  /** "last known price, N minutes old" when the recorded price was not live (DECISIONS 29); null when it was. */
  priceNote?: string | null;
  walletAddress?: string;
  networkFee?: string;
  newBalanceUsd?: string | null;
  [field: string]: unknown;
}
