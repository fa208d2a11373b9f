/** The French of the problem-details titles and the request-level refusals (en/problems.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { problems as english } from '../en/problems.ts';

export const problems = {
  'problems.validation': 'Requête invalide',
  'problems.unauthorized': 'Non connecté',
  'problems.forbidden': 'Non autorisé',
  'problems.not_found': 'Introuvable',
  'problems.conflict': 'Conflit',
  'problems.locked': 'Bloqué',
  'problems.insufficient_funds': 'Fonds insuffisants',
  'problems.limit_exceeded': 'Plafond dépassé',
  'problems.unavailable': 'Temporairement indisponible',
  'problems.rate_limited': 'Trop de requêtes',
  'problems.payload_too_large': 'Requête trop volumineuse',
  'problems.internal': 'Erreur du serveur',
  'problems.tooManyRequestsWait': 'Trop de requêtes. Veuillez réessayer dans {{wait}}.',
  'problems.invalidField': 'Requête invalide : {{field}} : {{message}}',
} satisfies Record<keyof typeof english, string>;
