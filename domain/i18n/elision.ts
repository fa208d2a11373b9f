/**
 * French elision before a name (issue 26): "de" becomes "d’" before a vowel or a mute h, so a
 * sentence reads "le prêt d’Amara", "de Bruno". A name is data, so the catalogue cannot write the
 * right form itself: it asks for it with {{name, de}} (i18next in the browser, english-keyed.ts on
 * the server), and both call this.
 */

/** A name's first letter is a vowel (accented or not, y included) or an h, which French treats as mute before a first name. */
const ELIDES = /^[aeiouyhàâäæéèêëîïôöœùûü]/i;

/** "Amara" -> "d’Amara", "Hélène" -> "d’Hélène", "Bruno" -> "de Bruno"; a name written in quotes or empty keeps "de". */
export function frenchOf(name: string): string {
  const trimmed = name.trim();
  return ELIDES.test(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}

/** The formats a catalogue may ask of a value, by name: {{name, de}}. */
export const valueFormats: Readonly<Record<string, (value: string) => string>> = { de: frenchOf };
