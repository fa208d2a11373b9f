// Proves money and dates read as each language writes them: en-US as the bank always showed them, fr-FR exactly as Intl formats USD and dates, from exact decimals.
import { describe, expect, it } from 'vitest';
import { btcText, dayText, monthText, percentText, usdFigureText, usdText } from './format.ts';
import { customerLanguage, languageOf } from './language.ts';

const intlUsd = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(value);

describe('money per language', () => {
  it('writes US dollars en-US and fr-FR', () => {
    expect(usdText('en', '1234.5')).toBe('$1,234.50');
    expect(usdText('en', '-45.10')).toBe('-$45.10');
    expect(usdText('fr', '1234.56')).toBe('1\u202f234,56\u00a0$US');
    expect(usdText('fr', '-1234567.8')).toBe('-1\u202f234\u202f567,80\u00a0$US');
  });
  it('matches Intl fr-FR for USD, without going through floating point', () => {
    for (const value of ['0', '5', '999.99', '1000', '1234.56', '1000000']) expect(usdText('fr', value)).toBe(intlUsd(Number(value)));
    expect(usdText('fr', '90071992547409931.07')).toBe('90\u202f071\u202f992\u202f547\u202f409\u202f931,07\u00a0$US');
  });
  it('writes a marketing figure in whole dollars unless it has cents', () => {
    expect(usdFigureText('en', 50_000_00)).toBe('$50,000');
    expect(usdFigureText('fr', 500_000_00)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(500_000));
    expect(usdFigureText('en', 1_234_05)).toBe('$1,234.05');
  });
  it('writes Bitcoin with 8 decimals', () => {
    expect(btcText('en', '21000000.00000001')).toBe('21,000,000.00000001 BTC');
    expect(btcText('fr', '1.5')).toBe('1,50000000\u00a0BTC');
  });
});

describe('dates per language', () => {
  it('writes a calendar day and a month', () => {
    expect(dayText('en', '2026-11-24')).toBe('Nov 24, 2026');
    expect(dayText('fr', '2026-11-24')).toBe('24 nov. 2026');
    expect(monthText('en', '2025-09')).toBe('September 2025');
    expect(monthText('fr', '2025-09')).toBe('septembre 2025');
  });
});

describe('percentages', () => {
  it('are written as each language writes them, digits as given: 4.5% and 4,5 % with a narrow no-break space', () => {
    expect(percentText('en', '4.5')).toBe('4.5%');
    expect(percentText('en', '12.50')).toBe('12.50%');
    expect(percentText('fr', '4.5')).toBe('4,5\u202f%');
    expect(percentText('fr', '12.50')).toBe('12,50\u202f%');
  });
});

describe('the customer language', () => {
  it('is the recorded choice, else the browser language, else English', () => {
    expect(customerLanguage({ language: 'fr' }, 'en-US')).toBe('fr');
    expect(customerLanguage({}, 'fr-CA')).toBe('fr');
    expect(customerLanguage({}, 'de-DE')).toBe('en');
    expect(customerLanguage({}, undefined)).toBe('en');
    expect(languageOf('FR')).toBe('fr');
  });
});
