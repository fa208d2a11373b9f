/** The French of sessions, sign-in, roles and the request itself (en/session.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { session as english } from '../en/session.ts';

export const session = {
  'session.sessionHasExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'session.invalidRefreshToken': 'Jeton de renouvellement invalide : jeton introuvable',
  'session.loginRefused': 'E-mail, mot de passe ou code PIN invalide.',
  'session.signInBusy': 'Une autre connexion à ce compte était en cours au même moment. Veuillez réessayer.',
  'session.sessionNotFound': 'Session introuvable',
  'session.actionRequiresAdministrator': 'Cette action est réservée aux administrateurs.',
  'session.areaForAdministrators': 'Cet espace est réservé aux administrateurs.',
  'session.accountSuspended': 'Votre compte a été suspendu.',
  'session.suspended': 'Votre compte est suspendu. Veuillez contacter le support.',
  'session.userNotFound': 'Utilisateur introuvable',
  'session.selectedUserNotFound': 'Utilisateur sélectionné introuvable',
  'session.ownAccountOnly': 'Vous ne pouvez modifier que votre propre compte.',
  'session.bodyNotJson': 'Le corps de la requête n’est pas un JSON valide.',
  'session.forbiddenCharacters': 'La requête contient des caractères non autorisés.',
  'session.unsupportedGrantType': 'Type d’autorisation non pris en charge.',
  'session.unknownLogoutScope': 'Portée de déconnexion inconnue.',
  'session.somethingWentWrong': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'session.missing': 'Un en-tête Idempotency-Key (un UUID) est requis pour cette requête.',
  'session.reused': 'Cette demande a déjà été faite avec d’autres détails. Veuillez recommencer.',
  'session.tryAgain': 'Votre compte traitait une autre demande au même moment. Veuillez réessayer.',
  'session.busy': 'Un autre paiement depuis votre compte était en cours au même moment. Veuillez réessayer.',
  'session.signInThrottled': 'Trop de tentatives de connexion. Veuillez patienter {{wait}} puis réessayer.',
} satisfies Record<keyof typeof english, string>;
