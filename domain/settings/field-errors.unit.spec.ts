// Proves that every refused System Settings value is reported under its own field, in words that name the field and say what is wanted.
import { describe, expect, it } from 'vitest';
import { settingsFieldErrors } from './field-errors.ts';

describe('settings field errors', () => {
  it('names the field and the rule for a wrong limit, timeout or e-mail', () => {
    expect(settingsFieldErrors('limits', { dailyTransferLimit: 'lots', monthlyTransferLimit: '50000.00' })).toEqual({
      dailyTransferLimit: 'Daily Transfer Limit must be an amount in dollars and cents, 0.00 or more (for example 2500.00)',
    });
    expect(settingsFieldErrors('security', { sessionTimeout: '2.5', maxLoginAttempts: 0 })).toEqual({
      sessionTimeout: 'Session Timeout must be a whole number from 1 to 1440',
      maxLoginAttempts: 'Max Login Attempts must be a whole number from 1 to 20',
    });
    expect(settingsFieldErrors('general', { bankName: ' ', supportEmail: 'help@' })).toEqual({ bankName: 'Bank Name is required', supportEmail: 'Support Email must be a valid email address' });
  });
  it('accepts what the form sends for good values, and refuses a field the group does not have', () => {
    expect(settingsFieldErrors('fees', { transferFee: '2.50', internationalTransferFee: 25, atmWithdrawalFee: '0', monthlyMaintenanceFee: '5.00' })).toEqual({});
    expect(settingsFieldErrors('notifications', { emailNotifications: true, fax: true })).toEqual({ fax: 'fax is not a setting of this group' });
  });
  it('takes the savings APY as a percentage with up to two decimals, 0.00 to 20.00', () => {
    expect(settingsFieldErrors('interest', { savingsInterestRate: '4.50' })).toEqual({});
    for (const wrong of ['4.555', '-1', '25', 'high']) {
      expect(settingsFieldErrors('interest', { savingsInterestRate: wrong })).toEqual({ savingsInterestRate: 'Savings Interest Rate (APY %) must be a percentage from 0.00 to 20.00 (for example 4.50)' });
    }
  });

  it('takes each loan-loss provision rate as a percentage from 0.00 to 100.00, naming the bucket', () => {
    expect(settingsFieldErrors('provisioning', { provisionCurrent: '0', provision1to30: '1.00', provision31to60: 25, provision91to180: '75.50', provisionOver180: '100' })).toEqual({});
    for (const wrong of ['100.01', '150', '-5', 'all']) {
      expect(settingsFieldErrors('provisioning', { provision61to90: wrong })).toEqual({ provision61to90: 'Provision for loans 61-90 days late (%) must be a percentage from 0.00 to 100.00 (for example 4.50)' });
    }
  });
});
