/**
 * The French pages' check, shared by the specs that walk them (french.e2e.spec.ts, field-screens.e2e.spec.ts):
 * the words the English catalogue owns and French never writes, and those left on a page's interface.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Every word of the English catalogue that French never writes: seeing one on a French page means a text was left in English. */
export function englishOnlyWords(): Set<string> {
  const leaves = (node: unknown): string[] => (typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(leaves) : []);
  const words = (folder: string) => {
    const found = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      for (const text of leaves(JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')))) {
        for (const word of text.replace(/\{\{\w+\}\}/g, ' ').match(/\p{L}{4,}/gu) ?? []) found.add(word.toLowerCase());
      }
    }
    return found;
  };
  const french = words('ui/i18n/fr');
  return new Set([...words('ui/i18n/en')].filter((word) => !french.has(word)));
}

export const ENGLISH_ONLY = englishOnlyWords();

/** The interface's own words on a page: headings, labels, buttons, menus, table headings, notes, alerts. */
export const INTERFACE = 'main h1, main h2, main h3, main h4, th, label, button, legend, dt, nav a, main p:not(td p), .alert, .field-hint, .stat-note, .field-error, caption, main .notification-list li';

/**
 * The words shown by `selector`, without what people wrote: the texts in `data`, and whatever the
 * page marks translate="no" (names, e-mails, an administrator's reason, an event's raw type).
 */
export async function englishLeftOn(page: Page, data: readonly string[], selector: string): Promise<string[]> {
  const texts = await page.locator(selector).evaluateAll((elements) => elements.map((element) => {
    if (element.closest('[translate="no"]')) return '';
    const own = (element as HTMLElement).innerText;
    return [...element.querySelectorAll<HTMLElement>('[translate="no"]')].reduce((left, datum) => left.split(datum.innerText).join(' '), own);
  }));
  const shown = texts.map((text) => data.reduce((left, datum) => left.split(datum).join(' '), text)).join(' ');
  return [...new Set((shown.match(/\p{L}{4,}/gu) ?? []).filter((word) => ENGLISH_ONLY.has(word.toLowerCase())))];
}

