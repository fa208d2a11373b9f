/** The French of payees and standing orders (en/payees.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { payees as english } from '../en/payees.ts';

export const payees = {
  'payees.notFound': 'Ce bénéficiaire est introuvable.',
  'payees.duplicate': 'Ce bénéficiaire est déjà enregistré.',
  'payees.nameRequired': 'Le nom du bénéficiaire est obligatoire',
  'payees.requestNotFound': 'Cette demande d’ajout de bénéficiaire est introuvable. Veuillez recommencer.',
  'payees.onlyCustomersKeep': 'Seuls les clients ont des bénéficiaires.',
  'payees.onlyCustomersKeepStanding': 'Seuls les clients ont des virements programmés.',
  'payees.standingOrderNotFound': 'Ce virement programmé est introuvable.',
  'payees.standingOrderRequestNotFound': 'Cette demande de virement programmé est introuvable. Veuillez recommencer.',
  'payees.startPast': 'La date du premier paiement ne peut pas être dans le passé.',
  'payees.startTooFar': 'La date du premier paiement doit se situer dans l’année qui vient.',
  'payees.endBeforeStart': 'La date de fin doit être égale ou postérieure à la date du premier paiement.',
  'payees.endAndCount': 'Choisissez une date de fin ou un nombre de paiements, pas les deux.',
  'payees.notActive': 'Seul un virement programmé actif peut être suspendu.',
  'payees.notPaused': 'Seul un virement programmé suspendu peut être repris.',
  'payees.finished': 'Ce virement programmé est déjà terminé.',
  'payees.cancelled': 'Ce virement programmé est annulé.',
  'payees.wrongDate': 'Cette échéance n’est pas due à cette date.',
  'payees.paused': 'Le virement programmé était suspendu à cette date.',
  'payees.paymentAlreadyMade': 'Ce paiement a déjà été effectué.',
  'payees.coolingOff': 'Ce bénéficiaire a été ajouté récemment : les virements de plus de {{usd}} vers lui sont possibles à partir du {{when}}.',
  'payees.tooLate': 'Ce paiement était dû plus de {{days}} jours avant que la banque puisse l’effectuer ; il n’a donc pas été effectué.',
  'payees.count': 'Le nombre de paiements doit être un nombre entier de 1 à {{max}}.',
  'payees.tooMany': 'Vous pouvez enregistrer au plus {{max}} bénéficiaires. Veuillez d’abord en supprimer un.',
  'payees.descriptionTooLong': 'Le libellé doit comporter au plus {{max}} caractères',
} satisfies Record<keyof typeof english, string>;
