/** The public contact form's messages (DECISIONS 23), stored as events and read by staff in the admin inbox; and the staff's notifications of what waits for them. */
import { contactStream, decideContactMessage, type ContactEvent, type ContactForm } from '../../domain/contact/contact.ts';
import { refuse } from '../../domain/errors.ts';
import { adminNotifications } from '../../domain/records/admin-notifications.ts';
import { adminActor, adminMetadata, pageOf } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { runCommand } from '../engine/unit-of-work.ts';

export const contactThanks = 'Thank you! Your message has been sent successfully.';

export async function receiveContactMessage(ctx: BankContext, form: ContactForm, requestId: string) {
  const messageId = ctx.ids.uuid();
  const at = ctx.clock.now().toISOString();
  await runCommand(ctx.store, { actor: 'public', at, requestId }, async (reads) => {
    const loaded = await reads.load<ContactEvent>(contactStream(messageId));
    return { appends: [{ streamId: loaded.streamId, events: decideContactMessage(form, messageId, at, loaded.events.length > 0) }], result: undefined };
  });
  return { success: true, id: messageId, message: contactThanks };
}

export async function listMessages(ctx: BankContext, principal: Principal, query: { page?: number; pageSize?: number; unreadOnly?: boolean }) {
  adminActor(principal);
  const view = await ctx.live.catchUp();
  const all = [...view.office.contact.values()].sort((a, b) => b.at.localeCompare(a.at));
  const rows = query.unreadOnly ? all.filter((m) => !m.readBy) : all;
  return { success: true, unread: all.filter((m) => !m.readBy).length, ...pageOf(rows, query.page, query.pageSize) };
}

export async function markMessageRead(ctx: BankContext, principal: Principal, messageId: string, requestId: string) {
  const actor = adminActor(principal);
  const meta = adminMetadata(ctx, principal, requestId, 'Message read in the admin inbox');
  await runCommand(ctx.store, meta, async (reads) => {
    const loaded = await reads.load<ContactEvent>(contactStream(messageId));
    if (loaded.events.length === 0) return refuse('not_found', 'Message not found');
    const read = loaded.events.some((e) => e.type === 'ContactMessageRead');
    const events: ContactEvent[] = read ? [] : [{ type: 'ContactMessageRead', data: { messageId, by: actor.id, byName: actor.name, at: meta.at } }];
    return { appends: [{ streamId: loaded.streamId, events }], result: undefined };
  });
  return { success: true };
}

/** The admin top bar's notifications: open deposits, unread messages and customers awaiting approval, from the projections. */
export async function listAdminNotifications(ctx: BankContext, principal: Principal) {
  adminActor(principal);
  const view = await ctx.live.catchUp();
  return { success: true, ...adminNotifications(view.users.values(), view.office.contact.values()) };
}
