// Proves the bank's contact details have one source, System Settings: the public site's answer (footer, Contact, Account
// Suspended) and the deposit instructions give what the administrator saved, and by default the public site's own details.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moneyBank } from '../../tests/support/money-fixtures.ts';

describe('the bank contact details', () => {
  it('by default are the ones the public site always gave', async () => {
    const bank = await moneyBank();
    const answer = await bank.call('/api/bank-contact', undefined, undefined, 'GET');
    expect(answer.body).toEqual({ name: 'Trust Microfinance Bank', phone: '+1 (800) 555-0186', email: 'support@trustmicrofinance.bank', address: '100 Unity Avenue, Suite 200, Springfield, IL 62701' });
  });

  it('follow System Settings: saved once, the public site and the deposit instructions both change', async () => {
    const bank = await moneyBank();
    const values = { bankName: 'Trust Microfinance Bank', bankCode: 'TMB001', supportEmail: 'help@trustmicrofinance.bank', supportPhone: '+1 (800) 555-0199', bankAddress: '7 Harbour Road, Springfield, IL 62704' };
    expect((await bank.call('/functions/v1/admin-settings', { action: 'save', category: 'general', values }, bank.admin)).status).toBe(200);
    const answer = await bank.call('/api/bank-contact', undefined, undefined, 'GET');
    expect(answer.body).toEqual({ name: 'Trust Microfinance Bank', phone: '+1 (800) 555-0199', email: 'help@trustmicrofinance.bank', address: '7 Harbour Road, Springfield, IL 62704' });
    const deposit = await bank.call('/functions/v1/deposit-create', { method: 'wire', amount: '50.00' }, bank.alice.token, 'POST', { 'idempotency-key': randomUUID() });
    expect(JSON.stringify(deposit.body)).toContain('7 Harbour Road, Springfield, IL 62704');
  });
});
