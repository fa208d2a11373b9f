/**
 * What waits for the bank's staff, computed from the projections (DECISIONS 19): deposits still
 * Processing (money reaches a customer only when the bank confirms it), contact messages nobody
 * has read, and sign-ups waiting for approval. Each is open until handled, so "unread" means
 * "still to do": the list empties itself as staff work through it, with no read state to keep.
 */
import { formatUsd } from '../money/money.ts';
import type { ContactMessage } from '../projections/back-office.ts';
import type { User } from '../user/state.ts';

export interface AdminNotification {
  id: string;
  kind: 'deposit' | 'message' | 'pending_customer';
  title: string;
  message: string;
  at: string;
  /** The admin page where it is handled. */
  link: string;
}

/** Newest first, at most this many; the count covers all. */
export const ADMIN_NOTIFICATION_LIMIT = 100;

const nameOf = (user: User): string => `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email;

function depositItems(users: Iterable<User>): AdminNotification[] {
  const items: AdminNotification[] = [];
  for (const user of users) {
    for (const [depositId, deposit] of Object.entries(user.deposits)) {
      if (deposit.status !== 'Processing') continue;
      const amount = formatUsd(deposit.amount);
      items.push({ id: `deposit-${depositId}`, kind: 'deposit', title: 'Deposit to confirm', message: `${amount} by ${deposit.method} from ${nameOf(user)} (${deposit.reference})`, at: deposit.requestedAt, link: '/admin/deposits' });
    }
  }
  return items;
}

function messageItems(messages: Iterable<ContactMessage>): AdminNotification[] {
  return [...messages].filter((m) => !m.readBy).map((m) => ({ id: `message-${m.messageId}`, kind: 'message' as const, title: 'New contact message', message: `${m.subject}: ${m.name} <${m.email}>`, at: m.at, link: '/admin/messages' }));
}

function pendingCustomers(users: Iterable<User>): AdminNotification[] {
  return [...users].filter((u) => u.role === 'user' && u.status === 'pending')
    .map((u) => ({ id: `pending-${u.id}`, kind: 'pending_customer' as const, title: 'Customer awaiting approval', message: `${nameOf(u)} (${u.accountNumber}) is pending verification`, at: u.createdAt, link: '/admin/users' }));
}

export function adminNotifications(users: Iterable<User>, messages: Iterable<ContactMessage>): { items: AdminNotification[]; open: number } {
  const list = [...users];
  const all = [...depositItems(list), ...messageItems(messages), ...pendingCustomers(list)].sort((a, b) => b.at.localeCompare(a.at));
  return { items: all.slice(0, ADMIN_NOTIFICATION_LIMIT), open: all.length };
}

