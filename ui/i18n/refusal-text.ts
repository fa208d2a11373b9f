/**
 * The domain's rule and refusal messages in the language shown: the browser's machines check
 * forms with the same rules as the server (in English, the specification's words), and a field
 * or a form alert shows the reader's version from the catalogue the server uses too
 * (domain/i18n/refusals-fr.ts). A language's catalogue arrives with its start text
 * (fr-start-text.ts), so an English reader never downloads it.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateWith, type RefusalCatalogue } from '../../domain/i18n/refusals.ts';

const catalogues = new Map<string, RefusalCatalogue>();

export function addRefusals(catalogue: RefusalCatalogue): void {
  catalogues.set(catalogue.language, catalogue);
}

/** A message in the language shown; one the catalogue does not know (or already translated) is shown as it came. */
export function useRefusalText(): (text: string | null | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
  return useCallback((text) => (text ? translateWith(catalogues.get(language), text) : undefined), [language]);
}
