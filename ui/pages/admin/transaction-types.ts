/** What both Transaction Management files need: the five admin transaction types as select options. */
import type { TFunction } from 'i18next';

const typeKeys = ['transfer', 'deposit', 'withdrawal', 'bitcoin_transfer', 'international_transfer'] as const;

/** The five types as select options, labelled from the admin namespace (transactions.types). */
export const typeOptions = (t: TFunction): [string, string][] => typeKeys.map((key) => [key, t(`transactions.types.${key}`)]);

