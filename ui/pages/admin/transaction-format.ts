/** What both Transaction Management files need: the five admin transaction types and an amount shown in its own currency. */
import type { AdminTransaction } from '../../../adapters/client/admin-api.ts';
import { formatBtc, formatUsd } from '../../format.ts';

export const typeOptions: [string, string][] = [
  ['transfer', 'Transfer'], ['deposit', 'Deposit'], ['withdrawal', 'Withdrawal'], ['bitcoin_transfer', 'Bitcoin Transfer'], ['international_transfer', 'International Transfer'],
];

export const amountText = (row: Pick<AdminTransaction, 'currency'>, amount: string): string => (row.currency === 'BTC' ? formatBtc(amount) : formatUsd(amount));
