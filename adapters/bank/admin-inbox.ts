/** The public contact form's messages (DECISIONS 23), stored as events and read by staff in the admin inbox; and the staff's notifications of what waits for them. */
import { requireReader } from './admin-service.ts';
import { english } from '../../domain/errors.ts';
import { contactDecider, contactStream, type ContactForm } from '../../domain/contact/contact.ts';
import { adminNotifications } from '../../domain/records/admin-notifications.ts';
import { adminActor, adminMetadata, pageOf } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { handle } from '../engine/handle.ts';

export const contactThanks = english('notices.thankYouMessage');

export async function receiveContactMessage(ctx: BankContext, form: ContactForm, requestId: string) {
  const messageId = ctx.ids.uuid();
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, { actor: 'public', at, requestId }, contactDecider, contactStream(messageId), { type: 'ReceiveContactMessage', form, messageId, at });
  return { success: true, id: messageId, message: contactThanks };
}

export async function listMessages(ctx: BankContext, principal: Principal, query: { page?: number; pageSize?: number; unreadOnly?: boolean }) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const all = [...view.office.contact.values()].sort((a, b) => b.at.localeCompare(a.at));
  const rows = query.unreadOnly ? all.filter((m) => !m.readBy) : all;
  return { success: true, unread: all.filter((m) => !m.readBy).length, ...pageOf(rows, query.page, query.pageSize) };
}

export async function markMessageRead(ctx: BankContext, principal: Principal, messageId: string, requestId: string) {
  const actor = adminActor(principal);
  const meta = adminMetadata(ctx, principal, requestId, 'Message read in the admin inbox');
  await handle(ctx.store, meta, contactDecider, contactStream(messageId), { type: 'MarkContactMessageRead', messageId, by: actor, at: meta.at });
  return { success: true };
}

/** The admin top bar's notifications: open deposits, unread messages and customers awaiting approval, from the projections. */
export async function listAdminNotifications(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  return { success: true, ...adminNotifications(view.users.values(), view.office.contact.values()) };
}
