// Proves the refusal catalogues hold together (issue 27 item 4): French has English's placeholders for every key (the keys
// themselves are checked by the compiler), a field's label is the one the settings page shows, and a key's parameters are
// written per language: money from cents, months, days and instants, waits, labels.
import { describe, expect, it } from 'vitest';
import frAdmin from '../../../ui/i18n/fr/admin.json' with { type: 'json' };
import { settingsFieldRules } from '../../settings/field-errors.ts';
import { englishLabels, englishRefusals } from './english.ts';
import { frenchRefusals } from './french.ts';
import { englishCatalogue, englishOf, said, saidOf, wordWith, type RefusalKey } from './words.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, \w+)?\}\}/g)].map((m) => m[1]).sort();

describe('the refusal catalogues', () => {
  it('give every French text the placeholders of its English', () => {
    for (const [key, text] of Object.entries(englishRefusals)) expect([key, placeholders(frenchRefusals.texts[key as RefusalKey])]).toEqual([key, placeholders(text)]);
  });

  it('name each System Settings field as the settings page does, in every language', () => {
    const fields = (frAdmin as { settings: { fields: Record<string, string> } }).settings.fields;
    for (const key of Object.values(settingsFieldRules).flatMap((rules) => Object.keys(rules))) {
      const label = `labels.${key}` as keyof typeof englishLabels;
      expect(englishLabels[label]).toBeTruthy();
      expect(fields[key]?.replace(/ \(USD\)$/, '').replace(/ \(minutes\)$/, '')).toBe(frenchRefusals.labels[label]);
    }
  });

  it('write parameters in each language', () => {
    const fr = (words: ReturnType<typeof said>) => wordWith(frenchRefusals, words);
    expect(englishOf(said('transfer.dailyLimit', { usd: 500_000 }))).toBe('This transfer would exceed your daily transfer limit of $5,000.00.');
    expect(fr(said('transfer.dailyLimit', { usd: 500_000 }))).toBe('Ce virement dépasserait votre plafond quotidien de virement de 5\u202f000,00\u00a0$US.');
    expect(englishOf(said('transfer.insufficientBitcoin', { btc: 1000, btc2: 50_000 }))).toBe('Insufficient Bitcoin balance: the amount plus the 0.00001000 BTC network fee exceeds your balance of 0.00050000 BTC.');
    expect(englishOf(said('backOffice.monthNotEnded', { month: '2026-10', date: '2026-11-01' }))).toBe('2026-10 has not ended yet; its interest is posted on 2026-11-01.');
    expect(fr(said('backOffice.monthNotEnded', { month: '2026-10', date: '2026-11-01' }))).toBe('octobre 2026 n’est pas encore terminé ; ses intérêts seront versés le 1 nov. 2026.');
    expect(englishOf(said('payees.coolingOff', { usd: 100_000, when: '2026-11-25T10:05:00.000Z' }))).toBe('This payee was added recently: transfers above $1,000.00 to it are allowed from Nov 25, 2026, 10:05 UTC.');
    expect(englishOf(said('session.signInThrottled', { wait: 90 }))).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
    expect(fr(said('session.signInThrottled', { wait: 1 }))).toBe('Trop de tentatives de connexion. Veuillez patienter 1 seconde puis réessayer.');
    expect(fr(said('settings.whole', { label: 'labels.newPayeeCoolingOffHours', min: 0, max: 720 }))).toBe('Délai de sécurité d’un nouveau bénéficiaire (heures) doit être un nombre entier de 0 à 720');
  });

  it('find the key of an English text without parameters, and nothing for data', () => {
    expect(saidOf('Please enter a valid amount')).toEqual({ key: 'transfer.amount' });
    expect(saidOf('Ada Lovelace')).toBeUndefined();
    expect(wordWith(englishCatalogue, { key: 'transfer.amount' })).toBe('Please enter a valid amount');
  });
});
