/**
 * A refusal and a text the ledger wrote, in the reader's language, for what the server writes
 * outside the browser (e-mails, texts, the PDF statement): the refusal from its key and parameters
 * through the typed catalogues (domain/i18n/refusals), the ledger's text through descriptions-fr.ts.
 * server-messages.ts re-exports both beside its own messages.
 */
import type { Language } from './language.ts';
import { frenchDescriptions } from './descriptions-fr.ts';
import { frenchRefusals } from './refusals/french.ts';
import { englishCatalogue, sayWith, type RefusalCatalogue, type Said } from './refusals/words.ts';
import { translateWith, type EnglishKeyedCatalogue } from './english-keyed.ts';

/** The catalogue of refusals per language (domain/i18n/refusals). */
const refusals: Record<Language, RefusalCatalogue> = { en: englishCatalogue, fr: frenchRefusals };

/** A refusal in the reader's language, from its key and parameters, or from an English text the catalogue knows ("Please enter a valid amount" -> "Veuillez saisir un montant valide"). */
export function sayRefusal(language: Language, words: string | Said): string {
  return sayWith(refusals[language], words);
}

/** What the ledger wrote on a transaction, per language; English has none, its texts are the keys (descriptions-fr.ts). */
const descriptions: Partial<Record<Language, EnglishKeyedCatalogue>> = { fr: frenchDescriptions };

/** A transaction's description, category, status or note as the reader reads it ("Transfer to Ada" -> "Virement à Ada"); names and typed text stay. */
export function sayRowText(language: Language, english: string): string {
  return translateWith(descriptions[language], english);
}
