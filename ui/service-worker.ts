/**
 * Registers the service worker (public/sw.js, issue 30) once the page has loaded, so it never
 * competes with the first paint on a slow line, and hands it the built files this page already
 * loaded, so the next start takes them from the phone even when the worker arrived late.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const assets = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ assets });
      })
      .catch((error: unknown) => console.warn('The service worker did not register; the app works without it', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
