/** What both Transaction Management files need: the admin transaction types as select options, and every row type's label. */
import type { TFunction } from 'i18next';

const typeKeys = ['transfer', 'deposit', 'withdrawal', 'bitcoin_transfer', 'international_transfer'] as const;

/** The five types as select options, labelled from the admin namespace (transactions.types). */
export const typeOptions = (t: TFunction): [string, string][] => typeKeys.map((key) => [key, t(`transactions.types.${key}`)]);

/** Row types labelled outside transactions.types (they are also filter options of their own). */
const otherLabels: Record<string, string> = { transfer_received: 'transactions.transferReceived', adjustment: 'transactions.adjustment' };

/** A row's type in the reader's language, never the raw kind ("bitcoin_transfer" reads "Bitcoin Transfer", "Envoi de bitcoins"). */
export const typeLabel = (t: TFunction, type: string): string =>
  t(otherLabels[type] ?? `transactions.types.${type}`, { defaultValue: type.replace(/_/g, ' ') });
