/**
 * The service worker, served at /sw.js. This is its template: the build (build/pwa/serviceWorkerPlugin.ts)
 * replaces the BUILD line with the version and precache list of that build.
 *
 * - install: precaches the app shell (index.html, every built chunk, fonts, icons, the offline
 *   page) in a cache named after the build; the new version then waits until the app asks it to
 *   take over (SKIP_WAITING, sent by the "Reload" button of "A new version is available").
 * - activate: deletes the caches of older builds and takes control of open pages.
 * - fetch: only same-origin GETs outside /api (the API is never cached nor intercepted);
 *   navigations go to the network first, then the cached app shell, then the offline page;
 *   hashed /assets/* are cache-first; the other precached files come from the cache.
 */
const BUILD = { version: 'dev', precache: [] };

const CACHE_PREFIX = 'luxe-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;
const APP_SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: 'reload' }))),
      ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (url.pathname === '/sw.js') return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, request));
  } else if (BUILD.precache.includes(url.pathname)) {
    event.respondWith(cacheFirst(event, request));
  }
});

/** Network first; offline, the cached app shell renders the route, else the offline page. */
async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const fallback = (await cache.match(APP_SHELL)) || (await cache.match(OFFLINE_PAGE));
    if (fallback) return fallback;
    throw error;
  }
}

/** Cached answer if any; else the network's, kept when it is a complete same-origin answer. */
async function cacheFirst(event, request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && response.status === 200) {
    event.waitUntil(cache.put(request, response.clone()));
  }
  return response;
}

// Web push (docs/product.md "Notifications"): the payload is {title, body, url, kind}.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Luxe Valuations';
  const url = safeUrl(data.url);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof data.kind === 'string' ? `${data.kind}:${url}` : undefined,
      data: { url },
    }),
  );
});

/** A click opens the notification's page, focusing an open window of the app when there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(openOrFocus(url));
});

/** Only a path of this app (never another origin). */
function safeUrl(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}

async function openOrFocus(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target);
  if (exact) return exact.focus();
  const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (any) {
    await any.focus();
    return 'navigate' in any ? any.navigate(target) : undefined;
  }
  return self.clients.openWindow(target);
}
