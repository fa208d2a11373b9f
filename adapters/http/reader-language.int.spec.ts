// Proves a francophone reader gets every refusal in French (issue 18): each message the rules export has a key (so a French
// text: french.ts is typed against English), figures are written for fr-FR from the key's parameters, English stays word for word, and over HTTP the signed-in customer's recorded
// language wins, an anonymous client's X-Language header is obeyed and Accept-Language alone is never guessed from.
import { describe, expect, it, vi } from 'vitest';
import { sayRefusal } from '../../domain/i18n/server-messages.ts';
import { said } from '../../domain/errors.ts';
import * as adminUsers from '../../domain/admin/users.ts';
import * as journal from '../../domain/admin/journal.ts';
import * as credentials from '../../domain/credentials/credentials.ts';
import { credentialChangeMessages } from '../../domain/credentials/credential-change.ts';
import { invitationMessages } from '../../domain/credentials/admin-invitation.ts';
import { unlockMessages } from '../../domain/credentials/sign-in-unlock.ts';
import { passwordPolicyMessages } from '../../domain/credentials/password-policy.ts';
import { moneyLockMessages } from '../../domain/credentials/money-lock.ts';
import { resetMessages } from '../../domain/credentials/password-reset.ts';
import { unlockLinkMessages } from '../../domain/credentials/money-unlock-link.ts';
import { signInThrottledMessage } from '../../domain/credentials/sign-in-throttle.ts';
import { creditScoreMessages } from '../../domain/user/records-decider.ts';
import { loginMessages, signupMessages } from '../../domain/user/form-messages.ts';
import { depositDecidedMessage } from '../../domain/user/decider.ts';
import { amountMessage, purposeMessage, termMessage } from '../../domain/loans/application-form.ts';
import { repaymentMessages } from '../../domain/loans/decider.ts';
import { loanProductTerms } from '../../domain/loans/product.ts';
import { skipMessages } from '../../domain/standing-orders/run.ts';
import { standingOrderMessages } from '../../domain/standing-orders/decider.ts';
import { idempotencyMessages } from '../../domain/idempotency/idempotency.ts';
import { alertFormMessages } from '../../domain/alerts/form.ts';
import { alreadyPostedMessage } from '../../domain/savings/posting.ts';
import { insightsMessages } from '../../domain/insights/decider.ts';
import { processMessages } from '../../domain/transfer/process.ts';
import { transferMessages } from '../../domain/transfer/form.ts';
import { pendingBitcoinMessage, suspendedMessage } from '../../domain/transfer/send.ts';
import { noLivePriceMessage } from '../../domain/transfer/bitcoin-valuation.ts';
import { payeeMessages } from '../../domain/payees/payees.ts';
import { settingsFieldErrors, settingsFieldRules } from '../../domain/settings/field-errors.ts';
import { defaultSettings } from '../../domain/settings/defaults.ts';
import { tryAgainMessage } from '../engine/unit-of-work.ts';
import { busyMessage } from '../engine/keyed-lock.ts';
import { forbiddenCharactersMessage } from './text-safety.ts';
import { cardPinLockedMessage, wrongPinMessage } from '../bank/records-service.ts';
import { settingsError } from '../bank/admin-settings.ts';
import { notOurAccountMessage, ownAccountMessage } from '../bank/transfer-pricing.ts';
import { signInBusyMessage } from '../bank/auth-service.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const french = (text: string) => sayRefusal('fr', text);

/** Every message the loan product rule gives: a product wrong in every field, then one whose ranges contradict each other. */
function loanProductMessages(): string[] {
  const wrong = { name: '', kind: 'x', minPrincipal: -1, maxPrincipal: 1.5, minTerm: 0, maxTerm: 1e9, annualRateBps: 0.5, frequency: 'x', amortisation: 'x', graceOnPrincipal: -1, lateFee: -1, toleranceDays: 1e9, active: 'x' };
  const contradictory = { name: 'P', kind: 'personal', minPrincipal: 20_000, maxPrincipal: 10_000, minTerm: 12, maxTerm: 6, annualRateBps: 100, frequency: 'monthly', amortisation: 'equal_principal', graceOnPrincipal: 12, lateFee: 0, toleranceDays: 0, active: true };
  return [wrong, contradictory, { ...wrong, name: 'x'.repeat(81), annualRateBps: 20_000 }].flatMap((product) => loanProductTerms.safeParse(product).error?.issues.map((issue) => issue.message) ?? []);
}

const stringsOf = (node: unknown): string[] => (typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(stringsOf) : []);

