/**
 * The browser's replica of the signed-in customer's own projections (IndexedDB through
 * idb-keyval) for fast start and offline reading, and the outbox of profile and preference
 * edits made offline. Never a password, PIN or code; cleared on sign-out.
 */
import { clear, del, get, set } from 'idb-keyval';

const key = (userId: string, name: string) => `tmb:${userId}:${name}`;

/** The namespace of the signed-in customer's records; the whole cache is cleared when another user signs in or out. */
export const CURRENT = 'current';

/** Keeps the user the server last described; a different user than the cached one empties the cache first. */
export async function rememberUser<T extends { id: string }>(user: T): Promise<void> {
  const previous = await recall<T>(CURRENT, 'user');
  if (previous && previous.id !== user.id) await forgetAll();
  await remember(CURRENT, 'user', user);
}

export async function remember<T>(userId: string, name: string, value: T): Promise<void> {
  await set(key(userId, name), value).catch((error: unknown) => console.error('Could not cache', name, error));
}

export async function recall<T>(userId: string, name: string): Promise<T | undefined> {
  return get<T>(key(userId, name)).catch(() => undefined);
}

/** One queued call: only profile and preference edits are ever queued; money never moves offline. */
export type OutboxItem =
  | { kind: 'update_profile'; profileData: Record<string, string>; changedFields: string[]; queuedAt: string }
  | { kind: 'sync_preferences'; preferences: Record<string, unknown>; queuedAt: string };

/** At most this many queued edits; older ones are dropped first (the newest profile values win anyway). */
export const OUTBOX_LIMIT = 50;

export async function enqueue(userId: string, item: OutboxItem): Promise<void> {
  const items = (await recall<OutboxItem[]>(userId, 'outbox')) ?? [];
  await remember(userId, 'outbox', [...items, item].slice(-OUTBOX_LIMIT));
}

export async function takeOutbox(userId: string): Promise<OutboxItem[]> {
  const items = (await recall<OutboxItem[]>(userId, 'outbox')) ?? [];
  await del(key(userId, 'outbox')).catch(() => undefined);
  return items;
}

/** Sign-out: forget every cached record in this browser. */
export async function forgetAll(): Promise<void> {
  await clear().catch((error: unknown) => console.error('Could not clear the offline cache', error));
}
