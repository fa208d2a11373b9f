/**
 * A Bitcoin price with the note the server gave when it was not live, apart from ui/format/money.ts
 * so that file (which the home page uses for the savings APY) does not pull in the domain texts and
 * their English refusal catalogue; only the Bitcoin transfer pages need this.
 */
import { rowText } from '../i18n/domain-text.ts';

/** "$60,000.00" or, for a price that was not live, "$60,000.00 (last known price, 12 minutes old)", the note in the language shown. */
export const priceWithNote = (price: string, note: string | null | undefined): string => (note ? `${price} (${rowText(note)})` : price);
