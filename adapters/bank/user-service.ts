/**
 * The signed-in customer's own calls (user-sync and session-manager of part 1 section 7):
 * read their projection, record activity and preferences, edit the profile, list and
 * revoke their sessions. Every call acts only on the caller's own records.
 */
import { activityStream, type ActivityEvent } from '../../domain/activity/activity.ts';
import { refuse } from '../../domain/errors.ts';
import type { UserCommand } from '../../domain/user/decider.ts';
import { suspendedMessage } from '../../domain/transfer/send.ts';
import type { ProfileFields } from '../../domain/user/events.ts';
import { isSessionLive, sessionStream, type DeviceInfo, type SessionEvent } from '../../domain/session/session.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { onUserStream } from './user-stream.ts';
import { encodeEvent } from '../engine/event-codec.ts';
import { moneyLockStatus } from './money-lock-service.ts';
import { sessionResponse, userResponse } from './user-view.ts';

const actorOf = (principal: Principal) => ({ id: principal.user.id, name: displayName(principal), role: principal.user.role });
export const displayName = (principal: Principal): string =>
  principal.user.role === 'admin' ? 'Administrator' : `${principal.user.profile.firstName} ${principal.user.profile.lastName}`.trim();

export async function activeSessions(ctx: BankContext, principal: Principal) {
  const view = await ctx.live.catchUp();
  const now = ctx.clock.now().toISOString();
  const timeout = view.settings.settings.security.sessionTimeout;
  return [...view.sessions.values()]
    .filter((s) => s.userId === principal.user.id && (isSessionLive(s, now, timeout) || s.id === principal.session.id))
    .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity))
    .map((s) => sessionResponse(s, principal.session.id));
}

/** The caller as their own screens are told about them: the user with the balances and the money lock's state (get_user_data's and customer-home's `user`). */
export async function signedInUser(ctx: BankContext, principal: Principal) {
  const view = await ctx.live.catchUp();
  const user = view.users.get(principal.user.id) ?? principal.user;
  return { ...userResponse(user), money_lock: await moneyLockStatus(ctx, user.id) };
}

export async function getUserData(ctx: BankContext, principal: Principal) {
  const user = await signedInUser(ctx, principal);
  return { success: true, user, activeSessions: await activeSessions(ctx, principal), preferences: user.preferences };
}

export async function logActivity(ctx: BankContext, principal: Principal, activity: { activityType: string; description: string; metadata: Record<string, unknown> }, requestId: string) {
  // A suspended customer writes nothing, not even the activity trail (issue 12 item 10).
  if (principal.user.role === 'user' && principal.user.status === 'suspended') refuse('forbidden', suspendedMessage);
  const at = ctx.clock.now().toISOString();
  const event: ActivityEvent = { type: 'ActivityLogged', data: { ...activity, at } };
  await ctx.store.append([{ streamId: activityStream(principal.user.id), expectedVersion: 'any', events: [encodeEvent(event, { actor: principal.user.id, at, requestId })] }]);
  return { success: true };
}

export async function syncPreferences(ctx: BankContext, principal: Principal, preferences: Record<string, unknown>, requestId: string) {
  const user = await onOwnStream(ctx, principal, requestId, (at) => ({ type: 'UpdatePreferences', preferences, actor: actorOf(principal), at }));
  return { success: true, preferences: user.preferences };
}

export async function updateProfile(ctx: BankContext, principal: Principal, changes: Partial<ProfileFields>, requestId: string) {
  const user = await onOwnStream(ctx, principal, requestId, (at) => ({ type: 'UpdateProfile', changes, actor: actorOf(principal), at }));
  return { success: true, user: userResponse(user) };
}

function onOwnStream(ctx: BankContext, principal: Principal, requestId: string, command: (at: string) => UserCommand) {
  return onUserStream(ctx, principal.user.id, principal.user.id, requestId, command);
}

/** The activity ping every 300 s (part 1 section 7): keeps the session from idling out. */
export async function recordActivity(ctx: BankContext, principal: Principal, deviceInfo: DeviceInfo | undefined, requestId: string) {
  const at = ctx.clock.now().toISOString();
  const event: SessionEvent = { type: 'SessionActivityRecorded', data: { deviceInfo, at } };
  await ctx.store.append([{ streamId: sessionStream(principal.session.id), expectedVersion: 'any', events: [encodeEvent(event, { actor: principal.user.id, at, requestId })] }]);
  return { success: true };
}
