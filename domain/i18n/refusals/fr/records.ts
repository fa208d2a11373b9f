/** The French of cards, records, statements, insights, alerts and the contact form (en/records.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { records as english } from '../en/records.ts';

export const records = {
  'records.cardNotFound': 'Carte introuvable',
  'records.ownCardsOnly': 'Vous ne pouvez gérer que vos propres cartes.',
  'records.newCardRequested': 'Une nouvelle carte a déjà été demandée.',
  'records.replacementCardRequested': 'Une carte de remplacement a déjà été demandée.',
  'records.customerRecordsAre': 'Les dossiers clients sont réservés aux clients.',
  'records.creditScoresAre': 'Les scores de crédit ne sont enregistrés que pour les clients.',
  'records.score': 'Le score doit être un nombre entier de 300 à 900.',
  'records.bureau': 'Le bureau de crédit est obligatoire.',
  'records.reportDate': 'La date du rapport ne peut pas être postérieure à aujourd’hui.',
  'records.noStatement': 'Aucun relevé pour cette période.',
  'records.containsRequired': 'Le texte à rechercher est obligatoire',
  'records.categoryRequired': 'La catégorie est obligatoire',
  'records.ruleNotFound': 'Règle introuvable',
  'records.transactionNotFound': 'Opération introuvable',
  'records.invalidAmount': 'Veuillez saisir un montant valide, par exemple 500.00',
  'records.tooLarge': 'Le montant ne peut pas dépasser 10 000 000,00 $US',
  'records.nameRequired': 'Le nom est obligatoire',
  'records.subjectRequired': 'L’objet est obligatoire',
  'records.messageRequired': 'Le message est obligatoire',
  'records.messageNotFound': 'Message introuvable',
  'records.tooManyRules': 'Vous pouvez garder au plus {{max}} règles',
  'records.containsTooLong': 'Le texte à rechercher doit comporter au plus {{max}} caractères',
  'records.categoryTooLong': 'La catégorie doit comporter au plus {{max}} caractères',
  'records.messageTooLong': 'Le message doit comporter au plus {{max}} caractères',
} satisfies Record<keyof typeof english, string>;
