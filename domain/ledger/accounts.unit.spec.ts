// Proves a posting counts towards a customer's balance only when it names exactly that customer's own account.
import { describe, expect, it } from 'vitest';
import { customerAccount, ownAccountCurrency } from './accounts.ts';

describe('own account of a customer', () => {
  it('recognises the customer\'s USD and BTC accounts', () => {
    expect(ownAccountCurrency(customerAccount('u1', 'USD'), 'u1')).toBe('USD');
    expect(ownAccountCurrency(customerAccount('u1', 'BTC'), 'u1')).toBe('BTC');
  });

  it('ignores other customers whose id merely starts or ends alike, and the bank\'s accounts', () => {
    expect(ownAccountCurrency(customerAccount('u12', 'USD'), 'u1')).toBeNull();
    expect(ownAccountCurrency(customerAccount('u1', 'USD'), 'u12')).toBeNull();
    expect(ownAccountCurrency(customerAccount('xu1', 'USD'), 'u1')).toBeNull();
    expect(ownAccountCurrency('bank:clearing:USD', 'u1')).toBeNull();
    expect(ownAccountCurrency('customer:u1-USD', 'u1')).toBeNull();
    expect(ownAccountCurrency('customer:u1:EUR', 'u1')).toBeNull();
  });
});
