/**
 * Short-lived access tokens (HS256 JWTs, as supabase-js expects to read `exp` from them)
 * and opaque refresh tokens. The session behind a token is checked on every request, so
 * revoking a session stops its tokens at once. Signed and checked with node:crypto's HMAC
 * directly: every request verifies one, and WebCrypto's async import-and-verify cost a sixth
 * of the server's time per transfer (docs/benchmarks.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserRole } from '../../domain/user/events.ts';

/** Access tokens live 15 minutes; supabase-js refreshes them before they end. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  sid: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  app_role: UserRole;
  exp: number;
  iat: number;
}

export interface TokenIssuer {
  issue(claims: { userId: string; sessionId: string; email: string; appRole: UserRole }, nowMs: number): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<AccessClaims | null>;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (secret: string, signed: string): Buffer => createHmac('sha256', secret).update(signed).digest();

function sign(claims: AccessClaims, secret: string): string {
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${signature(secret, signed).toString('base64url')}`;
}

/**
 * Decodes base64url strictly: only its alphabet, no padding, and only the canonical spelling
 * (re-encoding gives the same text), so junk appended to a signature, or trailing bits Node's
 * lenient decoder would drop, make the token invalid instead of being ignored.
 */
export function decodeBase64UrlStrict(part: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

/** Longer than any token we issue: refused before any decoding or HMAC work. */
const MAX_TOKEN_LENGTH = 2048;

const parsePart = (part: string): Record<string, unknown> | null => {
  const bytes = decodeBase64UrlStrict(part);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The claims of a well-formed HS256 token signed with `secret` and valid at `nowSeconds`, else null. */
function verify(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, given] = parts as [string, string, string];
  const parsedHeader = parsePart(header);
  if (parsedHeader?.alg !== 'HS256' || (parsedHeader.typ !== undefined && parsedHeader.typ !== 'JWT')) return null;
  const expected = signature(secret, `${header}.${payload}`);
  const presented = decodeBase64UrlStrict(given);
  if (!presented || presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  const claims = parsePart(payload);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (typeof claims.iat === 'number' && claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds + CLOCK_SKEW_SECONDS) return null;
  return claims as unknown as AccessClaims;
}

/** Tolerated difference between the clock that issued a token and the one checking it. */
const CLOCK_SKEW_SECONDS = 5;

/** `nowMs` is the clock tokens are checked against: the bank's own (a moved test clock issues and checks alike), the real one by default. */
export function createTokenIssuer(secret: string, nowMs: () => number = () => Date.now()): TokenIssuer {
  return {
    async issue({ userId, sessionId, email, appRole }, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      const exp = iat + ACCESS_TOKEN_SECONDS;
      const claims: AccessClaims = { sub: userId, sid: sessionId, email, role: 'authenticated', aud: 'authenticated', app_role: appRole, exp, iat };
      return { token: sign(claims, secret), expiresAt: exp };
    },
    async verify(token) {
      return verify(token, secret, Math.floor(nowMs() / 1000));
    },
  };
}
