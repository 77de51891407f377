/* global self, caches, fetch, URL */
// The web app's service worker (registered by production builds only). It keeps the app shell and the
// hashed assets it has loaded, so the installed app opens without a network; the data then comes from
// the copy of the last loaded dashboard the app keeps itself (libs/client, offline cache). API calls
// (/graphql, /api) are never cached here.
// The /icons/ keep their names when redrawn: a new version here drops the old caches (activate) and with them the old icons.
const SHELL = 'bonus-klub-shell-v2';
const ASSETS = 'bonus-klub-assets-v2';

// At install: the shell, and every script and style of this build (precache.json, written by the build),
// so any page opens offline, not only the ones visited before.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(SHELL).then((cache) => cache.addAll(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png'])),
      fetch('/precache.json')
        .then((response) => response.json())
        .then((files) => caches.open(ASSETS).then((cache) => cache.addAll(files))),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== ASSETS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Network first, so a new release shows at once; the kept shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) caches.open(SHELL).then((cache) => cache.put('/index.html', response.clone()));
          return response;
        })
        .catch(() => caches.match('/index.html', { ignoreVary: true })),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed file names never change: the first copy is the right one.
    event.respondWith(
      // ignoreVary: nginx varies on Accept-Encoding, which the page's and the install's requests state differently.
      caches.match(request, { ignoreVary: true }).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) caches.open(ASSETS).then((cache) => cache.put(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});