describe('refusals in French', () => {
  it('cover every message the rules export', () => {
    const messages = [
      adminUsers, journal, credentials, credentialChangeMessages, invitationMessages, unlockMessages, passwordPolicyMessages.tooCommon, passwordPolicyMessages.tooShort(12),
      moneyLockMessages, resetMessages.invalidLink, resetMessages.passwordMismatch, resetMessages.passwordRequired, unlockLinkMessages, creditScoreMessages, loginMessages,
      Object.entries(signupMessages).filter(([key]) => key !== 'success').map(([, text]) => text), depositDecidedMessage, purposeMessage, skipMessages, standingOrderMessages,
      idempotencyMessages, alertFormMessages, insightsMessages, processMessages, transferMessages, suspendedMessage, pendingBitcoinMessage, noLivePriceMessage, payeeMessages,
      tryAgainMessage, busyMessage, forbiddenCharactersMessage, cardPinLockedMessage, wrongPinMessage, settingsError, notOurAccountMessage, ownAccountMessage, signInBusyMessage,
      repaymentMessages, loanProductMessages(),
    ].flatMap(stringsOf).filter((text) => text.includes(' ') && !/^[A-Z_]+$/.test(text));
    expect(messages.filter((text) => french(text) === text)).toEqual([]);
  });

  it('rewrite the figures a refusal carries for a French reader', () => {
    expect(sayRefusal('fr', said('transfer.dailyLimit', { usd: 500_000 }))).toBe('Ce virement dépasserait votre plafond quotidien de virement de 5\u202f000,00\u00a0$US.');
    expect(sayRefusal('fr', said('transfer.insufficientWithFee', { usd: 250, usd2: 123_456 })))
      .toBe('Fonds insuffisants : le montant plus les frais de 2,50\u00a0$US dépassent votre solde disponible de 1\u202f234,56\u00a0$US.');
    expect(sayRefusal('fr', said('transfer.insufficientBitcoin', { btc: 1000, btc2: 50_000 })))
      .toBe('Solde Bitcoin insuffisant : le montant plus les frais de réseau de 0,00001000\u00a0BTC dépassent votre solde de 0,00050000\u00a0BTC.');
    expect(french(amountMessage({ minPrincipal: 10_000, maxPrincipal: 500_000 }))).toBe('Choisissez un montant de 100,00\u00a0$US à 5\u202f000,00\u00a0$US.');
    expect(french(termMessage({ minTerm: 3, maxTerm: 24 }))).toBe('Choisissez de 3 à 24 échéances.');
    expect(french(alreadyPostedMessage('2026-09'))).toBe('Les intérêts de septembre 2026 ont déjà été versés.');
    expect(french(signInThrottledMessage(90))).toBe('Trop de tentatives de connexion. Veuillez patienter 2 minutes puis réessayer.');
    expect(sayRefusal('fr', said('payees.coolingOff', { usd: defaultSettings.limits.newPayeeThreshold, when: '2026-11-25T10:05:00.000Z' }))).toMatch(/^Ce bénéficiaire a été ajouté récemment : les virements de plus de [\d\u202f]+,\d\d\u00a0\$US vers lui sont possibles à partir du \d{1,2} [a-zéû.]+ 2026, \d\d:\d\d UTC\.$/);
    expect(sayRefusal('fr', said('settings.required', { label: 'labels.supportEmail' }))).toBe('E-mail du service client : champ obligatoire');
  });

  it('translate every System Settings field error with the field named in French', () => {
    for (const [category, rules] of Object.entries(settingsFieldRules)) {
      const wrong = Object.fromEntries(Object.keys(rules).map((key) => [key, 'x'.repeat(400)]));
      for (const text of Object.values(settingsFieldErrors(category as keyof typeof settingsFieldRules, wrong))) {
        expect(french(text)).not.toBe(text);
        expect(french(text)).not.toMatch(/[A-Z][a-z]+ [A-Z][a-z]+/);
      }
    }
  });

  it('leave English word for word', () => {
    expect(sayRefusal('en', transferMessages.amount)).toBe('Please enter a valid amount');
  });
});

describe('the reader of a refusal over HTTP', () => {
  it('is the signed-in customer\'s recorded language, else the X-Language the client sends, never Accept-Language alone', async () => {
    const bank = await moneyBank();
    const start = (token: string, headers: Record<string, string> = {}) =>
      bank.call('/functions/v1/transfer-start', { kind: 'local', details: { recipientName: 'Carol', accountNumber: '12', routingNumber: '123456789', bankName: 'Bank of America', amount: '5.00', description: 'x' } }, token, 'POST', headers);
    const english = await start(bank.alice.token, { 'x-language': 'en' });
    expect(english.status).toBe(400);
    expect(english.body.detail).toBe('Account number must be 10 digits');

    await bank.call('/functions/v1/user-sync', { action: 'sync_preferences', data: { preferences: { language: 'fr' } } }, bank.alice.token);
    const refused = await start(bank.alice.token, { 'x-language': 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ title: 'Requête invalide', detail: 'Le numéro de compte doit comporter 10 chiffres', code: 'validation' });

    const login = (headers: Record<string, string>) => bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'wrong-password-1', pin: '0000' }, undefined, 'POST', headers);
    expect((await login({ 'x-language': 'fr' })).body.detail).toBe('E-mail, mot de passe ou code PIN invalide.');
    expect((await login({ 'accept-language': 'fr-FR,fr;q=0.9' })).body.detail).toBe('Invalid email, password or PIN.');
  });
});
