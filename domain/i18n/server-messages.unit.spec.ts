// Proves every language of the server's messages (e-mails, PDF labels) has the same {{placeholders}} as English, leaves nothing in English but words the languages share, and fills them in.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.ts';
import { say, serverMessages } from './server-messages.ts';

function leaves(node: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') found.set(path, node);
  else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) found.set(p, v);
  return found;
}

const placeholders = (text: string): string => [...text.matchAll(/\{\{(\w+)(?:, \w+)?\}\}/g)].map((m) => m[1]).sort().join();

/** Words French writes as English does. */
const sameAsEnglish: Record<string, string[]> = { fr: ['pdf.columns.date', 'pdf.holderLine'] };

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s server messages', (language) => {
  const english = leaves(serverMessages.en);
  const own = leaves(serverMessages[language]);
  it('keep every placeholder of English', () => {
    expect([...english].filter(([path, text]) => placeholders(text) !== placeholders(own.get(path) ?? '')).map(([path]) => path)).toEqual([]);
  });
  it('leave nothing in English but the allow-listed words', () => {
    expect([...english].filter(([path, text]) => own.get(path) === text && !sameAsEnglish[language]?.includes(path)).map(([path]) => path)).toEqual([]);
  });
});

describe('say', () => {
  it('fills the placeholders in the chosen language', () => {
    expect(say('en', (m) => m.statement.subject, { month: 'September 2025' })).toBe('Your Trust Microfinance Bank statement for September 2025');
    expect(say('fr', (m) => m.statement.subject, { month: 'septembre 2025' })).toBe('Votre relevé Trust Microfinance Bank de septembre 2025');
  });
  it('elides "de" before a name that starts with a vowel (French)', () => {
    expect(say('fr', (m) => m.alerts.received, { amount: '5,00 $US', name: 'Amara Okafor' })).toBe('Vous avez reçu 5,00 $US d’Amara Okafor.');
    expect(say('fr', (m) => m.alerts.received, { amount: '5,00 $US', name: 'Bruno Petit' })).toBe('Vous avez reçu 5,00 $US de Bruno Petit.');
  });
  it('leaves a placeholder without a value visible', () => {
    expect(say('en', (m) => m.pdf.page, { page: 1 })).toBe('Page 1 of {{pages}}');
  });
});
