/*
 * The bank's service worker (issue 30): a phone on a slow line starts the app again from its own
 * copy of the built code. It keeps only the files under /assets/, whose names carry a hash of
 * their content (so a copy is never stale), first from what the page has already loaded and then
 * as pages ask for them. It never keeps anything else: no page, no API answer, nothing about a customer.
 */
/* global self, caches, fetch, URL */
const CACHE = 'tmb-assets-v1';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('tmb-assets-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The page names the assets it loaded before this worker ran (ui/service-worker.ts); they come from the browser's cache. */
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.assets) ? event.data.assets : [];
  const assets = urls.map((url) => new URL(url, self.location.origin)).filter(isAsset).map((url) => url.href);
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(assets.map((url) => cache.match(url).then((hit) => hit ?? cache.add(url).catch(() => undefined))))));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !isAsset(new URL(request.url))) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') void cache.put(request, response.clone());
      return response;
    }),
  );
});
