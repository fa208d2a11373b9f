// Proves the Services cards' loan figures: with the starter products in force (or before the server answers) they read word for word
// as the specification, a changed product changes them, and the French text carries the same figures in French money.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { starterLoanProducts } from '../../../domain/loans/fixtures.ts';
import { termYears } from '../../../domain/loans/product.ts';
import { advertisedFigures, initialLoanProducts } from '../../../domain/loans/products.ts';
import en from '../../i18n/en/site.json';
import fr from '../../i18n/fr/site.json';
import { SPEC_LOAN_FIGURES, siteFigureValues } from './site-figures.ts';
import { percentText } from '../../../domain/i18n/format.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { site: en }, fr: { site: fr } }, interpolation: { escapeValue: false } });
const highlights = (language: string, values: Record<string, string>) =>
  (i18n.getFixedT(language, 'site')('services.products', { returnObjects: true, ...values }) as { highlight?: string }[]).map((p) => p.highlight).slice(0, 4);

describe('the site figures', () => {
  it('are the specification words with the starter products, and before any answer', () => {
    const spec = ['Up to 4.5% APY', 'Up to $50,000', 'Up to $500,000', 'Terms up to 30 years'];
    expect(highlights('en', siteFigureValues({}, 'en', percentText('en', '4.5')))).toEqual(spec);
    const starter = advertisedFigures({ ...initialLoanProducts, products: starterLoanProducts }, (p) => termYears(p.maxTerm, p.frequency));
    const served = Object.fromEntries(Object.entries(starter).map(([kind, f]) => [kind, { maxPrincipalMinor: f.maxPrincipal, maxTermYears: Math.floor(f.maxTermYears) }]));
    expect(served).toEqual(SPEC_LOAN_FIGURES);
    expect(highlights('en', siteFigureValues(served, 'en', percentText('en', '4.5')))).toEqual(spec);
  });

  it('follow a changed product, in English and in French', () => {
    const changed = { personal: { maxPrincipalMinor: 60_000_00, maxTermYears: 5 }, home: { maxPrincipalMinor: 2_000_000_00, maxTermYears: 25 } };
    expect(highlights('en', siteFigureValues(changed, 'en', percentText('en', '4.25')))).toEqual(['Up to 4.25% APY', 'Up to $60,000', 'Up to $500,000', 'Terms up to 25 years']);
    expect(highlights('fr', siteFigureValues(changed, 'fr', percentText('fr', '4.25')))).toEqual(['Jusqu’à 4,25\u202f% de rendement annuel', 'Jusqu’à 60\u202f000\u00a0$US', 'Jusqu’à 500\u202f000\u00a0$US', 'Durées jusqu’à 25 ans']);
  });
});
