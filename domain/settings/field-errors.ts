/**
 * What is wrong with each System Settings field, in words that name the field (issue 13): the
 * form shows them under the fields before saving, and the server refuses with the same words.
 * Values arrive as the form holds them (text or numbers); money is dollars and cents.
 */
import { english } from '../errors.ts';
import type { LabelKey } from '../i18n/refusals/words.ts';
import type { SettingsCategory } from './defaults.ts';

type Rule = { kind: 'text' | 'email' | 'money' | 'percent' | 'integer' | 'boolean'; min?: number; max?: number; required?: boolean };

/** One rule per field of each group; a field's label is labels.<key> in each language's refusal catalogue (domain/i18n/refusals). */
export const settingsFieldRules: Record<SettingsCategory, Record<string, Rule>> = {
  general: {
    bankName: { kind: 'text', required: true, max: 120 },
    bankCode: { kind: 'text', required: true, max: 20 },
    supportEmail: { kind: 'email', max: 200 },
    supportPhone: { kind: 'text', max: 40 },
    bankAddress: { kind: 'text', max: 300 },
  },
  security: {
    sessionTimeout: { kind: 'integer', min: 1, max: 1440 },
    maxLoginAttempts: { kind: 'integer', min: 1, max: 20 },
    twoFactorAuth: { kind: 'boolean' },
    passwordComplexity: { kind: 'boolean' },
  },
  notifications: {
    emailNotifications: { kind: 'boolean' },
    smsNotifications: { kind: 'boolean' },
    pushNotifications: { kind: 'boolean' },
    adminAlerts: { kind: 'boolean' },
  },
  limits: {
    dailyTransferLimit: { kind: 'money' },
    monthlyTransferLimit: { kind: 'money' },
    dailyWithdrawalLimit: { kind: 'money' },
    minimumAccountBalance: { kind: 'money' },
    newPayeeThreshold: { kind: 'money' },
    newPayeeCoolingOffHours: { kind: 'integer', min: 0, max: 720 },
  },
  fees: {
    transferFee: { kind: 'money' },
    internationalTransferFee: { kind: 'money' },
    atmWithdrawalFee: { kind: 'money' },
    monthlyMaintenanceFee: { kind: 'money' },
  },
  interest: {
    savingsInterestRate: { kind: 'percent', max: 20 },
  },
  provisioning: {
    provisionCurrent: { kind: 'percent', max: 100 },
    provision1to30: { kind: 'percent', max: 100 },
    provision31to60: { kind: 'percent', max: 100 },
    provision61to90: { kind: 'percent', max: 100 },
    provision91to180: { kind: 'percent', max: 100 },
    provisionOver180: { kind: 'percent', max: 100 },
  },
  kyc: {
    identifierTypes: { kind: 'text', required: true, max: 300 },
    requiredIdentifiers: { kind: 'text', max: 300 },
    requiredDocuments: { kind: 'text', max: 300 },
  },
};

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field's error, naming the field by its label in the reader's language (labels.<key>, domain/i18n/refusals). */
function fieldError(key: string, rule: Rule, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : String(value ?? '');
  const label = `labels.${key}` as LabelKey;
  if (rule.kind === 'boolean') return typeof value === 'boolean' ? null : english('settings.onOff', { label });
  if (rule.kind === 'money') return MONEY.test(text) ? null : english('settings.money', { label });
  if (rule.kind === 'percent') return PERCENT.test(text) && Number(text) <= (rule.max ?? 100) ? null : english('settings.percent', { label, max: (rule.max ?? 100).toFixed(2) });
  if (rule.kind === 'integer') {
    const n = Number(text);
    return WHOLE.test(text) && n >= (rule.min ?? 0) && n <= (rule.max ?? Number.MAX_SAFE_INTEGER) ? null : english('settings.whole', { label, min: rule.min ?? 0, max: String(rule.max) });
  }
  if (rule.required && !text) return english('settings.required', { label });
  if (rule.max !== undefined && text.length > rule.max) return english('settings.tooLong', { label, max: rule.max });
  if (rule.kind === 'email' && text && !EMAIL.test(text)) return english('settings.email', { label });
  return null;
}

/** Every field's error (unknown fields included), in the form's order; empty when the group can be saved. */
export function settingsFieldErrors(category: SettingsCategory, values: Record<string, unknown>): Record<string, string> {
  const rules = settingsFieldRules[category];
  const errors: Record<string, string> = {};
  for (const key of Object.keys(values)) if (!(key in rules)) errors[key] = english('settings.unknown', { key });
  for (const [key, rule] of Object.entries(rules)) {
    if (!(key in values)) continue;
    const error = fieldError(key, rule, values[key]);
    if (error) errors[key] = error;
  }
  return errors;
}
