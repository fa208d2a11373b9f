/** The English of the System Settings form, each field named by its label: word for word the specification's (acceptance tests read them); the French is fr/settings.ts. */
export const settings = {
  'settings.onOff': '{{label}} must be on or off',
  'settings.money': '{{label}} must be an amount in dollars and cents, 0.00 or more (for example 2500.00)',
  'settings.percent': '{{label}} must be a percentage from 0.00 to {{max}} (for example 4.50)',
  'settings.whole': '{{label}} must be a whole number from {{min}} to {{max}}',
  'settings.tooLong': '{{label}} must be at most {{max}} characters',
  'settings.email': '{{label}} must be a valid email address',
  'settings.unknown': '{{key}} is not a setting of this group',
  'settings.required': '{{label}} is required',
} as const;
