// Proves a chart's months read in the language shown (issue 26): "nov. 2026" on a French page, where the axes showed "Nov 2026".
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonth } from './dates.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'fr', fallbackLng: 'en', resources: { en: { common: {} }, fr: { common: {} } } });
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

describe('a chart month', () => {
  it('is French on a French page and English on an English one', async () => {
    expect(formatMonth('2026-11')).toBe('nov. 2026');
    expect(formatMonth('2026-05')).toBe('mai 2026');
    await i18next.changeLanguage('en');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
});
