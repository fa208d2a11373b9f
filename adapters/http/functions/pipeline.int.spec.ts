/**
 * Proves what the table's declarations do in the pipeline: `admin` refuses a customer with 403
 * before the body is read (a malformed body tells them nothing), `input: 'ignored'` answers
 * whatever body was sent, and a limit declared for some actions counts only those actions.
 */
import { describe, expect, it } from 'vitest';
import { localDetails, moneyBank } from '../../../tests/support/money-fixtures.ts';

describe('the function pipeline reads the table', () => {
  it('refuses a customer at a back-office function before reading the body, and lets an administrator reach the schema', async () => {
    const bank = await moneyBank();
    const customer = await bank.call('/functions/v1/admin-users', '{not json', bank.alice.token);
    expect(customer.status).toBe(403);
    expect(customer.body.detail).toBe('This area is for administrators only.');
    expect((await bank.call('/functions/v1/admin-users', '{not json')).status).toBe(401);
    const admin = await bank.call('/functions/v1/admin-users', '{not json', bank.admin);
    expect([admin.status, admin.body.detail]).toEqual([400, 'The request body is not valid JSON.']);
  });

  it('answers a function that takes no input whatever body was sent', async () => {
    const bank = await moneyBank();
    expect((await bank.call('/functions/v1/password-policy', '')).status).toBe(200);
    expect((await bank.call('/functions/v1/admin-overview', 'not json at all', bank.admin)).status).toBe(200);
  });

  it('counts a limit declared for some actions only on those actions', async () => {
    const bank = await moneyBank(undefined, { rateLimits: { 'code-start': 1 } });
    for (let n = 0; n < 3; n += 1) expect((await bank.call('/functions/v1/payees', { action: 'list' }, bank.alice.token)).status).toBe(200);
    const request = { action: 'request', kind: 'local', nickname: 'Carol', details: localDetails(), pin: bank.alice.pin };
    expect((await bank.call('/functions/v1/payees', request, bank.alice.token)).status).not.toBe(429);
    expect((await bank.call('/functions/v1/payees', request, bank.alice.token)).status).toBe(429);
  });
});
