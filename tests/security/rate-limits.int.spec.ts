// Proves issue 12 item 7, issue 1's and issue 25's throttles over HTTP (every coded start of one customer counted together): every public function and mail to one address stop at their limit with 429 problem JSON and Retry-After, and a refused request changes nothing.
import { describe, expect, it } from 'vitest';
import { ratePolicies, type RatePolicyName } from '../../adapters/security/rate-limits.ts';
import { localDetails, moneyBank, steps } from '../support/money-fixtures.ts';
import { MEMBERSHIP, signupPayload, testBank } from '../support/test-bank.ts';

type Bank = Awaited<ReturnType<typeof testBank>>;

/** Sends `points` accepted requests, then one more that must be refused with nothing appended to the log. */
async function expectLimit(bank: Bank, policy: RatePolicyName, send: (i: number) => Promise<{ status: number; headers: Headers; body: Record<string, unknown> }>) {
  const points = ratePolicies[policy].points;
  for (let i = 0; i < points; i += 1) expect((await send(i)).status, `${policy} request ${i + 1}`).not.toBe(429);
  const before = await bank.store.headPosition();
  const refused = await send(points);
  expect(refused.status, policy).toBe(429);
  expect(refused.headers.get('content-type')).toBe('application/problem+json');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(ratePolicies[policy].blockSeconds);
  expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited', title: 'Too many requests' });
  expect(refused.body.detail).toMatch(/^Too many requests\. Please try again in \d+ (minute|second)s?\.$/);
  expect(await bank.store.headPosition()).toBe(before);
  return refused;
}

describe('per-client limits on the public functions', () => {
  it('membership-verify: a guessing script is stopped; a real number is refused too while blocked', async () => {
    const bank = await testBank();
    await expectLimit(bank, 'membership-verify', (i) => bank.call('/functions/v1/membership-verify', { membershipNumber: `GUESS-${i}` }));
    expect((await bank.call('/functions/v1/membership-verify', { membershipNumber: MEMBERSHIP })).status).toBe(429);
  });

  it('auth-signup', async () => {
    const bank = await testBank();
    await expectLimit(bank, 'signup', () => bank.call('/functions/v1/auth-signup', signupPayload({ membershipNumber: 'NOT-ISSUED' })));
    // Even a valid sign-up is refused while the client is blocked: no account is opened.
    expect((await bank.call('/functions/v1/auth-signup', signupPayload())).status).toBe(429);
  });

  it('contact-message: no more messages are stored once the limit is reached', async () => {
    const bank = await testBank();
    const form = { name: 'Spam', email: 'spam@example.com', subject: 'Hello', message: 'Buy now' };
    await expectLimit(bank, 'contact-message', () => bank.call('/functions/v1/contact-message', form));
  });

  it('password-reset-request per client across many addresses, and password-reset-confirm', async () => {
    const bank = await testBank();
    await expectLimit(bank, 'password-reset-request', (i) => bank.call('/functions/v1/password-reset-request', { email: `someone${i}@example.com` }));
    await expectLimit(bank, 'password-reset-confirm', () => bank.call('/functions/v1/password-reset-confirm', { token: 'x'.repeat(40), password: 'New-Secret-1', confirmPassword: 'New-Secret-1' }));
  });

  it('token refresh and the Bitcoin price', async () => {
    const bank = await testBank();
    await expectLimit(bank, 'token-refresh', () => bank.call('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'nope' }));
    await expectLimit(bank, 'bitcoin-price', () => bank.call('/api/bitcoin-price', undefined, undefined, 'GET'));
  });
});

describe('mail to one address', () => {
  it('sends at most the policy\'s reset e-mails to one address an hour (whatever its spelling), and counts an address without an account the same way', async () => {
    const limited = await testBank(undefined, { rateLimits: { 'password-reset-request': 1000 } });
    await limited.call('/functions/v1/auth-signup', signupPayload());
    const points = ratePolicies['password-reset-mail'].points;
    await expectLimit(limited, 'password-reset-mail', () => limited.call('/functions/v1/password-reset-request', { email: 'Grace@Example.com ' }));
    expect(limited.mailbox.to('grace@example.com')).toHaveLength(points);
    const unknown = await expectLimit(limited, 'password-reset-mail', () => limited.call('/functions/v1/password-reset-request', { email: 'nobody@example.com' }));
    expect(unknown.status).toBe(429);
  });
});

describe('per-customer limits on moving money (issue 1)', () => {
  it('transfer-start and transfer-pin stop one customer without touching another', async () => {
    const bank = await moneyBank(undefined, { rateLimits: { 'transfer-start': 3, 'transfer-pin': 2 } });
    const { start, pin } = steps(bank);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = await start(bank.alice.token, 'local', localDetails({ amount: '10.00' }));
      expect(started.status).toBe(200);
      ids.push(started.body.transferId as string);
    }
    const before = await bank.store.headPosition();
    const refused = await start(bank.alice.token, 'local', localDetails({ amount: '10.00' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await bank.store.headPosition()).toBe(before);
    expect((await start(bank.bob.token, 'local', localDetails({ amount: '10.00' }))).status).not.toBe(429);
    expect((await pin(bank.alice.token, ids[0]!, bank.alice.pin)).status).toBe(200);
    expect((await pin(bank.alice.token, ids[1]!, bank.alice.pin)).status).toBe(200);
    const mails = bank.mailbox.to('alice@example.com').length;
    expect((await pin(bank.alice.token, ids[2]!, bank.alice.pin)).status).toBe(429);
    expect(bank.mailbox.to('alice@example.com')).toHaveLength(mails);
  });

  it('code-start counts every coded start of one customer together (issue 25): password and PIN changes, payees, standing orders', async () => {
    const bank = await moneyBank(undefined, { rateLimits: { 'transfer-pin': 1000 } });
    const tomorrow = new Date(bank.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const details = { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America' };
    const doors = [
      () => bank.call('/functions/v1/credential-change', { action: 'start', kind: 'password', currentPin: bank.alice.pin }, bank.alice.token),
      (i: number) => bank.call('/functions/v1/payees', { action: 'request', kind: 'local', nickname: `Payee ${i}`, details, pin: bank.alice.pin }, bank.alice.token),
      () => bank.call('/functions/v1/standing-orders', { action: 'create', details, amount: '10.00', description: 'Rent', frequency: 'once', startDate: tomorrow, pin: bank.alice.pin }, bank.alice.token),
      () => bank.call('/functions/v1/credential-change', { action: 'start', kind: 'pin', currentPin: bank.alice.pin }, bank.alice.token),
    ];
    await expectLimit(bank, 'code-start', (i) => doors[i % doors.length]!(i));
    expect((await doors[1]!(99)).status).toBe(429);
    expect((await bank.call('/functions/v1/credential-change', { action: 'start', kind: 'pin', currentPin: bank.bob.pin }, bank.bob.token)).status).toBe(200);
  });
});
