/**
 * Texts the domain words in English, shown in the language of the page: the rule and refusal
 * messages the browser's machines produce with the server's own rules, and what the ledger wrote
 * on a transaction (its description, category, valuation note). The catalogues are the server's
 * (domain/i18n/refusals-fr.ts, descriptions-fr.ts); each arrives with the text group that shows it
 * (refusals with the French start text, descriptions with the customer and admin areas), so an
 * English reader of the public site never downloads them.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { nameWith, translateWith, type EnglishKeyedCatalogue } from '../../domain/i18n/english-keyed.ts';
import { currentLanguage } from './languages.ts';

type Kind = 'refusals' | 'rows';

const catalogues: Record<Kind, Map<string, EnglishKeyedCatalogue>> = { refusals: new Map(), rows: new Map() };

export function addDomainText(kind: Kind, catalogue: EnglishKeyedCatalogue): void {
  catalogues[kind].set(catalogue.language, catalogue);
}

function useDomainText(kind: Kind): (text: string | null | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
  return useCallback((text) => (text ? translateWith(catalogues[kind].get(language), text) : undefined), [kind, language]);
}

/** A rule or refusal message in the language shown; one the catalogue does not know (or already translated) is shown as it came. */
export const useRefusalText = () => useDomainText('refusals');

/** A transaction's description, category or note in the language shown; names and what a person typed stay. */
export const useRowText = (): ((text: string) => string) => {
  const say = useDomainText('rows');
  return useCallback((text: string) => say(text) ?? text, [say]);
};

/** The same outside a component (receipts, statement files): in the language shown now. */
export const rowText = (text: string): string => translateWith(catalogues.rows.get(currentLanguage()), text);

/**
 * A loan product's name in the language shown: the catalogue's name for a starter product
 * ("Personal Loan" -> "Prêt personnel"), else the name the administrator typed; inside a
 * sentence that name is quoted in French, so the sentence around it still reads in French.
 */
export const useProductName = (): ((name: string, inSentence?: boolean) => string) => {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
  return useCallback((name: string, inSentence = false) => {
    const catalogue = catalogues.rows.get(language);
    return inSentence ? nameWith(catalogue, name) : translateWith(catalogue, name);
  }, [language]);
};
