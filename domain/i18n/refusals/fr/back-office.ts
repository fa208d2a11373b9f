/** The French of the back office and savings interest (en/back-office.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { backOffice as english } from '../en/back-office.ts';

export const backOffice = {
  'backOffice.adminNotFrozen': 'Un compte administrateur ne peut pas être gelé.',
  'backOffice.adminNotSuspended': 'Un compte administrateur ne peut pas être suspendu.',
  'backOffice.nameAndEmailRequired': 'Le nom et l’e-mail ne peuvent pas être vides.',
  'backOffice.suspensionReasonRequired': 'Veuillez indiquer le motif de la suspension.',
  'backOffice.roleChangeRefused': 'Les rôles ne peuvent pas être modifiés depuis le back-office : les administrateurs sont créés par l’exploitant (voir docs/admin.md).',
  'backOffice.accountNumberChangeRefused': 'Les numéros de compte ne peuvent pas être modifiés : le numéro identifie le compte dans les livres, sur les relevés et dans les virements.',
  'backOffice.overdraw': 'Cette opération mettrait le compte à découvert ; elle n’a donc pas été passée.',
  'backOffice.adjustmentWouldOverdraw': 'Cet ajustement mettrait le compte à découvert.',
  'backOffice.adjustmentReasonRequired': 'Un motif est obligatoire pour un ajustement de solde.',
  'backOffice.transactionNotFound': 'Opération introuvable. Seules les opérations créées dans le back-office peuvent être modifiées ou supprimées.',
  'backOffice.transactionAlreadyDeleted': 'Cette opération a déjà été supprimée (contrepassée).',
  'backOffice.fillInAll': 'Veuillez remplir tous les champs obligatoires',
  'backOffice.correctHighlightedFields': 'Veuillez corriger les champs signalés.',
  'backOffice.settingsAdminOnly': 'Seul un administrateur peut modifier les paramètres du système.',
  'backOffice.settingsError': 'Erreur lors de l’enregistrement des paramètres. Veuillez réessayer.',
  'backOffice.clearAllUsers': 'Effacer tous les utilisateurs n’existe que sur une instance démarrée en mode démo.',
  'backOffice.demoResetTooMany': 'Une réinitialisation de démo traite au plus {{max}} clients.',
  'backOffice.interestPosted': 'Les intérêts de {{month}} ont déjà été versés.',
  'backOffice.interestOrder': 'Les intérêts de {{month}} doivent être versés avant {{month2}}.',
  'backOffice.notOpenIn': 'Le compte n’était pas ouvert en {{month}}.',
  'backOffice.monthNotEnded': '{{month}} n’est pas encore terminé ; ses intérêts seront versés le {{date}}.',
} satisfies Record<keyof typeof english, string>;
