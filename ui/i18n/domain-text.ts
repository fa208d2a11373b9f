/**
 * Texts the domain words in English, shown in the language of the page: the rule and refusal
 * messages the browser's machines produce with the server's own rules, and what the ledger wrote
 * on a transaction (its description, category, valuation note). The catalogues are the server's
 * (domain/i18n/refusals/, keyed; descriptions-fr.ts); each arrives with the text group that shows it
 * (refusals with the French start text, descriptions with the customer and admin areas), so an
 * English reader of the public site never downloads them.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { nameWith, translateWith, type EnglishKeyedCatalogue } from '../../domain/i18n/english-keyed.ts';
import { sayWith, type RefusalCatalogue, type Said } from '../../domain/i18n/refusals/words.ts';
import { currentLanguage } from './languages.ts';

const rows = new Map<string, EnglishKeyedCatalogue>();
const refusals = new Map<string, RefusalCatalogue>();

export function addDomainText(kind: 'rows', catalogue: EnglishKeyedCatalogue): void {
  if (kind === 'rows') rows.set(catalogue.language, catalogue);
}

/** A language's refusal catalogue (domain/i18n/refusals/french.ts), handed over with its start text. */
export function addRefusals(catalogue: RefusalCatalogue): void {
  refusals.set(catalogue.language, catalogue);
}

const useLanguageShown = (): string => {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
};

/** A rule or refusal message in the language shown, from its key (or an English text the catalogue knows); anything else is shown as it came. */
export const useRefusalText = (): ((text: string | Said | null | undefined) => string | undefined) => {
  const language = useLanguageShown();
  return useCallback((text) => (text ? sayWith(refusals.get(language), text) : undefined), [language]);
};

/** A transaction's description, category or note in the language shown; names and what a person typed stay. */
export const useRowText = (): ((text: string) => string) => {
  const language = useLanguageShown();
  return useCallback((text: string) => translateWith(rows.get(language), text), [language]);
};

/** The same outside a component (receipts, statement files): in the language shown now. */
export const rowText = (text: string): string => translateWith(rows.get(currentLanguage()), text);

/**
 * A loan product's name in the language shown: the catalogue's name for a starter product
 * ("Personal Loan" -> "Prêt personnel"), else the name the administrator typed; inside a
 * sentence that name is quoted in French, so the sentence around it still reads in French.
 */
export const useProductName = (): ((name: string, inSentence?: boolean) => string) => {
  const language = useLanguageShown();
  return useCallback((name: string, inSentence = false) => {
    const catalogue = rows.get(language);
    return inSentence ? nameWith(catalogue, name) : translateWith(catalogue, name);
  }, [language]);
};
