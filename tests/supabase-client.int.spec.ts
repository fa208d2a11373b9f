// Proves @supabase/supabase-js, as the browser uses it, manages a session against our server over real HTTP:
// sign-in through a function, setSession, getUser, calling a function with the access token, refresh, and signOut;
// and that a sign-in's session kept where supabase-js keeps its own (adapters/client/session-storage.ts) is used as is.
import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signupPayload, testBank } from './support/test-bank.ts';

let server: ServerType;
let url = '';

beforeAll(async () => {
  const { app } = await testBank();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      url = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createClient(url, 'tmb-public-anon-key', { auth: { persistSession: false, autoRefreshToken: false } });

describe('supabase-js against the bank', () => {
  it('signs up, holds the session, calls functions with it, refreshes and signs out', async () => {
    const supabase = client();
    const signup = await supabase.functions.invoke('auth-signup', { body: signupPayload() });
    expect(signup.error).toBeNull();
    const { access_token, refresh_token } = signup.data.session;
    const set = await supabase.auth.setSession({ access_token, refresh_token });
    expect(set.error).toBeNull();
    expect((await supabase.auth.getUser()).data.user?.email).toBe('grace@example.com');
    const data = await supabase.functions.invoke('user-sync', { body: { action: 'get_user_data', data: {} } });
    expect(data.data.user.account_balance).toBe('0.00');
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(refresh_token);
    expect((await supabase.auth.signOut()).error).toBeNull();
    const stranger = client();
    await stranger.auth.setSession({ access_token: refreshed.data.session!.access_token, refresh_token: 'x' });
    const after = await stranger.functions.invoke('user-sync', { body: { action: 'get_user_data', data: {} } });
    expect((after.error as { context?: Response } | null)?.context?.status).toBe(401);
  });

  it('uses a sign-in answer\'s session kept in its storage without asking /auth/v1/user, and the server still checks it', async () => {
    const asked: string[] = [];
    const counting: typeof fetch = (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
    const login = await fetch(`${url}/functions/v1/auth-login`, { method: 'POST', headers: { 'content-type': 'application/json', apikey: 'tmb-public-anon-key' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin }) });
    const answer = (await login.json()) as { session: { access_token: string } };
    // What adoptSession writes: the answer's session record, under the client's storage key.
    stored.set('sb-test-auth-token', JSON.stringify(answer.session));
    const supabase = createClient(url, 'tmb-public-anon-key', { global: { fetch: counting }, auth: { persistSession: true, autoRefreshToken: false, storage, storageKey: 'sb-test-auth-token' } });
    const home = await supabase.functions.invoke('customer-home', { body: {} });
    expect(home.error).toBeNull();
    expect(home.data).toMatchObject({ user: { email: ADMIN.email }, loans: { loans: [] } });
    expect(asked).toEqual(['/functions/v1/customer-home']);
    // A token the server no longer accepts is refused on the call itself.
    await fetch(`${url}/auth/v1/logout?scope=local`, { method: 'POST', headers: { authorization: `Bearer ${answer.session.access_token}`, apikey: 'tmb-public-anon-key' } });
    const after = await supabase.functions.invoke('customer-home', { body: {} });
    expect((after.error as { context?: Response } | null)?.context?.status).toBe(401);
  });

  it('gives a problem-details body on a refused login, readable from the error context', async () => {
    const { error } = await client().functions.invoke('auth-login', { body: { email: ADMIN.email, password: 'nope', pin: '0000' } });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ detail: 'Invalid email, password or PIN.' });
  });
});
