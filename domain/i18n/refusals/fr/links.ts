/** The French of password reset, unlock and invitation links (en/links.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { links as english } from '../en/links.ts';

export const links = {
  'links.invalidLink': 'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.',
  'links.ready': 'Votre connexion est débloquée dans ce navigateur pendant 30 minutes. Connectez-vous maintenant pour continuer.',
  'links.used': 'Ce lien de déblocage a déjà servi. Si la connexion est de nouveau ralentie, un nouveau lien vous sera envoyé par e-mail.',
  'links.expired': 'Ce lien de déblocage a expiré. Si la connexion est de nouveau ralentie, un nouveau lien vous sera envoyé par e-mail.',
  'links.invalid': 'Ce lien de déblocage n’est pas valide. Veuillez utiliser le dernier lien que nous vous avons envoyé.',
  'links.unlockLinkUnusable': 'Ce lien de déblocage est invalide, a expiré ou a déjà servi. Cherchez un lien plus récent dans vos e-mails, ou contactez la banque.',
  'links.invitationInvalid': 'Ce lien d’invitation n’est pas valide. Demandez à un administrateur de vous en envoyer un nouveau.',
  'links.invitationUsed': 'Cette invitation a déjà servi. Connectez-vous avec le mot de passe et le code PIN que vous avez choisis.',
  'links.revoked': 'Cette invitation a été révoquée par un administrateur. Demandez à un administrateur de vous en envoyer une nouvelle.',
  'links.reasonRequired': 'Un motif est obligatoire.',
  'links.emailTaken': 'Un utilisateur avec cette adresse e-mail existe déjà.',
  'links.pending': 'Une invitation à cette adresse e-mail est toujours en attente : révoquez-la avant d’en envoyer une autre.',
  'links.notPending': 'Seule une invitation en attente peut être révoquée.',
  'links.awaitingApproval': 'Cette invitation attend l’approbation d’un autre administrateur. Son lien sera envoyé par e-mail une fois approuvée.',
  'links.notAwaiting': 'Seule une invitation en attente d’approbation peut être approuvée.',
  'links.youMadeRequest': 'Vous avez fait cette demande : un autre administrateur doit en décider.',
  'links.inviterMustNotDecide': 'L’administrateur qui a fait cette demande vous a invité il y a moins de 30 jours : un autre administrateur doit en décider.',
  'links.invitationExpired': 'Cette invitation a expiré (les liens valent {{hours}} heures). Demandez à un administrateur de vous en envoyer une nouvelle.',
} satisfies Record<keyof typeof english, string>;
