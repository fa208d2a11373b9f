// Proves the back office words every kind of admin log entry, customer activity, service status and audit event in the reader's language
// from the keys and figures the server sends (issue 26): English as the log read before, French with French money and no English left.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../adapters/client/admin-api.ts';
import { ACTIVITY_KINDS, type Activity, type ServiceStatus } from '../../../domain/projections/admin-activity.ts';
import { ADMIN_LOG_ACTIONS, type AdminLogAction } from '../../../domain/projections/admin-log.ts';
import { eventMeanings } from '../../../domain/catalogue.ts';
import { STREAM_KINDS } from '../../../domain/projections/event-summary.ts';
import { adminText } from '../../i18n/admin-text.ts';
import { addValueFormats } from '../../i18n/value-formats.ts';
import { actionName, activityText, entryDetails, eventName, serviceDetail, serviceName, streamText, targetText } from './activity-text.ts';

type Details = ActivityEntry['details'];
const usd = (minor: number, signed = true) => ({ minor, currency: 'USD' as const, signed });

/** One entry of each kind as the projection writes it, with its line in English and in French. */
const entries: Record<AdminLogAction, { details: Details; en: string; fr: string }> = {
  USER_SUSPENDED: { details: { previousStatus: 'active', newStatus: 'suspended', reason: 'Fraud check' }, en: 'User suspended (active to suspended): Fraud check', fr: 'Utilisateur suspendu (Actif vers Suspendu) : Fraud check' },
  USER_ACTIVATED: { details: { previousStatus: 'suspended', newStatus: 'active', reason: 'Cleared' }, en: 'User activated (suspended to active): Cleared', fr: 'Utilisateur activé (Suspendu vers Actif) : Cleared' },
  USER_STATUS_CHANGED: { details: { previousStatus: 'active', newStatus: 'pending', reason: 'KYC' }, en: 'Status changed (active to pending): KYC', fr: 'Statut modifié (Actif vers En attente) : KYC' },
  USER_UPDATED: { details: { reason: 'Typo', says: { key: 'profileCorrected', fields: ['firstName', 'phone'] } }, en: 'User updated (changed: first name, phone): Typo', fr: 'Utilisateur modifié (modifié : prénom, téléphone) : Typo' },
  ACCOUNT_FROZEN: { details: { reason: 'Lost card' }, en: 'Account frozen: Lost card', fr: 'Compte gelé : Lost card' },
  ACCOUNT_UNFROZEN: { details: { reason: '' }, en: 'Account unfrozen', fr: 'Compte dégelé' },
  BALANCE_ADJUSTED: { details: { reason: 'Goodwill', amount: usd(150_000) }, en: 'Balance adjusted, +$1,500.00: Goodwill', fr: 'Solde ajusté, +1\u202f500,00\u00a0$US : Goodwill' },
  TRANSACTION_CREATED: { details: { reason: 'Cash desk', says: { key: 'transactionPosted', kind: 'deposit', status: 'completed' }, amount: usd(2_500), reference: 'DEP-1' }, en: 'Transaction created, +$25.00, reference DEP-1 (Deposit, completed): Cash desk', fr: 'Opération créée, +25,00\u00a0$US, référence DEP-1 (Dépôt, Effectuée) : Cash desk' },
  TRANSACTION_UPDATED: { details: { reason: 'Wrong amount', amount: usd(-500) }, en: 'Transaction edited, -$5.00: Wrong amount', fr: 'Opération modifiée, -5,00\u00a0$US : Wrong amount' },
  TRANSACTION_DELETED: { details: { reason: 'Entered twice', amount: usd(-2_500), reference: 'WDL-1' }, en: 'Transaction deleted, -$25.00, reference WDL-1: Entered twice', fr: 'Opération supprimée, -25,00\u00a0$US, référence WDL-1 : Entered twice' },
  DEPOSIT_CONFIRMED: { details: { reason: '', says: { key: 'depositReceived', method: 'wire' }, amount: usd(100_000), reference: 'DEP-2' }, en: 'Deposit confirmed, +$1,000.00, reference DEP-2 (Wire transfer received)', fr: 'Dépôt confirmé, +1\u202f000,00\u00a0$US, référence DEP-2 (Virement télégraphique reçu)' },
  DEPOSIT_REJECTED: { details: { reason: 'Called the branch', says: { key: 'depositRejected', reasonCode: 'not_received' }, amount: usd(100_000, false) }, en: 'Deposit rejected, $1,000.00 (We did not receive the money for this deposit.): Note: Called the branch', fr: 'Dépôt refusé, 1\u202f000,00\u00a0$US (Nous n’avons pas reçu l’argent de ce dépôt.) : Note : Called the branch' },
  SETTINGS_UPDATED: { details: { reason: '', says: { key: 'settingsSaved', category: 'limits' } }, en: 'Settings saved (Transaction Limits settings saved)', fr: 'Paramètres enregistrés (paramètres « Plafonds des opérations » enregistrés)' },
  MEMBERSHIP_ISSUED: { details: { reason: '', says: { key: 'membershipIssued', number: 'TMB-1234-5678' } }, en: 'Membership number issued (number TMB-1234-5678)', fr: 'Numéro d’adhésion émis (numéro TMB-1234-5678)' },
  DEMO_RESET: { details: { reason: 'Fresh demo' }, en: 'Demo reset: Fresh demo', fr: 'Démo réinitialisée : Fresh demo' },
  LOAN_RECOMMENDED: { details: { reason: 'Steady savings', says: { key: 'loanTerms', product: 'Starter Loan', instalments: 6 }, amount: usd(120_000, false) }, en: 'Loan recommended, $1,200.00 (Starter Loan, 6 instalments): Steady savings', fr: 'Prêt recommandé, 1 200,00 $US (Starter Loan, 6 échéances) : Steady savings' },
  LOAN_APPROVED: { details: { reason: '', says: { key: 'loanTerms', product: 'Starter Loan', instalments: 1 }, amount: usd(120_000, false) }, en: 'Loan approved, $1,200.00 (Starter Loan, 1 instalment)', fr: 'Prêt approuvé, 1 200,00 $US (Starter Loan, 1 échéance)' },
  LOAN_REJECTED: { details: { reason: 'No income', says: { key: 'loanTerms', product: 'Starter Loan', instalments: 6 }, amount: usd(120_000, false) }, en: 'Loan rejected, $1,200.00 (Starter Loan, 6 instalments): No income', fr: 'Prêt refusé, 1 200,00 $US (Starter Loan, 6 échéances) : No income' },
  LOAN_DISBURSED: { details: { reason: '', says: { key: 'loanTerms', product: 'Starter Loan', instalments: 6 }, amount: usd(120_000) }, en: 'Loan paid out, +$1,200.00 (Starter Loan, 6 instalments)', fr: 'Prêt versé, +1 200,00 $US (Starter Loan, 6 échéances)' },
  LOAN_RESCHEDULED: { details: { reason: 'Harvest late', says: { key: 'loanTerms', product: 'Starter Loan', instalments: 9 }, amount: usd(120_000, false) }, en: 'Loan rescheduled, $1,200.00 (Starter Loan, 9 instalments): Harvest late', fr: 'Prêt rééchelonné, 1 200,00 $US (Starter Loan, 9 échéances) : Harvest late' },
  ADMIN_INVITED: { details: { reason: 'Branch cover' }, en: 'Administrator invited: Branch cover', fr: 'Administrateur invité : Branch cover' },
  ADMIN_INVITATION_REVOKED: { details: { reason: 'Sent to the wrong address' }, en: 'Administrator invitation revoked: Sent to the wrong address', fr: 'Invitation d’administrateur révoquée : Sent to the wrong address' },
};

