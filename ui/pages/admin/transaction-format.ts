/** What both Transaction Management files need: the five admin transaction types and an amount shown in its own currency. */
import type { TFunction } from 'i18next';
import type { AdminTransaction } from '../../../adapters/client/admin-api.ts';
import { formatBtc, formatUsd } from '../../format.ts';

const typeKeys = ['transfer', 'deposit', 'withdrawal', 'bitcoin_transfer', 'international_transfer'] as const;

/** The five types as select options, labelled from the admin namespace (transactions.types). */
export const typeOptions = (t: TFunction): [string, string][] => typeKeys.map((key) => [key, t(`transactions.types.${key}`)]);

export const amountText = (row: Pick<AdminTransaction, 'currency'>, amount: string): string => (row.currency === 'BTC' ? formatBtc(amount) : formatUsd(amount));
