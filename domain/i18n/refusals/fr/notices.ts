/** The French of what the back office answers when something was done (en/notices.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { notices as english } from '../en/notices.ts';

export const notices = {
  'notices.accountFrozenDebits': 'Compte gelé : les débits sont bloqués.',
  'notices.accountUnfrozen': 'Compte dégelé.',
  'notices.invitationRevoked': 'Invitation révoquée.',
  'notices.administratorAccountReady': 'Votre compte administrateur est prêt. Connectez-vous avec votre e-mail, votre mot de passe et votre code PIN.',
  'notices.transactionCreated': 'Opération créée.',
  'notices.transactionUpdated': 'Opération modifiée.',
  'notices.transactionDeletedReversing': 'Opération supprimée : une écriture de contrepassation a été passée et l’originale reste dans l’historique d’audit.',
  'notices.userUpdated': 'Utilisateur modifié.',
  'notices.settingsSaved': 'Paramètres enregistrés et appliqués au système !',
  'notices.thankYouMessage': 'Merci ! Votre message a bien été envoyé.',
  'notices.loanRecommended': 'Prêt recommandé pour approbation.',
  'notices.loanApproved': 'Prêt approuvé.',
  'notices.loanRejected': 'Prêt rejeté.',
  'notices.loanDisbursed': 'Prêt versé sur l’épargne du client.',
  'notices.loanRescheduled': 'Prêt rééchelonné.',
  'notices.loanProductSaved': 'Produit de prêt enregistré.',
  'notices.applicationWasReceived': 'Votre demande a bien été reçue. Nous vous informerons de notre décision.',
  'notices.invitationSent': 'Invitation envoyée à {{email}}.',
  'notices.invitationRecorded': 'Invitation à {{email}} enregistrée : un autre administrateur doit l’approuver avant l’envoi de son lien.',
  'notices.invitationApproved': 'Invitation approuvée : le lien a été envoyé à {{email}}.',
  'notices.userSuspended': 'L’utilisateur {{name}} a été suspendu.',
  'notices.userActivated': 'L’utilisateur {{name}} a été activé.',
  'notices.demoCleared': '{{n}} utilisateurs de démo effacés. Leurs événements restent dans l’historique d’audit.',
} satisfies Record<keyof typeof english, string>;
