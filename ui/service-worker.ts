/**
 * Registers the service worker (public/sw.js, issues 30 and 29) once the page has loaded, so it never
 * competes with the first paint on a slow line, and hands it the built files this page already
 * loaded, so the next start takes them from the phone even when the worker arrived late. Before an
 * officer goes out of coverage with the week's sheets, `keepAppForOffline` asks it to keep the app's
 * page and every file loaded so far, and answers once they are kept.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ assets: loadedAssets() }))
      .catch((error: unknown) => console.warn('The service worker did not register; the app works without it', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const loadedAssets = (): string[] =>
  performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.startsWith('/assets/'));

/** How long to wait for the worker to keep the app before going on without that promise. */
const KEEP_WITHIN_MS = 15_000;

/** Asks the worker to keep the app's page and the files loaded so far; true once kept, false without a worker (development) or in time. */
export async function keepAppForOffline(): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  const kept = (async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return false;
    const channel = new MessageChannel();
    const answer = new Promise<boolean>((resolve) => { channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true); });
    worker.postMessage({ assets: loadedAssets(), shell: true }, [channel.port2]);
    return answer;
  })();
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), KEEP_WITHIN_MS));
  return Promise.race([kept, late]).catch(() => false);
}
