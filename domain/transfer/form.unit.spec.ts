// Proves the step-1 rules of the transfer and deposit forms give the specified message for each bad field and none for good input.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUNTRIES, DEPOSIT_METHODS, LOCAL_BANKS, PURPOSES, firstError, validateBitcoinTransfer, validateDeposit,
  validateInternationalTransfer, validateLocalTransfer,
} from './form.ts';

const goodLocal = { recipientName: 'Ada Obi', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', amount: '25.00', description: 'Rent' };
const goodInternational = {
  recipientName: 'Jean Dupont', recipientAddress: '1 Rue de Rivoli', recipientCity: 'Paris', recipientCountry: 'France',
  accountNumber: 'FR7630006000011234567890189', swiftCode: 'BNPAFRPP', bankName: 'BNP Paribas', bankAddress: '16 Bd des Italiens',
  amount: '100', currency: 'EUR', purpose: 'Family Support', description: 'School fees',
};
const goodBitcoin = { recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '0.001', description: 'Gift' };

describe('constant lists', () => {
  it('offers ten local banks with this bank first, 17 countries, 8 purposes and 4 deposit methods', () => {
    expect(LOCAL_BANKS).toHaveLength(10);
    expect(LOCAL_BANKS[0]).toBe('Trust Microfinance Bank');
    expect(COUNTRIES).toHaveLength(17);
    expect(PURPOSES).toEqual(['Family Support', 'Education', 'Medical Treatment', 'Business Transaction', 'Investment', 'Property Purchase', 'Travel Expenses', 'Other']);
    expect(DEPOSIT_METHODS.map((m) => [m.id, m.timing])).toEqual([['bank', '1-3 business days'], ['wire', 'Same day'], ['check', '1-2 business days'], ['cash', 'Immediate']]);
  });
});

describe('local transfer', () => {
  it('given a complete form, when validated, then there are no errors', () => {
    expect(validateLocalTransfer(goodLocal)).toEqual({});
  });

  it('given an empty form, when validated, then every field has its specified message in order', () => {
    const errors = validateLocalTransfer({ recipientName: '', accountNumber: '', routingNumber: '', bankName: '', amount: '', description: '' });
    expect(errors).toEqual({
      recipientName: 'Recipient name is required', accountNumber: 'Account number must be 10 digits',
      routingNumber: 'Routing number must be 9 digits', bankName: 'Please select a bank',
      amount: 'Please enter a valid amount', description: 'Description is required',
    });
    expect(firstError(errors)).toBe('Recipient name is required');
  });

  it('refuses a zero amount, nine-digit account, a ten-digit routing number and a long description', () => {
    const errors = validateLocalTransfer({ ...goodLocal, amount: '0', accountNumber: '123456789', routingNumber: '1234567890', description: 'x'.repeat(501) });
    expect(Object.keys(errors)).toEqual(['accountNumber', 'routingNumber', 'amount', 'description']);
  });

  it('accepts any positive amount with at most two decimals (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (cents) => {
      const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      return validateLocalTransfer({ ...goodLocal, amount }).amount === undefined;
    }));
  });
});

describe('international transfer', () => {
  it('given a complete form, when validated, then there are no errors', () => {
    expect(validateInternationalTransfer(goodInternational)).toEqual({});
  });

  it('requires country, city and purpose, and a SWIFT code of 8 to 11 upper-case characters', () => {
    const errors = validateInternationalTransfer({ ...goodInternational, recipientCountry: '', recipientCity: ' ', purpose: '', swiftCode: 'BNPAFR' });
    expect(errors).toEqual({
      recipientCity: 'City is required', recipientCountry: 'Country is required',
      swiftCode: 'SWIFT code must be 8 to 11 characters', purpose: 'Purpose is required',
    });
    expect(validateInternationalTransfer({ ...goodInternational, swiftCode: 'bnpafrpp' }).swiftCode).toBe('SWIFT code may contain only letters and digits');
    expect(validateInternationalTransfer({ ...goodInternational, swiftCode: '' }).swiftCode).toBe('SWIFT code is required');
  });
});

describe('bitcoin transfer', () => {
  it('given a valid address, amount and description, then there are no errors', () => {
    expect(validateBitcoinTransfer(goodBitcoin)).toEqual({});
  });

  it('gives the specified messages', () => {
    expect(validateBitcoinTransfer({ recipientAddress: '', amount: '0', description: '' })).toEqual({
      recipientAddress: 'Bitcoin address is required', amount: 'Please enter a valid amount', description: 'Description is required',
    });
    expect(validateBitcoinTransfer({ ...goodBitcoin, recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' }).recipientAddress).toBe('Invalid Bitcoin address format');
    expect(validateBitcoinTransfer({ ...goodBitcoin, amount: '0.000000001' }).amount).toBe('Please enter a valid amount');
  });
});

describe('deposit', () => {
  it('refuses a missing amount and one under $10.00, accepts $10.00', () => {
    expect(validateDeposit({ method: 'bank', amount: '' }).amount).toBe('Please enter a valid deposit amount');
    expect(validateDeposit({ method: 'bank', amount: '9.99' }).amount).toBe('The minimum deposit is $10.00');
    expect(validateDeposit({ method: 'cash', amount: '10.00' })).toEqual({});
  });
});
