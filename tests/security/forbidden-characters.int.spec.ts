// Proves issue 12 item 8: a NUL or a lone surrogate anywhere in a request (value, key, query; raw or escaped) is refused with 400 on every function, changes nothing, and an unexpected error is logged without its data.
import { setLogSink } from '../../adapters/ops/log.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasForbiddenCharacters } from '../../adapters/http/text-safety.ts';
import { createMemoryStore } from '../../adapters/store/memory.ts';
import { ADMIN, signupPayload, testBank } from '../support/test-bank.ts';

const MESSAGE = 'The request contains characters that are not allowed.';

/** Bodies that each hide one forbidden character somewhere a schema would accept a string. */
const hostileBodies = [
  JSON.stringify({ action: 'update_profile', data: { profileData: { first_name: 'Gr\u0000ace' } }, email: 'a@example.com', membershipNumber: 'TMB\u0000' }),
  JSON.stringify({ action: 'list', membershipNumber: '\ud800', email: 'x\udfff@example.com' }),
  JSON.stringify({ action: 'log_activity', data: { activityType: 'x', metadata: { ['k\u0000']: 1 } } }),
  `{"membershipNumber":"a\u0000b","action":"list"}`,
  JSON.stringify({ deep: JSON.parse(`${'['.repeat(3000)}"\\u0000"${']'.repeat(3000)}`) as unknown }),
];

afterEach(() => vi.restoreAllMocks());

describe('forbidden characters at the edge', () => {
  it('every function and auth route answers 400 with the message, and the log does not move', async () => {
    const bank = await testBank(undefined, { rateLimits: { '*': 100_000 } });
    const customer = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.session.access_token as string;
    const admin = (await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token as string;
    const routes = bank.app.routes.filter((r) => r.method === 'POST' && /^\/(functions|auth)\/v1\/[\w-]+$/.test(r.path)).map((r) => r.path);
    expect(routes.length).toBeGreaterThan(25);
    for (const path of new Set(routes)) {
      for (const token of [customer, admin]) {
        for (const body of hostileBodies) {
          const before = await bank.store.headPosition();
          const answer = await bank.app.request(`${path}?grant_type=refresh_token&scope=local`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
          expect(answer.status, `${path} ${body.slice(0, 60)}`).toBe(400);
          expect((await answer.json()).detail, path).toBe(MESSAGE);
          expect(await bank.store.headPosition(), path).toBe(before);
        }
      }
    }
  });

  it('refuses a forbidden character in a query value', async () => {
    const bank = await testBank();
    const answer = await bank.app.request('/auth/v1/token?grant_type=refresh_token%00', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"refresh_token":"x"}' });
    expect(answer.status).toBe(400);
    expect((await answer.json()).detail).toBe(MESSAGE);
  });

  it('accepts ordinary text: accents, emoji (surrogate pairs), new lines', async () => {
    expect(hasForbiddenCharacters({ name: 'Zoë 💸', note: 'line\nline\ttab', list: ['日本'] })).toBe(false);
    expect(hasForbiddenCharacters({ name: '\ud83d' })).toBe(true);
    expect(hasForbiddenCharacters(['\udcb8x'])).toBe(true);
    const bank = await testBank();
    const token = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.session.access_token as string;
    const saved = await bank.call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { first_name: 'Zoë 💸' } } }, token);
    expect(saved.status).toBe(200);
  });

  it('logs an unexpected failure by class, path and stack only: never the failed write\'s data', async () => {
    const store = createMemoryStore();
    const bank = await testBank(store);
    const token = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.session.access_token as string;
    vi.spyOn(store, 'append').mockImplementation(async (appends) => {
      throw Object.assign(new Error(`invalid input in ${JSON.stringify(appends)}`), { code: '22P05' });
    });
    const logged: string[] = [];
    // Errors go to the structured log (adapters/ops/log.ts) and, from older paths, to console.error: read both.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => { logged.push(args.map(String).join(' ')); });
    const restore = setLogSink((line) => { logged.push(JSON.stringify(line)); });
    const answer = await bank.call('/functions/v1/user-sync?secret=Q-PARAM', { action: 'update_profile', data: { profileData: { city: 'Secretville' } } }, token).finally(restore);
    expect(answer.status).toBe(500);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('22P05');
    expect(logged.join('\n')).not.toMatch(/Secretville|Q-PARAM|invalid input/);
  });
});
