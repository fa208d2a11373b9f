/**
 * The customer's notifications: computed when read from their own stream and the other sources
 * (notification-sources.ts), and marked read up to now as a preference on their stream. Its own
 * file so the records service need not import what notifications are gathered from.
 */
import { customerNotifications, READ_UP_TO } from '../../domain/records/notifications.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { notificationSources } from './notification-sources.ts';
import { syncPreferences } from './user-service.ts';
import { ownStream } from './user-stream.ts';

/** Notifications from the customer's events, sign-ins, alerts, loans and standing orders; read state is the READ_UP_TO preference. */
export async function notificationRecords(ctx: BankContext, principal: Principal) {
  const { user, events } = await ownStream(ctx, principal);
  const readUpTo = typeof user.preferences[READ_UP_TO] === 'string' ? (user.preferences[READ_UP_TO] as string) : null;
  const notifications = customerNotifications(await notificationSources(ctx, user.id, events), readUpTo);
  return { success: true, notifications, unread: notifications.filter((n) => !n.read).length };
}

/** Mark all as read: the read-up-to time becomes now, recorded as a preferences event on the customer's stream. */
export async function markNotificationsRead(ctx: BankContext, principal: Principal, requestId: string) {
  await ownStream(ctx, principal);
  await syncPreferences(ctx, principal, { [READ_UP_TO]: ctx.clock.now().toISOString() }, requestId);
  return notificationRecords(ctx, principal);
}
