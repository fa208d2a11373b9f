// Proves @supabase/supabase-js, as the browser uses it, manages a session against our server over real HTTP:
// sign-in through a function, setSession, getUser, calling a function with the access token, refresh, and signOut.
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

  it('gives a problem-details body on a refused login, readable from the error context', async () => {
    const { error } = await client().functions.invoke('auth-login', { body: { email: ADMIN.email, password: 'nope', pin: '0000' } });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ detail: 'Invalid email, password or PIN.' });
  });
});