/** Each customer activity kind with its words in both languages. */
const activities: Record<(typeof ACTIVITY_KINDS)[number], { en: string; fr: string }> = {
  opened: { en: 'Opened an account', fr: 'A ouvert un compte' },
  depositPending: { en: 'Deposit of $6,000.00 pending confirmation', fr: 'Dépôt de 6\u202f000,00\u00a0$US en attente de confirmation' },
  depositRejected: { en: 'Deposit of $6,000.00 rejected', fr: 'Dépôt de 6\u202f000,00\u00a0$US refusé' },
  incomingPending: { en: 'Incoming $6,000.00 pending (Transfer)', fr: '6\u202f000,00\u00a0$US à recevoir, en attente (Virement)' },
  outgoingPending: { en: 'Outgoing $6,000.00 pending (Transfer)', fr: '6\u202f000,00\u00a0$US à envoyer, en attente (Virement)' },
  incomingFailed: { en: 'Incoming $6,000.00 failed (Transfer)', fr: '6\u202f000,00\u00a0$US à recevoir, échoué (Virement)' },
  outgoingFailed: { en: 'Outgoing $6,000.00 failed (Transfer)', fr: '6\u202f000,00\u00a0$US à envoyer, échoué (Virement)' },
  received: { en: 'Received $6,000.00 (Transfer)', fr: 'A reçu 6\u202f000,00\u00a0$US (Virement)' },
  sent: { en: 'Sent $6,000.00 (Transfer)', fr: 'A envoyé 6\u202f000,00\u00a0$US (Virement)' },
};

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', ns: ['admin'], defaultNS: 'admin', resources: adminText, interpolation: { escapeValue: false } });
  addValueFormats(i18next);
});

