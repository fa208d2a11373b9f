/** The English of the chart of accounts' refusals (domain/accounting/chart-decider.ts); the French is fr/accounting.ts. */
export const accounting = {
  'accounting.nameRequired': 'Account name is required',
  'accounting.reasonRequired': 'A reason is required',
  'accounting.codeFormat': 'The code is four digits, the first from 1 to 5',
  'accounting.codeClass': 'The first digit of the code must match the class: 1 assets, 2 liabilities, 3 equity, 4 income, 5 expenses',
  'accounting.codeTaken': 'Account {{code}} already exists.',
  'accounting.accountNotFound': 'This account is not in the chart.',
  'accounting.sameName': 'The new name is the same as the current one',
  'accounting.momentFormat': 'The moment is not a valid date and time',
  'accounting.periodOrder': 'The start of the period must come before its end',
} as const;
