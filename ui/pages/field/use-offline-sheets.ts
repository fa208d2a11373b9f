/**
 * The collection sheet page's work with the bank and the phone (issue 29 item 4): downloads the
 * week's sheets of the officer's groups, keeps them and every line recorded in IndexedDB
 * (ui/collection-sheet-store.ts), and sends the waiting lines when asked and whenever the
 * connection returns. What a line's status is and what to send are the pure module's
 * (machines/offline-sheet.ts); this hook only moves sheets between it, the store and the bank.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { openSheet, submitSheet } from '../../../adapters/client/collection-api.ts';
import { fieldView } from '../../../adapters/client/field-api.ts';
import { downloaded, sheetIdOf, sheetReducer, toSend, weekMeetings, type LineEntry, type OfflineSheet, type SheetEvent } from '../../../machines/offline-sheet.ts';
import { loadSheets, saveSheet } from '../../collection-sheet-store.ts';
import { keepAppForOffline } from '../../service-worker.ts';
import { messageOf } from '../admin/admin-ui.tsx';

const onlineNow = () => navigator.onLine;
const watchOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => { window.removeEventListener('online', changed); window.removeEventListener('offline', changed); };
};

/** Whether the browser says it has a connection (false is certain; true only means a network is up). */
export const useOnline = (): boolean => useSyncExternalStore(watchOnline, onlineNow);

/** What the page shows of the last send or download beside the sheets. */
export type SheetNotice = { kind: 'unreadable' } | { kind: 'notReached' } | { kind: 'refused'; message: string } | { kind: 'downloaded'; count: number; appKept: boolean };

/** The most sends in a row for one sheet (each at most the contract's 60 lines). */
const MAX_ROUNDS = 10;

export function useOfflineSheets(userId: string) {
  const [sheets, setSheets] = useState<Record<string, OfflineSheet>>({});
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<SheetNotice | null>(null);
  const latest = useRef<Record<string, OfflineSheet>>({});
  const busy = useRef(new Set<string>());

  const keep = useCallback((sheet: OfflineSheet) => {
    latest.current = { ...latest.current, [sheet.id]: sheet };
    setSheets(latest.current);
    saveSheet(userId, sheet).catch((error: unknown) => console.error('Could not keep the sheet on this phone', error));
  }, [userId]);

  const apply = useCallback((sheetId: string, event: SheetEvent) => {
    const sheet = latest.current[sheetId];
    if (sheet) keep(sheetReducer(sheet, event));
  }, [keep]);

  /** One submit of the sheet's waiting lines; false when it should not go on (nothing left, unreadable, refused, not reached). */
  const sendOnce = useCallback(async (sheetId: string): Promise<boolean> => {
    const sheet = latest.current[sheetId];
    if (!sheet) return false;
    const { lines, unreadable } = toSend(sheet);
    if (unreadable.length > 0) setNotice({ kind: 'unreadable' });
    if (lines.length === 0) return false;
    const lineIds = lines.map((line) => line.lineId);
    apply(sheetId, { type: 'sending', lineIds });
    try {
      const answer = await submitSheet({ action: 'submit', groupId: sheet.view.groupId, meetingDate: sheet.view.meetingDate, lines });
      apply(sheetId, { type: 'answered', answer });
      return unreadable.length === 0;
    } catch (failure) {
      if (failure instanceof BankApiError) {
        apply(sheetId, { type: 'notSent', lineIds, message: messageOf(failure) });
        setNotice({ kind: 'refused', message: messageOf(failure) });
      } else setNotice({ kind: 'notReached' });
      return false;
    }
  }, [apply]);

  const send = useCallback(async (sheetId: string) => {
    if (busy.current.has(sheetId)) return;
    busy.current.add(sheetId);
    setNotice(null);
    try {
      for (let round = 0; round < MAX_ROUNDS && await sendOnce(sheetId); round += 1);
    } finally {
      busy.current.delete(sheetId);
    }
  }, [sendOnce]);

  const sendAll = useCallback(async () => {
    for (const sheetId of Object.keys(latest.current)) await send(sheetId);
  }, [send]);

  /** A meeting's sheet from the bank, merged with what this phone already holds of it. */
  const fetchSheet = useCallback(async (groupId: string, meetingDate: string): Promise<OfflineSheet> => {
    const view = await openSheet(groupId, meetingDate);
    const sheet = downloaded(view, new Date().toISOString(), () => crypto.randomUUID(), latest.current[sheetIdOf(groupId, meetingDate)]);
    keep(sheet);
    return sheet;
  }, [keep]);

  const download = useCallback(async () => {
    setNotice(null);
    const field = await fieldView();
    const meetings = weekMeetings(field.groups, userId, field.today);
    for (const { groupId, meetingDate } of meetings) await fetchSheet(groupId, meetingDate);
    const appKept = await keepAppForOffline();
    setNotice({ kind: 'downloaded', count: meetings.length, appKept });
  }, [fetchSheet, userId]);

  const record = useCallback((sheetId: string, key: string, change: Partial<LineEntry>) => {
    apply(sheetId, { type: 'record', key, change, newId: crypto.randomUUID() });
  }, [apply]);

  useEffect(() => {
    let live = true;
    void loadSheets(userId).then((kept) => {
      if (!live) return;
      latest.current = Object.fromEntries(kept.map((sheet) => [sheet.id, sheet]));
      setSheets(latest.current);
      setLoaded(true);
      if (navigator.onLine) void sendAll();
    }, () => setLoaded(true));
    const online = () => void sendAll();
    window.addEventListener('online', online);
    return () => { live = false; window.removeEventListener('online', online); };
  }, [userId, sendAll]);

  const failed = useCallback((failure: unknown) => setNotice({ kind: 'refused', message: messageOf(failure) }), []);
  return { sheets, loaded, notice, download, fetchSheet, record, send, failed };
}
