/**
 * What is wrong with each System Settings field, in words that name the field (issue 13): the
 * form shows them under the fields before saving, and the server refuses with the same words.
 * Values arrive as the form holds them (text or numbers); money is dollars and cents.
 */
import type { SettingsCategory } from './defaults.ts';

type Rule = { label: string; kind: 'text' | 'email' | 'money' | 'percent' | 'integer' | 'boolean'; min?: number; max?: number; required?: boolean };

/** One rule per field of each group, with the label the form shows. */
export const settingsFieldRules: Record<SettingsCategory, Record<string, Rule>> = {
  general: {
    bankName: { label: 'Bank Name', kind: 'text', required: true, max: 120 },
    bankCode: { label: 'Bank Code', kind: 'text', required: true, max: 20 },
    supportEmail: { label: 'Support Email', kind: 'email', max: 200 },
    supportPhone: { label: 'Support Phone', kind: 'text', max: 40 },
    bankAddress: { label: 'Bank Address', kind: 'text', max: 300 },
  },
  security: {
    sessionTimeout: { label: 'Session Timeout', kind: 'integer', min: 1, max: 1440 },
    maxLoginAttempts: { label: 'Max Login Attempts', kind: 'integer', min: 1, max: 20 },
    twoFactorAuth: { label: 'Two-Factor Authentication', kind: 'boolean' },
    passwordComplexity: { label: 'Password Complexity', kind: 'boolean' },
  },
  notifications: {
    emailNotifications: { label: 'Email Notifications', kind: 'boolean' },
    smsNotifications: { label: 'SMS Notifications', kind: 'boolean' },
    pushNotifications: { label: 'Push Notifications', kind: 'boolean' },
    adminAlerts: { label: 'Admin Alerts', kind: 'boolean' },
  },
  limits: {
    dailyTransferLimit: { label: 'Daily Transfer Limit', kind: 'money' },
    monthlyTransferLimit: { label: 'Monthly Transfer Limit', kind: 'money' },
    dailyWithdrawalLimit: { label: 'Daily Withdrawal Limit', kind: 'money' },
    minimumAccountBalance: { label: 'Minimum Account Balance', kind: 'money' },
    newPayeeThreshold: { label: 'New Payee Transfer Threshold', kind: 'money' },
    newPayeeCoolingOffHours: { label: 'New Payee Cooling-Off (hours)', kind: 'integer', min: 0, max: 720 },
  },
  fees: {
    transferFee: { label: 'Transfer Fee', kind: 'money' },
    internationalTransferFee: { label: 'International Transfer Fee', kind: 'money' },
    atmWithdrawalFee: { label: 'ATM Withdrawal Fee', kind: 'money' },
    monthlyMaintenanceFee: { label: 'Monthly Maintenance Fee', kind: 'money' },
  },
  interest: {
    savingsInterestRate: { label: 'Savings Interest Rate (APY %)', kind: 'percent', max: 20 },
  },
};

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fieldError(rule: Rule, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : String(value ?? '');
  if (rule.kind === 'boolean') return typeof value === 'boolean' ? null : `${rule.label} must be on or off`;
  if (rule.kind === 'money') return MONEY.test(text) ? null : `${rule.label} must be an amount in dollars and cents, 0.00 or more (for example 2500.00)`;
  if (rule.kind === 'percent') return PERCENT.test(text) && Number(text) <= (rule.max ?? 100) ? null : `${rule.label} must be a percentage from 0.00 to ${(rule.max ?? 100).toFixed(2)} (for example 4.50)`;
  if (rule.kind === 'integer') {
    const n = Number(text);
    return WHOLE.test(text) && n >= (rule.min ?? 0) && n <= (rule.max ?? Number.MAX_SAFE_INTEGER) ? null : `${rule.label} must be a whole number from ${rule.min ?? 0} to ${rule.max}`;
  }
  if (rule.required && !text) return `${rule.label} is required`;
  if (rule.max !== undefined && text.length > rule.max) return `${rule.label} must be at most ${rule.max} characters`;
  if (rule.kind === 'email' && text && !EMAIL.test(text)) return `${rule.label} must be a valid email address`;
  return null;
}

/** Every field's error (unknown fields included), in the form's order; empty when the group can be saved. */
export function settingsFieldErrors(category: SettingsCategory, values: Record<string, unknown>): Record<string, string> {
  const rules = settingsFieldRules[category];
  const errors: Record<string, string> = {};
  for (const key of Object.keys(values)) if (!(key in rules)) errors[key] = `${key} is not a setting of this group`;
  for (const [key, rule] of Object.entries(rules)) {
    if (!(key in values)) continue;
    const error = fieldError(rule, values[key]);
    if (error) errors[key] = error;
  }
  return errors;
}
