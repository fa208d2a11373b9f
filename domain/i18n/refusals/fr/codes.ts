/** The French of the PIN, one-time codes, credential changes and the money lock (en/codes.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { codes as english } from '../en/codes.ts';

export const codes = {
  'codes.wrongPin': 'Code PIN erroné. Veuillez saisir votre code PIN de transaction.',
  'codes.cardPinLocked': 'Trop de codes PIN erronés. Veuillez réessayer dans 15 minutes.',
  'codes.pinChanged': 'Votre code PIN a changé pendant sa vérification. Veuillez réessayer.',
  'codes.notFound': 'Cette modification est introuvable. Veuillez recommencer.',
  'codes.codeInvalid': 'Code invalide. Veuillez réessayer.',
  'codes.statementGoesAnother': 'Un relevé ne part vers une autre adresse qu’avec votre code PIN et un code envoyé à votre propre e-mail.',
  'codes.ownAddressNeeds': 'Votre propre adresse n’a pas besoin de code : envoyez le relevé directement.',
  'codes.expired': 'Ce code a expiré. Veuillez recommencer.',
  'codes.used': 'Cette modification est déjà faite.',
  'codes.tooMany': 'Trop de codes erronés. Veuillez recommencer.',
  'codes.samePin': 'Le nouveau code PIN doit être différent de l’actuel.',
  'codes.onlyCustomersChange': 'Seuls les clients changent ici leur mot de passe ou leur code PIN.',
  'codes.locked': 'Les mouvements d’argent sont bloqués après trop de codes erronés. Consultez vos e-mails pour les débloquer, ou contactez la banque.',
  'codes.unlocked': 'Les mouvements d’argent sont débloqués. Vous pouvez de nouveau envoyer de l’argent.',
  'codes.notLocked': 'Les mouvements d’argent de ce client ne sont pas bloqués.',
  'codes.reasonRequired': 'Le motif est obligatoire',
  'codes.adminOnly': 'Seuls les clients ont des mouvements d’argent à débloquer.',
  'codes.pinLocked': 'Trop de codes PIN erronés. Les virements sont bloqués pendant {{minutes}} minutes.',
} satisfies Record<keyof typeof english, string>;
