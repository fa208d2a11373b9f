/** Hands i18next a group of namespaces once the part of the app that shows them has loaded (ui/i18n/resources.ts says which group loads when). */
import i18next from 'i18next';

/** Language -> namespace -> text, the shape of every group. */
export type TextGroup = Record<string, Record<string, object>>;

export function addText(group: TextGroup): void {
  for (const [language, namespaces] of Object.entries(group)) {
    // Deep, so a group may add keys to a namespace that already has some.
    for (const [namespace, text] of Object.entries(namespaces)) i18next.addResourceBundle(language, namespace, text, true, false);
  }
}
