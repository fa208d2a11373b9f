// Proves refresh-token rotation: the current token rotates, a reused one revokes the session, a revoked one is refused.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { decideRefresh, decideRevoke, evolveSession, initialSessionState, isSessionLive, type SessionEvent, type SessionState } from './session.ts';

const h = (c: string): string => c.repeat(64);
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's1', userId: 'u1', refreshHash: h('a'), remember: false, deviceInfo: {}, ip: '::1', expiresAt: '2026-01-01T21:00:00.000Z', at: '2026-01-01T09:00:00.000Z' },
};
const given = (...events: SessionEvent[]): SessionState => events.reduce(evolveSession, initialSessionState);
const refresh = (presented: string, next: string, at = '2026-01-01T09:10:00.000Z') => ({ presentedHash: h(presented), nextHash: h(next), idleTimeoutMinutes: 30, at });

describe('session refresh', () => {
  it('rotates the current refresh token', () => {
    expect(decideRefresh(refresh('a', 'b'), given(started))).toEqual([{ type: 'SessionRefreshed', data: { refreshHash: h('b'), at: '2026-01-01T09:10:00.000Z' } }]);
  });

  it('revokes the session when an already rotated token is presented again', () => {
    const rotated = given(started, { type: 'SessionRefreshed', data: { refreshHash: h('b'), at: '2026-01-01T09:10:00.000Z' } });
    expect(decideRefresh(refresh('a', 'c'), rotated)).toEqual([{ type: 'SessionRevoked', data: { reason: 'refresh_token_reused', by: 'system', at: '2026-01-01T09:10:00.000Z' } }]);
  });

  it('refuses an unknown token and a revoked session', () => {
    expect(() => decideRefresh(refresh('z', 'c'), given(started))).toThrow(DomainError);
    const revoked = given(started, { type: 'SessionRevoked', data: { reason: 'logout', by: 'u1', at: '2026-01-01T09:05:00.000Z' } });
    expect(() => decideRefresh(refresh('a', 'c'), revoked)).toThrow(DomainError);
  });

  it('ends a session idle longer than the timeout', () => {
    expect(decideRefresh(refresh('a', 'b', '2026-01-01T09:31:00.000Z'), given(started))[0]?.type).toBe('SessionRevoked');
    const state = given(started);
    expect(state.exists && isSessionLive(state, '2026-01-01T09:29:00.000Z', 30)).toBe(true);
  });

  it('lets only the owner or an admin revoke, and says not found to anyone else', () => {
    expect(() => decideRevoke(given(started), { id: 'u2', role: 'user' }, 'revoked', '2026-01-01T09:10:00.000Z')).toThrow('Session not found');
    expect(decideRevoke(given(started), { id: 'u1', role: 'user' }, 'revoked', '2026-01-01T09:10:00.000Z')).toHaveLength(1);
  });
});
