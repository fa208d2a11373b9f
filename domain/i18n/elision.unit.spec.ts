// Proves French names take "d’" before a vowel or a mute h and "de" before a consonant, wherever a catalogue asks {{name, de}}.
import { describe, expect, it } from 'vitest';
import { frenchOf } from './elision.ts';
import { translateWith, type EnglishKeyedCatalogue } from './english-keyed.ts';

describe('French elision before a name', () => {
  it('elides before a vowel, an accented vowel, y and a mute h', () => {
    expect(frenchOf('Amara')).toBe('d’Amara');
    expect(frenchOf('Émile')).toBe('d’Émile');
    expect(frenchOf('Yves Martin')).toBe('d’Yves Martin');
    expect(frenchOf('Hélène Garnier')).toBe('d’Hélène Garnier');
    expect(frenchOf('oscar')).toBe('d’oscar');
  });

  it('keeps "de" before a consonant, a quote or a digit', () => {
    expect(frenchOf('Bruno')).toBe('de Bruno');
    expect(frenchOf('Camille Durand')).toBe('de Camille Durand');
    expect(frenchOf('« Personal Loan »')).toBe('de « Personal Loan »');
    expect(frenchOf('1234567890')).toBe('de 1234567890');
  });

  it('is what a server catalogue writes for {{name, de}}', () => {
    const catalogue: EnglishKeyedCatalogue = { language: 'fr', texts: {}, patterns: [['Transfer from {{name}}', 'Virement {{name, de}}']] };
    expect(translateWith(catalogue, 'Transfer from Amara Okafor')).toBe('Virement d’Amara Okafor');
    expect(translateWith(catalogue, 'Transfer from Bruno')).toBe('Virement de Bruno');
  });
});
