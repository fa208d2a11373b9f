/** Proves access tokens verify only when well-formed, HS256, signed with our secret and unexpired: a forged, altered, unsigned or stale token is refused. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenIssuer } from './tokens.ts';

const issuer = createTokenIssuer('secret-one');
const claims = { userId: 'u-1', sessionId: 's-1', email: 'ada@example.com', appRole: 'user' as const };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trips the claims and expires after 15 minutes', async () => {
    const { token, expiresAt } = await issuer.issue(claims, Date.now());
    expect(await issuer.verify(token)).toMatchObject({ sub: 'u-1', sid: 's-1', email: 'ada@example.com', app_role: 'user', exp: expiresAt });
    const stale = await issuer.issue(claims, Date.now() - (ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect(await issuer.verify(stale.token)).toBeNull();
  });

  it('refuses a token signed with another secret, an altered payload, alg none and garbage', async () => {
    const { token } = await issuer.issue(claims, Date.now());
    expect(await createTokenIssuer('secret-two').verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const raised = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), app_role: 'admin' });
    expect(await issuer.verify(`${header}.${raised}.${signature}`)).toBeNull();
    expect(await issuer.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', `${header}.${payload}`, `${token}.x`]) expect(await issuer.verify(junk)).toBeNull();
  });

  it('refuses a correctly signed token issued in the future or without a session', async () => {
    const forge = (body: Record<string, unknown>) => {
      const signed = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(body)}`;
      return `${signed}.${createHmac('sha256', 'secret-one').update(signed).digest('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    expect(await issuer.verify(forge({ sub: 'u-1', sid: 's-1', exp: now + 60, iat: now }))).toMatchObject({ sub: 'u-1' });
    expect(await issuer.verify(forge({ sub: 'u-1', sid: 's-1', exp: now + 600, iat: now + 300 }))).toBeNull();
    expect(await issuer.verify(forge({ sub: 'u-1', exp: now + 60, iat: now }))).toBeNull();
    expect(await issuer.verify(forge({ sub: 'u-1', sid: 's-1', iat: now }))).toBeNull();
  });

  it('decodes strictly (issue 12 item 10): junk appended to the signature, a non-canonical spelling or padding is refused', async () => {
    const { token } = await issuer.issue(claims, Date.now());
    const [header, payload, sig] = token.split('.') as [string, string, string];
    expect(await issuer.verify(`${header}.${payload}.${sig}`)).not.toBeNull();
    // Node's lenient decoder ignores these tails; the old verify accepted every one of them.
    for (const junk of ['A', 'AA', 'AAA', '=', '==', '!', ' ', '%']) expect(await issuer.verify(`${header}.${payload}.${sig}${junk}`), `signature + ${junk}`).toBeNull();
    // The last character of a 32-byte signature carries 2 spare bits: flipping them decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.at(-1)!);
    const sibling = `${sig.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sibling, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    expect(await issuer.verify(`${header}.${payload}.${sibling}`)).toBeNull();
    expect(await issuer.verify(`${header}.${payload}A.${sig}`)).toBeNull();
    expect(await issuer.verify(`${header}=.${payload}.${sig}`)).toBeNull();
    expect(await issuer.verify(`${header}.${payload}.${sig}${'A'.repeat(4000)}`)).toBeNull();
  });
});