async function inLanguage(language: 'en' | 'fr') {
  await i18next.changeLanguage(language);
  return i18next.getFixedT(language, 'admin');
}

describe.each(['en', 'fr'] as const)('the back office in %s', (language) => {
  it('words every kind of admin log entry from its key and figures, never its raw id', async () => {
    const t = await inLanguage(language);
    for (const action of ADMIN_LOG_ACTIONS) {
      const { details, ...words } = entries[action];
      expect(`${actionName(t, action)}${entryDetails(t, { action, details })}${details.reason}`).toBe(words[language]);
    }
  });

  it('names the customer an entry is about with the account in words', async () => {
    const t = await inLanguage(language);
    const target = targetText(t, { targetUserName: 'Amara Okafor', targetUserEmail: 'amara@example.test', targetAccountNumber: '1234567890' });
    expect(target).toBe(language === 'en' ? 'Amara Okafor (amara@example.test, account 1234567890)' : 'Amara Okafor (amara@example.test, compte 1234567890)');
  });

  it('words every kind of customer activity with the money in the reader\'s format', async () => {
    const t = await inLanguage(language);
    for (const kind of ACTIVITY_KINDS) {
      const activity: Activity = kind === 'opened' ? { kind } : { kind, amount: '6000.00', currency: 'USD', rowKind: 'transfer' };
      expect(activityText(t, activity)).toBe(activities[kind][language]);
    }
  });

  it('words every service and what was measured of it', async () => {
    const t = await inLanguage(language);
    const services: ServiceStatus[] = [
      { id: 'api', status: 'operational' }, { id: 'database', status: 'operational', millis: 3, head: 42 }, { id: 'database', status: 'down', error: 'ECONNREFUSED' },
      { id: 'mailer', status: 'not configured' }, { id: 'priceFeed', status: 'not configured' },
      { id: 'priceFeed', status: 'operational', lastGood: { source: 'coingecko', asOf: '2026-11-26T17:07:00.000Z', ageMinutes: 0 } },
      { id: 'priceFeed', status: 'down', lastGood: null },
    ];
    const shown = services.map((service) => `${serviceName(t, service)}: ${serviceDetail(t, service)}`);
    expect(shown).toEqual(language === 'en'
      ? ['API Server: Answering requests', 'Database: Reachable in 3 ms; log at position 42', 'Database: Unreachable: ECONNREFUSED', 'Mailer: SMTP_URL is not set', 'Price Feed: No Bitcoin price source in this build', 'Price Feed: Live price from coingecko', 'Price Feed: No source has answered: Bitcoin transfers are paused']
      : ['Serveur d’API: Répond aux requêtes', 'Base de données: Joignable en 3 ms ; journal à la position 42', 'Base de données: Injoignable : ECONNREFUSED', 'Envoi des e-mails: SMTP_URL n’est pas défini', 'Cours du Bitcoin: Aucune source de cours du Bitcoin dans cette version', 'Cours du Bitcoin: Cours en direct de coingecko', 'Cours du Bitcoin: Aucune source n’a répondu : les virements Bitcoin sont suspendus']);
  });

  it('names every event type of the log and every bank stream, so the audit never shows a raw identifier alone', async () => {
    const t = await inLanguage(language);
    const unnamed = Object.keys(eventMeanings).filter((type) => eventName(t, type) === type);
    expect(unnamed).toEqual([]);
    expect(STREAM_KINDS.filter((kind) => streamText(t, kind).startsWith('audit.'))).toEqual([]);
    expect(streamText(t, 'membership')).toBe(language === 'en' ? 'Membership number' : 'Numéro d’adhésion');
  });
});
