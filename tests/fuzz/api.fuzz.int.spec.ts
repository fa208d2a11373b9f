// Proves every API route answers hostile input - malformed JSON, wrong types, huge or unicode strings, negative and
// fractional amounts, missing, forged and expired tokens - with a 4xx problem and a clear message, never a 5xx,
// and that a refused request leaves the log unchanged. FUZZ_RUNS sets the number of requests (default 1,000; npm run test:fuzz sends 10,000).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN, signupPayload, testBank } from '../support/test-bank.ts';

/** Every route with the kind of caller it expects; new routes are added here. */
const routes = [
  { path: '/functions/v1/auth-login', auth: 'none' },
  { path: '/functions/v1/auth-signup', auth: 'none' },
  { path: '/functions/v1/membership-verify', auth: 'none' },
  { path: '/functions/v1/user-sync', auth: 'customer' },
  { path: '/functions/v1/session-manager', auth: 'customer' },
  { path: '/functions/v1/admin-overview', auth: 'admin' },
  { path: '/functions/v1/admin-membership', auth: 'admin' },
  { path: '/functions/v1/transfer-start', auth: 'customer' },
  { path: '/functions/v1/transfer-pin', auth: 'customer' },
  { path: '/functions/v1/transfer-confirm', auth: 'customer' },
  { path: '/functions/v1/deposit-create', auth: 'customer' },
  { path: '/functions/v1/admin-deposits', auth: 'admin' },
  { path: '/functions/v1/admin-adjust-balance', auth: 'admin' },
  { path: '/functions/v1/admin-users', auth: 'admin' },
  { path: '/functions/v1/admin-transactions', auth: 'admin' },
  { path: '/functions/v1/admin-accounts', auth: 'admin' },
  { path: '/functions/v1/admin-settings', auth: 'admin' },
  { path: '/functions/v1/admin-audit', auth: 'admin' },
  { path: '/functions/v1/admin-messages', auth: 'admin' },
  { path: '/functions/v1/admin-dashboard', auth: 'admin' },
  { path: '/functions/v1/admin-activity', auth: 'admin' },
  { path: '/functions/v1/admin-demo-reset', auth: 'admin' },
  { path: '/functions/v1/contact-message', auth: 'none' },
  { path: '/functions/v1/customer-records', auth: 'customer' },
  { path: '/functions/v1/admin-credit-score', auth: 'admin' },
  { path: '/functions/v1/password-reset-request', auth: 'none' },
  { path: '/functions/v1/password-reset-confirm', auth: 'none' },
  { path: '/functions/v1/kyc-status', auth: 'admin' },
  { path: '/functions/v1/kyc-document', auth: 'admin' },
  { path: '/functions/v1/kyc-mine', auth: 'customer' },
  { path: '/functions/v1/kyc-identifier-add', auth: 'admin' },
  { path: '/functions/v1/kyc-document-upload', auth: 'admin' },
  { path: '/functions/v1/kyc-approve', auth: 'admin' },
  { path: '/functions/v1/staff-register-customer', auth: 'admin' },
  { path: '/functions/v1/account-setup', auth: 'none' },
  { path: '/auth/v1/token?grant_type=refresh_token', auth: 'none' },
  { path: '/auth/v1/logout?scope=local', auth: 'customer' },
] as const;

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '💸', 'a'.repeat(5000), '<script>alert(1)</script>', "' OR 1=1 --", '-1', '1e309', 'NaN', '0.001', '-0.5'),
);
const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
const shapedBody = fc.record({
  action: fc.constantFrom('get_user_data', 'log_activity', 'sync_preferences', 'update_profile', 'create_session', 'update_activity', 'get_active_sessions', 'revoke_session', 'list', 'issue', 'confirm', 'drop'),
  kind: fc.constantFrom('local', 'international', 'bitcoin', 'other'), details: fc.dictionary(fc.constantFrom('recipientName', 'accountNumber', 'routingNumber', 'bankName', 'amount', 'description', 'recipientAddress', 'swiftCode'), hostileValue),
  transferId: hostileValue, code: hostileValue, method: hostileValue, userId: hostileValue, currency: hostileValue, reason: hostileValue, depositId: hostileValue,
  email: hostileValue, password: hostileValue, pin: hostileValue, membershipNumber: hostileValue, amount: hostileValue,
  data: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 })),
  sessionData: fc.oneof(fc.constant(undefined), fc.record({ sessionId: hostileString })),
  refresh_token: hostileValue,
}, { requiredKeys: [] });
const rawBody = fc.oneof(
  shapedBody.map((body) => JSON.stringify(body)),
  fc.json(),
  fc.string({ maxLength: 100 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"email":', 'x'.repeat(70_000)),
);
const token = fc.constantFrom('valid', 'none', 'forged', 'garbage', 'expired-shape');

describe('API fuzzing', () => {
  it('never answers 5xx and never changes the log on a refusal', async () => {
    const bank = await testBank();
    const signedUp = await bank.call('/functions/v1/auth-signup', signupPayload());
    let customer = signedUp.body.session.access_token as string;
    const admin = (await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token as string;
    const tokens: Record<string, string | undefined> = {
      none: undefined, garbage: 'not-a-token', forged: `${customer.slice(0, -4)}AAAA`,
      'expired-shape': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCIsImV4cCI6MX0.c2ln',
    };
    let requests = 0;
    await fc.assert(fc.asyncProperty(fc.constantFrom(...routes), rawBody, token, async (route, body, which) => {
      const bearer = which === 'valid' ? (route.auth === 'admin' ? admin : customer) : tokens[which];
      const before = await bank.store.headPosition();
      const answer = await bank.app.request(route.path, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body });
      requests += 1;
      expect(answer.status, `${route.path} ${body.slice(0, 80)}`).toBeLessThan(500);
      if (answer.status >= 400) {
        const problem = JSON.parse(await answer.text());
        expect(typeof (problem.detail ?? problem.msg)).toBe('string');
        if (!route.path.includes('logout') && !route.path.includes('token')) expect(await bank.store.headPosition()).toBe(before);
      }
      // A random valid logout or revoke ends the session; sign in again so later runs still have a live token.
      if (route.path.includes('logout') || route.path.includes('token') || body.includes('revoke_session')) {
        const login = await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' });
        if (login.body.session) customer = login.body.session.access_token;
      }
    }), { numRuns: RUNS });
    expect(requests).toBe(RUNS);
  }, 300_000);
});
