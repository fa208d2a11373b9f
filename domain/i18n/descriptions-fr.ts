/**
 * The French of what the ledger writes on a customer's transactions (issue 18): the descriptions
 * the bank builds from an event (domain/projections/transactions.ts: "Transfer to Ada", "Savings
 * interest for October 2026", a loan's instalment), its categories, a statement line's status and
 * channel, and a Bitcoin transfer's valuation note. Rendered when a row is read, in the reader's
 * language; the stored events keep their English. Names and what a person typed stay as they
 * are; a loan product's name is the French one for the starter products, else quoted.
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
  // What a customer reads of the bank's own entries (domain/records/customer-row.ts)
  'Balance adjustment: credit from Trust Microfinance Bank': 'Ajustement de solde : crédit de Trust Microfinance Bank',
  'Balance adjustment: debit by Trust Microfinance Bank': 'Ajustement de solde : débit par Trust Microfinance Bank',
  'Reversal of an earlier transaction by Trust Microfinance Bank': 'Contrepassation d’une opération antérieure par Trust Microfinance Bank',
  'Correction of an earlier transaction by Trust Microfinance Bank': 'Correction d’une opération antérieure par Trust Microfinance Bank',
  // The starter loan products' names (domain/loans/fixtures.ts); a name an administrator types is quoted instead (nameWith)
  'Personal Loan': 'Prêt personnel',
  'Business Loan': 'Prêt professionnel',
  'Home Loan': 'Prêt immobilier',
  // Why the bank itself wrote an event (its metadata's reason, shown in the audit beside administrators' own reasons)
  'accepted an administrator invitation': 'invitation d’administrateur acceptée',
  'first start': 'premier démarrage',
  'demo seed': 'données de démonstration',
  'sign-in slowed by failed attempts': 'connexion ralentie après des échecs',
  'Starter loan products': 'Produits de prêt de départ',
  'Unlocked by the customer through the e-mailed link': 'Débloqué par le client avec le lien envoyé par e-mail',
  // The demo seed's descriptions and categories (domain/records/demo-history.ts)
  'Salary payment': 'Versement du salaire',
  'Freelance payment': 'Paiement d’une mission',
  'Interest earned': 'Intérêts perçus',
  Refund: 'Remboursement',
  'Cash deposit': 'Dépôt d’espèces',
  Dividend: 'Dividende',
  'Grocery store': 'Épicerie',
  'Electricity bill': 'Facture d’électricité',
  'Water bill': 'Facture d’eau',
  Restaurant: 'Restaurant',
  'Fuel station': 'Station-service',
  'Online shopping': 'Achats en ligne',
  'Rent payment': 'Paiement du loyer',
  'Mobile phone bill': 'Facture de téléphone mobile',
  Pharmacy: 'Pharmacie',
  'School fees': 'Frais de scolarité',
  'ATM withdrawal': 'Retrait au distributeur',
  Income: 'Revenus',
  Investment: 'Placements',
  Groceries: 'Courses',
  Utilities: 'Factures',
  Dining: 'Restaurants',
  Transport: 'Transport',
  Shopping: 'Achats',
  Housing: 'Logement',
  Health: 'Santé',
  Education: 'Éducation',
  Cash: 'Espèces',
};

const patterns: Array<readonly [string, string]> = [
  ['Transfer to {{name}}', 'Virement à {{name}}'],
  ['Transfer from {{name}}', 'Virement {{name, de}}'],
  ['Deposit ({{method}})', 'Dépôt ({{method}})'],
  ['Savings interest for {{monthName}}', 'Intérêts d’épargne {{monthName, de}}'],
  ['Reversal of {{id}}: {{reason}}', 'Contrepassation de {{id}} : {{reason}}'],
  ['Correction of {{id}}: {{reason}}', 'Correction de {{id}} : {{reason}}'],
  ['{{product}} disbursed', '{{product}} : versement du prêt'],
  ['{{product}} payoff', '{{product}} : remboursement anticipé'],
  ['{{product}} instalment collected', '{{product}} : échéance prélevée'],
  ['{{product}} repayment', '{{product}} : remboursement'],
  ['Valued at {{usd}} per BTC ({{age}})', 'Valorisé à {{usd}} par BTC ({{age}})'],
  ['Valued at {{usd}} per BTC', 'Valorisé à {{usd}} par BTC'],
  ['last known price, {{n}} minutes old', 'dernier cours connu, vieux de {{n}} minutes'],
  ['savings interest for {{month}}', 'intérêts d’épargne {{month, de}}'],
];

export const frenchDescriptions: EnglishKeyedCatalogue = { language: 'fr', texts, patterns };
