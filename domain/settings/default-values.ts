/**
 * The specification's System Settings defaults (part 2, sections 3 and 9) as plain data, apart from
 * their zod schemas (defaults.ts), so the public site's home page can show the bank's name, contact
 * and savings APY without downloading zod. defaults.ts checks this object against the schemas' types.
 */
export const BANK_NAME = 'Trust Microfinance Bank';

export const defaultSettings = {
  general: {
    bankName: BANK_NAME,
    bankCode: 'TMB001',
    supportEmail: 'support@trustmicrofinance.bank',
    supportPhone: '+1 (800) 555-0186',
    bankAddress: '100 Unity Avenue, Suite 200, Springfield, IL 62701',
  },
  security: { sessionTimeout: 30, maxLoginAttempts: 3, twoFactorAuth: true, passwordComplexity: true },
  notifications: { emailNotifications: true, smsNotifications: true, pushNotifications: true, adminAlerts: true },
  limits: {
    dailyTransferLimit: 10_000_00,
    monthlyTransferLimit: 100_000_00,
    dailyWithdrawalLimit: 5_000_00,
    minimumAccountBalance: 100_00,
    newPayeeThreshold: 1_000_00,
    newPayeeCoolingOffHours: 24,
  },
  fees: { transferFee: 5_00, internationalTransferFee: 15_00, atmWithdrawalFee: 3_00, monthlyMaintenanceFee: 12_00 },
  interest: { savingsInterestRate: 450 },
  /** Loan-loss provision rates by arrears bucket, in basis points (2500 = 25 %): domain/loans/provisioning.ts. */
  provisioning: { provisionCurrent: 0, provision1to30: 100, provision31to60: 2500, provision61to90: 5000, provision91to180: 7500, provisionOver180: 10_000 },
  // No checklist by default: a bank turns KYC gating on by naming what it requires (docs/kyc.md).
  kyc: { identifierTypes: 'national_id, voter_card, passport, driving_licence', requiredIdentifiers: '', requiredDocuments: '' },
};
