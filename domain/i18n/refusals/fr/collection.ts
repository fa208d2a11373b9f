/** Le français de la feuille de collecte (issue 29 point 4) ; l'anglais est en/collection.ts. */
import type { collection as english } from '../en/collection.ts';

export const collection: Record<keyof typeof english, string> = {
  'collection.amount': 'Les montants sont des centimes entiers, zéro ou plus.',
  'collection.notAMember': "Ce client n'est pas membre du groupe.",
  'collection.notAMeeting': "Le {{date}} n'est pas un jour de réunion de ce groupe (ou il est encore à venir).",
  'collection.noLoan': "Ce membre n'a pas de prêt sur cette ligne : enregistrez l'argent comme dépôt d'épargne.",
  'collection.paidMoreThanDue': "Le paiement dépasse les {{usd}} dus : le reste va à l'épargne seulement si le membre est d'accord.",
  'collection.noSuchLine': "Aucune ligne de ce nom n'attend de revue.",
  'collection.alreadyResolved': 'Cette ligne a déjà été traitée.',
};
