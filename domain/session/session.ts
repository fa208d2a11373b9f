/**
 * A signed-in session as a stream (`session-<id>`): started, its refresh token rotated,
 * activity seen, revoked. Rotation through expected versions makes refresh-token reuse
 * detectable: presenting an already-rotated token revokes the session.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';
import type { UserRole } from '../user/events.ts';

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

/** A session that is not remembered ends with the browser, or after 12 hours at most. */
export const SHORT_SESSION_HOURS = 12;
/** "Remember me" keeps a session for 30 days (DECISIONS 15). */
export const REMEMBERED_SESSION_DAYS = 30;

export const deviceInfo = z.object({
  platform: z.string().max(100).optional(),
  userAgent: z.string().max(500).optional(),
  language: z.string().max(40).optional(),
  screen: z.string().max(40).optional(),
  timezone: z.string().max(80).optional(),
  timestamp: z.string().max(40).optional(),
}).catchall(z.unknown());

export type DeviceInfo = z.infer<typeof deviceInfo>;

export const sessionEventSchemas = {
  SessionStarted: z.object({
    sessionId: z.string().min(1).max(64),
    userId: z.string().min(1).max(64),
    refreshHash: z.string().length(64),
    remember: z.boolean(),
    deviceInfo,
    ip: z.string().max(64),
    expiresAt: z.string(),
    at: z.string(),
  }),
  SessionRefreshed: z.object({ refreshHash: z.string().length(64), at: z.string() }),
  SessionActivityRecorded: z.object({ deviceInfo: deviceInfo.optional(), at: z.string() }),
  SessionRevoked: z.object({ reason: z.enum(['logout', 'revoked', 'refresh_token_reused', 'idle_timeout', 'password_reset', 'money_locked', 'password_changed']), by: z.string(), at: z.string() }),
};

export type SessionEvent = EventUnion<typeof sessionEventSchemas>;

export interface Session {
  exists: true;
  id: string;
  userId: string;
  remember: boolean;
  deviceInfo: DeviceInfo;
  ip: string;
  createdAt: string;
  lastActivity: string;
  expiresAt: string;
  refreshHash: string;
  usedRefreshHashes: string[];
  revoked: boolean;
}

export type SessionState = { exists: false } | Session;
export const initialSessionState: SessionState = { exists: false };

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  if (event.type === 'SessionStarted') {
    const { sessionId, userId, remember, deviceInfo: device, ip, expiresAt, at, refreshHash } = event.data;
    return { exists: true, id: sessionId, userId, remember, deviceInfo: device, ip, createdAt: at, lastActivity: at, expiresAt, refreshHash, usedRefreshHashes: [], revoked: false };
  }
  if (!state.exists) throw new Error(`${event.type} before SessionStarted`);
  switch (event.type) {
    case 'SessionRefreshed':
      return { ...state, usedRefreshHashes: [...state.usedRefreshHashes, state.refreshHash].slice(-100), refreshHash: event.data.refreshHash, lastActivity: event.data.at };
    case 'SessionActivityRecorded':
      return { ...state, lastActivity: event.data.at, deviceInfo: event.data.deviceInfo ?? state.deviceInfo };
    case 'SessionRevoked':
      return { ...state, revoked: true };
  }
}

/** Usable: not revoked, not past its end, and not idle longer than the settings allow. */
export function isSessionLive(session: Session, at: string, idleTimeoutMinutes: number): boolean {
  const now = Date.parse(at);
  return !session.revoked && now < Date.parse(session.expiresAt) && now - Date.parse(session.lastActivity) < idleTimeoutMinutes * 60_000;
}

export const sessionExpiry = (at: string, remember: boolean): string =>
  new Date(Date.parse(at) + (remember ? REMEMBERED_SESSION_DAYS * 24 : SHORT_SESSION_HOURS) * 3_600_000).toISOString();

export interface RefreshCommand {
  presentedHash: string;
  nextHash: string;
  idleTimeoutMinutes: number;
  at: string;
}

/** Rotates the refresh token; a reused one revokes the session (the caller then refuses). */
export function decideRefresh(command: RefreshCommand, state: SessionState): SessionEvent[] {
  if (!state.exists || state.revoked) return refuse('unauthorized', said('session.invalidRefreshToken'));
  const { at } = command;
  if (state.usedRefreshHashes.includes(command.presentedHash)) return [{ type: 'SessionRevoked', data: { reason: 'refresh_token_reused', by: 'system', at } }];
  if (command.presentedHash !== state.refreshHash) return refuse('unauthorized', said('session.invalidRefreshToken'));
  if (!isSessionLive(state, at, command.idleTimeoutMinutes)) return [{ type: 'SessionRevoked', data: { reason: 'idle_timeout', by: 'system', at } }];
  return [{ type: 'SessionRefreshed', data: { refreshHash: command.nextHash, at } }];
}

export function decideRevoke({ by, reason, at }: { by: { id: string; role: UserRole }; reason: 'logout' | 'revoked' | 'password_reset' | 'money_locked'; at: string }, state: SessionState): SessionEvent[] {
  if (!state.exists) return refuse('not_found', said('session.sessionNotFound'));
  if (by.role !== 'admin' && by.id !== state.userId) return refuse('not_found', said('session.sessionNotFound'));
  if (state.revoked) return [];
  return [{ type: 'SessionRevoked', data: { reason, by: by.id, at } }];
}

export type SessionCommand =
  | ({ type: 'RefreshSession' } & RefreshCommand)
  | { type: 'RevokeSession'; by: { id: string; role: UserRole }; reason: 'logout' | 'revoked' | 'password_reset' | 'money_locked'; at: string };

/** One session's stream: refreshed by rotation, revoked by its owner or the bank. */
export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: initialSessionState,
  evolve: evolveSession,
  decide(command, state) {
    return command.type === 'RefreshSession' ? decideRefresh(command, state) : decideRevoke(command, state);
  },
};
