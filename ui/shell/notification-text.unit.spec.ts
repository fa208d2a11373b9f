// Proves a customer's notifications are worded at display time in the reader's language from their kind and facts: French
// titles, sentences, money ("1 234,56 $US") and dates, English word for word as before, and a reason the catalogue lacks
// shown in the rules' own words rather than lost.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_REJECTION_REASONS } from '../../domain/user/deposit.ts';
import { customerNotifications, NOTIFICATION_KINDS } from '../../domain/records/notifications.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import enShell from '../i18n/en/shell.json' with { type: 'json' };
import frShell from '../i18n/fr/shell.json' with { type: 'json' };
import { noticesText } from '../i18n/notices-text.ts';
import { sayRefusal } from '../../domain/i18n/server-messages.ts';
import { said, type Said } from '../../domain/errors.ts';
import { wordNotification } from './notification-text.ts';

// The shell's words with the notices' (which the browser adds when the notifications load).
const en = { ...enShell, notifications: { ...enShell.notifications, ...noticesText.en.shell.notifications } };
const fr = { ...frShell, notifications: { ...frShell.notifications, ...noticesText.fr.shell.notifications } };
const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { shell: en }, fr: { shell: fr } }, lng: 'en', fallbackLng: 'en', ns: ['shell'], defaultNS: 'shell', interpolation: { escapeValue: false } });
const tIn = (language: 'en' | 'fr') => i18n.getFixedT(language, 'shell');

const at = '2026-11-24T10:00:00.000Z';
const events = [
  { position: 1, event: { type: 'DepositRejected', data: { depositId: 'd', amount: 123_456, currency: 'USD', reasonCode: 'not_received', note: '', by: 'a', at } } as UserEvent },
  { position: 2, event: { type: 'LoanFundsReceived', data: { loanId: 'l', productName: 'Personal Loan', amount: 500_000, reference: 'R', postings: [], at } } as UserEvent },
];
const skipped = (reason: string, words?: Said) => ({ orderId: 'o', occurrence: 0, date: '2026-11-26', reason, message: 'This transfer would take your balance below the minimum balance of $100.00.', said: words, amount: 500_000, name: 'Ada', at });
const refusalIn = (language: 'en' | 'fr') => (text: string | Said) => sayRefusal(language, text);
const list = (language: 'en' | 'fr', reason = 'too_late', words?: Said) =>
  customerNotifications({ events, skippedPayments: [skipped(reason, words)] }, null).sort((a, b) => a.id.localeCompare(b.id)).map((n) => wordNotification(n, language, tIn(language), refusalIn(language)));

describe('notifications in the reader language', () => {
  it('stay word for word in English', () => {
    expect(list('en').map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Deposit not completed', message: 'Your $1,234.56 deposit was not completed: We did not receive the money for this deposit.' },
      { title: 'Loan paid out', message: '$5,000.00 from your Personal Loan is now in your account' },
      { title: 'Standing order payment not made', message: 'Your payment of $5,000.00 to Ada due on Nov 26, 2026 was not made: it fell due more than 3 days before the bank could make it.' },
    ]);
  });

  it('are written in French for a French reader, money and dates included', () => {
    expect(list('fr').map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Dépôt non effectué', message: 'Votre dépôt de 1\u202f234,56\u00a0$US n’a pas été effectué : Nous n’avons pas reçu l’argent de ce dépôt.' },
      { title: 'Prêt versé', message: '5\u202f000,00\u00a0$US de votre Personal Loan sont désormais sur votre compte' },
      { title: 'Paiement permanent non effectué', message: 'Votre paiement de 5\u202f000,00\u00a0$US à Ada, dû le 26 nov. 2026, n’a pas été effectué : il était échu depuis plus de 3 jours quand la banque a pu l’effectuer.' },
    ]);
  });

  it("word a reason without a catalogue line (funds, limits, a new reason) in the rules' own words", () => {
    expect(list('en', 'refused')[2]?.message).toMatch(/was not made: This transfer would take your balance below the minimum balance of \$100\.00\.$/);
  });

  // The skipped payment's event keeps the refusal's key and parameters (domain/i18n/refusals), so French is worded from them, never read back out of English.
  it("word such a reason in French from the refusal's key", () => {
    expect(list('fr', 'insufficient_funds', said('transfer.belowMinimumBalance', { usd: 100_00 }))[2]?.message).toBe('Votre paiement de 5\u202f000,00\u00a0$US à Ada, dû le 26 nov. 2026, n’a pas été effectué : Ce virement ferait passer votre solde sous le solde minimum de 100,00\u00a0$US.');
  });

  it('say that a payment was skipped because money movement was locked, in both languages (step-up table, row standing-order-run)', () => {
    expect(list('en', 'money_locked')[2]?.message).toMatch(/was not made: money movement was locked on that day after too many wrong codes\./);
    expect(list('fr', 'money_locked')[2]?.message).toMatch(/n’a pas été effectué : les mouvements d’argent étaient bloqués ce jour-là/);
  });

  it('word a new device in the reader language, an unknown one included', () => {
    const signIns = [
      { sessionId: 'a', device: 'Firefox on Windows', browser: 'Firefox', platform: 'Windows', at: '2026-11-20T00:00:00.000Z' },
      { sessionId: 'b', device: 'Chrome on Linux', browser: 'Chrome', platform: 'Linux', at: '2026-11-21T00:00:00.000Z' },
      { sessionId: 'c', device: 'Unknown device', browser: null, platform: null, at: '2026-11-22T00:00:00.000Z' },
    ];
    const word = (language: 'en' | 'fr') => customerNotifications({ events: [], signIns }, null).map((n) => wordNotification(n, language, tIn(language)).message);
    expect(word('en')).toEqual(['Signed in from a new device: Unknown device', 'Signed in from a new device: Chrome on Linux']);
    expect(word('fr')).toEqual(['Connexion depuis un nouvel appareil : Appareil inconnu', 'Connexion depuis un nouvel appareil : Chrome sous Linux']);
  });

  it('have words for every kind in both languages, and the deposit reasons word for word as the deposit rules', () => {
    for (const kind of NOTIFICATION_KINDS) for (const catalogue of [en, fr]) expect(catalogue.notifications.kinds[kind]?.title).toBeTruthy();
    expect(en.notifications.words.depositReasons).toEqual(DEPOSIT_REJECTION_REASONS);
  });
});
