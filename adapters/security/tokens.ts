/**
 * Short-lived access tokens (HS256 JWTs, as supabase-js expects to read `exp` from them)
 * and opaque refresh tokens. The session behind a token is checked on every request, so
 * revoking a session stops its tokens at once.
 */
import { sign, verify } from 'hono/jwt';

/** Access tokens live 15 minutes; supabase-js refreshes them before they end. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  sid: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  app_role: 'admin' | 'user';
  exp: number;
  iat: number;
}

export interface TokenIssuer {
  issue(claims: { userId: string; sessionId: string; email: string; appRole: 'admin' | 'user' }, nowMs: number): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<AccessClaims | null>;
}

export function createTokenIssuer(secret: string): TokenIssuer {
  return {
    async issue({ userId, sessionId, email, appRole }, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      const exp = iat + ACCESS_TOKEN_SECONDS;
      const claims: AccessClaims = { sub: userId, sid: sessionId, email, role: 'authenticated', aud: 'authenticated', app_role: appRole, exp, iat };
      return { token: await sign({ ...claims }, secret, 'HS256'), expiresAt: exp };
    },
    async verify(token) {
      try {
        const payload = await verify(token, secret, 'HS256');
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return payload as unknown as AccessClaims;
      } catch {
        return null;
      }
    },
  };
}
