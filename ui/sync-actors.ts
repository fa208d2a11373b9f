/** The composition root of the sync machine: its browser, live feed, clock and sync actors, the only places the replica sync touches the browser and the server. */
import { fromCallback, fromPromise } from 'xstate';
import { syncMachine, type SyncEvent } from '../machines/sync.machine.ts';
import { followLive } from '../adapters/client/live-feed.ts';
import { CURRENT, takeOutbox } from '../adapters/client/offline-cache.ts';
import { logActivity, syncPreferences, updateProfile } from '../adapters/client/records-api.ts';
import { SYNC_EVENT } from './sync-status.ts';

/** How often "30s ago" is brought up to date. */
const TICK_MS = 5000;

/** Sends the edits the customer made offline, in the order they were made. */
async function flushOutbox(): Promise<void> {
  for (const item of await takeOutbox(CURRENT)) {
    if (item.kind === 'update_profile') {
      await updateProfile(item.profileData);
      await logActivity('profile_update', 'Profile updated (queued offline)', { fields: item.changedFields });
    } else {
      await syncPreferences(item.preferences);
    }
  }
}

const watchBrowser = fromCallback<SyncEvent>(({ sendBack }) => {
  const goOnline = () => sendBack({ type: 'browser.online' });
  const goOffline = () => sendBack({ type: 'browser.offline' });
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
});

const liveFeed = fromCallback<SyncEvent>(({ sendBack }) =>
  followLive({ onChange: () => sendBack({ type: 'live.change' }), onState: (state) => sendBack({ type: 'live.state', state }) }),
);

const clock = fromCallback<SyncEvent>(({ sendBack }) => {
  const tick = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), TICK_MS);
  return () => clearInterval(tick);
});

/**
 * The sync machine of one signed-in area; `reloadAll` reloads the area's user and the page's
 * records (resources.tsx) and rejects when one fails. After each sync, widgets that fetch
 * their own data are told (SYNC_EVENT).
 */
export function syncWidgetMachine(reloadAll: () => Promise<void>) {
  return syncMachine.provide({
    actors: {
      watchBrowser,
      followLive: liveFeed,
      clock,
      syncOnce: fromPromise(async () => {
        try {
          await flushOutbox();
          await reloadAll();
        } catch (error) {
          console.error('Sync failed', error);
          throw error;
        }
        const at = Date.now();
        window.dispatchEvent(new Event(SYNC_EVENT));
        return at;
      }),
    },
  });
}

/** Where the machine starts: an online start counts as just synced. */
export const syncStart = () => ({ browserOnline: navigator.onLine, now: Date.now() });
