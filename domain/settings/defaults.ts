/**
 * System Settings (part 2, sections 3 and 9): the five groups and the specification's
 * defaults. Money fields are integers of cents; everything else is as specified.
 */
import { z } from 'zod';
import { BANK_NAME, defaultSettings as specifiedDefaults } from './default-values.ts';

export const generalSettings = z.object({
  bankName: z.string().min(1).max(120),
  bankCode: z.string().min(1).max(20),
  supportEmail: z.string().max(200),
  supportPhone: z.string().max(40),
  bankAddress: z.string().max(300),
});

export const securitySettings = z.object({
  sessionTimeout: z.number().int().min(1).max(24 * 60),
  maxLoginAttempts: z.number().int().min(1).max(20),
  twoFactorAuth: z.boolean(),
  passwordComplexity: z.boolean(),
});

export const notificationSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  adminAlerts: z.boolean(),
});

const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const limitSettings = z.object({
  dailyTransferLimit: cents,
  monthlyTransferLimit: cents,
  dailyWithdrawalLimit: cents,
  minimumAccountBalance: cents,
  /** A payee saved less than newPayeeCoolingOffHours ago receives at most this much per transfer (anti-fraud cooling-off). */
  newPayeeThreshold: cents,
  newPayeeCoolingOffHours: z.number().int().min(0).max(720),
});

export const feeSettings = z.object({
  transferFee: cents,
  internationalTransferFee: cents,
  atmWithdrawalFee: cents,
  monthlyMaintenanceFee: cents,
});

/** Rates in basis points (450 = 4.50 %), so no fraction of a percent is a floating-point number. */
const basisPoints = z.number().int().min(0).max(10_000);

export const interestSettings = z.object({
  /** The APY paid on savings (the public site's "up to 4.5% APY"): accrued daily, posted monthly (domain/savings/interest.ts). */
  savingsInterestRate: basisPoints,
});

/** The share of each arrears bucket's outstanding principal held as the allowance for loan losses (domain/loans/provisioning.ts). */
export const provisioningSettings = z.object({
  provisionCurrent: basisPoints,
  provision1to30: basisPoints,
  provision31to60: basisPoints,
  provision61to90: basisPoints,
  provision91to180: basisPoints,
  provisionOver180: basisPoints,
});

/** KYC (issue 29 item 6): the identifier types the administrator keeps, and the checklist; comma-separated names (domain/kyc/checklist.ts). */
export const kycSettings = z.object({
  identifierTypes: z.string().max(300),
  requiredIdentifiers: z.string().max(300),
  requiredDocuments: z.string().max(300),
});

export const settingsGroups = {
  general: generalSettings,
  security: securitySettings,
  notifications: notificationSettings,
  limits: limitSettings,
  fees: feeSettings,
  interest: interestSettings,
  provisioning: provisioningSettings,
  kyc: kycSettings,
} as const;

export type SettingsCategory = keyof typeof settingsGroups;

/** The five groups in tab order: the one list every other place (events, contract, page) takes them from. */
export const settingsCategories = Object.keys(settingsGroups) as [SettingsCategory, ...SettingsCategory[]];

export interface Settings {
  general: z.infer<typeof generalSettings>;
  security: z.infer<typeof securitySettings>;
  notifications: z.infer<typeof notificationSettings>;
  limits: z.infer<typeof limitSettings>;
  fees: z.infer<typeof feeSettings>;
  interest: z.infer<typeof interestSettings>;
  provisioning: z.infer<typeof provisioningSettings>;
  kyc: z.infer<typeof kycSettings>;
}

/** The specification's defaults live in default-values.ts (no zod), so the public site reads them without the schemas; typed against them here. */
export { BANK_NAME };
export const defaultSettings: Settings = specifiedDefaults;
