/*
 * The bank's service worker (issues 30 and 29): a phone on a slow line starts the app again from its
 * own copy of the built code, and a loan officer with no connection can open the app again (a reload
 * included) to record a collection sheet.
 * - The files under /assets/, whose names carry a hash of their content (so a copy is never stale):
 *   cache first, kept from what the page has already loaded and then as pages ask for them.
 * - The app shell (index.html, the same page for every route of the app): network first for a page
 *   navigation, the copy kept from the last one that worked served only when the network fails.
 * It never keeps anything else: no API answer (/functions/, /auth/ and the like are never cached;
 * the collection sheets are kept by the page itself in IndexedDB, per officer, cleared at sign-out:
 * ui/collection-sheet-store.ts), nothing about a customer.
 */
/* global self, caches, fetch, URL, Request */
const ASSETS = 'tmb-assets-v1';
const SHELL = 'tmb-shell-v1';
const SHELL_KEY = '/';
const KEPT = [ASSETS, SHELL];

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/assets/');
/** The server's doors, never pages of the app. */
const isApi = (url) => /^\/(functions|auth|rest|storage|realtime|dev|healthz|readyz)(\/|$)/.test(url.pathname);
const isAppPage = (request, url) => request.mode === 'navigate' && sameOrigin(url) && !isApi(url);
const isHtml = (response) => response.ok && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html');

/** The shell from the network, kept when it is the app's page. */
async function freshShell(request) {
  const response = await fetch(request);
  if (isHtml(response)) await caches.open(SHELL).then((cache) => cache.put(SHELL_KEY, response.clone()));
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(freshShell(new Request(SHELL_KEY)).catch(() => undefined));
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('tmb-') && !KEPT.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Keeps the assets named (and, asked, the shell); answers on the message's port once they are kept. */
async function keep(data) {
  const urls = Array.isArray(data?.assets) ? data.assets : [];
  const assets = urls.map((url) => new URL(url, self.location.origin)).filter(isAsset).map((url) => url.href);
  const cache = await caches.open(ASSETS);
  await Promise.all(assets.map((url) => cache.match(url).then((hit) => hit ?? cache.add(url).catch(() => undefined))));
  if (data?.shell) await freshShell(new Request(SHELL_KEY));
}

/** The page names the assets it loaded (ui/service-worker.ts): at start, and when an officer downloads sheets to work offline. */
self.addEventListener('message', (event) => {
  const port = event.ports?.[0];
  event.waitUntil(keep(event.data).then(() => port?.postMessage({ kept: true }), () => port?.postMessage({ kept: false })));
});

async function assetFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') void cache.put(request, response.clone());
  return response;
}

async function pageNetworkFirst(request) {
  try {
    return await freshShell(request);
  } catch (error) {
    const kept = await caches.open(SHELL).then((cache) => cache.match(SHELL_KEY));
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isAsset(url)) event.respondWith(assetFirst(request));
  else if (isAppPage(request, url)) event.respondWith(pageNetworkFirst(request));
});
