/**
 * Where the officer's downloaded collection sheets live on the phone (issue 29 item 4): IndexedDB
 * through idb-keyval, one entry per meeting, under the officer's user id, so a second officer on the
 * same phone never reads the first one's sheets. The sheets hold customers' names and what they paid:
 * sign-out clears them with the rest of the offline cache (adapters/client/offline-cache.ts `forgetAll`).
 */
import { get, keys, set } from 'idb-keyval';
import type { OfflineSheet } from '../machines/offline-sheet.ts';

const prefix = (userId: string) => `tmb:${userId}:sheet:`;

/** Every sheet this officer keeps on this phone, by meeting date then group. */
export async function loadSheets(userId: string): Promise<OfflineSheet[]> {
  const mine = (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(prefix(userId)));
  const sheets = await Promise.all(mine.map((key) => get<OfflineSheet>(key)));
  return sheets.filter((sheet): sheet is OfflineSheet => sheet !== undefined)
    .sort((a, b) => a.view.meetingDate.localeCompare(b.view.meetingDate) || a.view.groupName.localeCompare(b.view.groupName));
}

export async function saveSheet(userId: string, sheet: OfflineSheet): Promise<void> {
  await set(`${prefix(userId)}${sheet.id}`, sheet);
}
