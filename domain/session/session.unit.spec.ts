// Proves refresh-token rotation as given/when/then: the current token rotates, a reused one revokes the session, a revoked one is refused.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { evolveSession, initialSessionState, isSessionLive, sessionDecider, type SessionCommand, type SessionEvent, type SessionState } from './session.ts';

const h = (c: string): string => c.repeat(64);
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's1', userId: 'u1', refreshHash: h('a'), remember: false, deviceInfo: {}, ip: '::1', expiresAt: '2026-01-01T21:00:00.000Z', at: '2026-01-01T09:00:00.000Z' },
};
const given = (...events: SessionEvent[]): SessionState => events.reduce(evolveSession, initialSessionState);
const refresh = (presented: string, next: string, at = '2026-01-01T09:10:00.000Z'): SessionCommand => ({ type: 'RefreshSession', presentedHash: h(presented), nextHash: h(next), idleTimeoutMinutes: 30, at });
const revoke = (by: { id: string; role: 'admin' | 'user' }): SessionCommand => ({ type: 'RevokeSession', by, reason: 'revoked', at: '2026-01-01T09:10:00.000Z' });

describe('session refresh', () => {
  it('rotates the current refresh token', () => {
    deciderSpec(sessionDecider).given([started]).when(refresh('a', 'b')).then([{ type: 'SessionRefreshed', data: { refreshHash: h('b'), at: '2026-01-01T09:10:00.000Z' } }]);
  });

  it('revokes the session when an already rotated token is presented again', () => {
    const rotated: SessionEvent = { type: 'SessionRefreshed', data: { refreshHash: h('b'), at: '2026-01-01T09:10:00.000Z' } };
    deciderSpec(sessionDecider).given([started, rotated]).when(refresh('a', 'c')).then([{ type: 'SessionRevoked', data: { reason: 'refresh_token_reused', by: 'system', at: '2026-01-01T09:10:00.000Z' } }]);
  });

  it('refuses an unknown token and a revoked session', () => {
    deciderSpec(sessionDecider).given([started]).when(refresh('z', 'c')).thenRefuses('unauthorized');
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { reason: 'logout', by: 'u1', at: '2026-01-01T09:05:00.000Z' } };
    deciderSpec(sessionDecider).given([started, revoked]).when(refresh('a', 'c')).thenRefuses('unauthorized');
  });

  it('ends a session idle longer than the timeout', () => {
    deciderSpec(sessionDecider).given([started]).when(refresh('a', 'b', '2026-01-01T09:31:00.000Z')).thenEvents((events) => expect(events[0]?.type).toBe('SessionRevoked'));
    const state = given(started);
    expect(state.exists && isSessionLive(state, '2026-01-01T09:29:00.000Z', 30)).toBe(true);
  });

  it('lets only the owner or an admin revoke, and says not found to anyone else', () => {
    deciderSpec(sessionDecider).given([started]).when(revoke({ id: 'u2', role: 'user' })).thenRefuses('not_found', 'Session not found');
    deciderSpec(sessionDecider).given([started]).when(revoke({ id: 'u1', role: 'user' })).thenEvents((events) => expect(events).toHaveLength(1));
  });
});
