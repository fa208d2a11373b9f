/** The French of the chart of accounts' refusals (en/accounting.ts): every key, the same {{placeholders}}. */
import type { accounting as english } from '../en/accounting.ts';

export const accounting = {
  'accounting.nameRequired': 'Le nom du compte est obligatoire',
  'accounting.reasonRequired': 'Un motif est obligatoire',
  'accounting.codeFormat': 'Le code comporte quatre chiffres, le premier de 1 à 5',
  'accounting.codeClass': 'Le premier chiffre du code doit correspondre à la classe : 1 actif, 2 passif, 3 capitaux propres, 4 produits, 5 charges',
  'accounting.codeTaken': 'Le compte {{code}} existe déjà.',
  'accounting.accountNotFound': 'Ce compte ne figure pas au plan comptable.',
  'accounting.sameName': 'Le nouveau nom est identique à l’actuel',
  'accounting.momentFormat': 'Le moment n’est pas une date et une heure valides',
  'accounting.periodOrder': 'Le début de la période doit précéder sa fin',
} satisfies Record<keyof typeof english, string>;
