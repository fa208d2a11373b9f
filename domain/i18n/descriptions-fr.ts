/**
 * The French of what the ledger writes on a customer's transactions (issue 18): the descriptions
 * the bank builds from an event (domain/projections/transactions.ts: "Transfer to Ada", "Savings
 * interest for October 2026", a loan's instalment), its categories, a statement line's status and
 * channel, and a Bitcoin transfer's valuation note. Rendered when a row is read, in the reader's
 * language; the stored events keep their English. Names, products and what a person typed stay
 * as they are.
 */
import type { EnglishKeyedCatalogue } from './english-keyed.ts';

const texts: Record<string, string> = {
  Deposit: 'Dépôt',
  Transfer: 'Virement',
  Interest: 'Intérêts',
  Loan: 'Prêt',
  Adjustment: 'Ajustement',
  Withdrawal: 'Retrait',
  // Deposit methods (DEPOSIT_METHODS ids) in "Deposit (bank)"
  bank: 'virement bancaire',
  wire: 'virement télégraphique',
  check: 'chèque',
  cash: 'espèces',
  // The description of an administrator's posting without one ("deposit transaction", AdminTransactionKind)
  'deposit transaction': 'Opération : dépôt',
  'withdrawal transaction': 'Opération : retrait',
  'transfer transaction': 'Opération : virement',
  'international_transfer transaction': 'Opération : virement international',
  'bitcoin_transfer transaction': 'Opération : virement Bitcoin',
  // A statement line's status and channel
  completed: 'effectuée',
  pending: 'en attente',
  failed: 'échouée',
  Online: 'En ligne',
  'Former customer': 'Ancien client',
  'last known price, 1 minute old': 'dernier cours connu, vieux d’une minute',
};

const patterns: Array<readonly [string, string]> = [
  ['Transfer to {{name}}', 'Virement à {{name}}'],
  ['Transfer from {{name}}', 'Virement {{name, de}}'],
  ['Deposit ({{method}})', 'Dépôt ({{method}})'],
  ['Savings interest for {{monthName}}', 'Intérêts d’épargne de {{monthName}}'],
  ['Reversal of {{id}}: {{reason}}', 'Contrepassation de {{id}} : {{reason}}'],
  ['Correction of {{id}}: {{reason}}', 'Correction de {{id}} : {{reason}}'],
  ['{{product}} disbursed', '{{product}} : versement du prêt'],
  ['{{product}} payoff', '{{product}} : remboursement anticipé'],
  ['{{product}} instalment collected', '{{product}} : échéance prélevée'],
  ['{{product}} repayment', '{{product}} : remboursement'],
  ['Valued at {{usd}} per BTC ({{age}})', 'Valorisé à {{usd}} par BTC ({{age}})'],
  ['Valued at {{usd}} per BTC', 'Valorisé à {{usd}} par BTC'],
  ['last known price, {{n}} minutes old', 'dernier cours connu, vieux de {{n}} minutes'],
];

export const frenchDescriptions: EnglishKeyedCatalogue = { language: 'fr', texts, patterns };
