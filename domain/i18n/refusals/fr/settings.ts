/** The French of the System Settings form, each field named by its label (en/settings.ts): every key, the same {{placeholders}}; a missing or extra key does not compile. */
import type { settings as english } from '../en/settings.ts';

export const settings = {
  'settings.onOff': '{{label}} doit être activé ou désactivé',
  'settings.money': '{{label}} doit être un montant en dollars et cents, 0.00 ou plus (par exemple 2500.00)',
  'settings.percent': '{{label}} doit être un pourcentage de 0.00 à {{max}} (par exemple 4.50)',
  'settings.whole': '{{label}} doit être un nombre entier de {{min}} à {{max}}',
  'settings.tooLong': '{{label}} doit comporter au plus {{max}} caractères',
  'settings.email': '{{label}} doit être une adresse e-mail valide',
  'settings.unknown': '{{key}} n’est pas un paramètre de ce groupe',
  'settings.required': '{{label}} : champ obligatoire',
} satisfies Record<keyof typeof english, string>;
