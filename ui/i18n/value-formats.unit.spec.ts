// Proves the browser's French catalogue elides "de" before a name that starts with a vowel ({{name, de}}): "les détails d’Amara", "de Bruno".
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { adminText } from './admin-text.ts';
import { customerText } from './customer-text.ts';
import { addValueFormats } from './value-formats.ts';

async function french() {
  const i18n = createInstance();
  await i18n.init({ lng: 'fr', ns: ['admin', 'records'], defaultNS: 'admin', resources: { fr: { ...adminText.fr, ...customerText.fr } }, interpolation: { escapeValue: false } });
  addValueFormats(i18n);
  return i18n;
}

describe('{{name, de}} in the French catalogue', () => {
  it('writes d’ before a vowel or a mute h and de before a consonant', async () => {
    const i18n = await french();
    expect(i18n.t('users.detailsLabel', { name: 'Amara Okafor' })).toBe('Voir les détails d’Amara Okafor');
    expect(i18n.t('users.detailsLabel', { name: 'Hélène Garnier' })).toBe('Voir les détails d’Hélène Garnier');
    expect(i18n.t('users.detailsLabel', { name: 'Bruno Petit' })).toBe('Voir les détails de Bruno Petit');
    expect(i18n.t('statements.for', { ns: 'records', month: 'octobre 2026' })).toBe('Relevé d’octobre 2026.');
    expect(i18n.t('statements.for', { ns: 'records', month: 'mars 2026' })).toBe('Relevé de mars 2026.');
  });
});
