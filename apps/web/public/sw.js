/* global self, caches, fetch, URL */
// The web app's service worker (registered by production builds only). It keeps the app shell and the
// hashed assets it has loaded, so the installed app opens without a network; the data then comes from
// the copy of the last loaded dashboard the app keeps itself (libs/client, offline cache). API calls
// (/graphql, /api) are never cached here.
const SHELL = 'bonus-klub-shell-v1';
const ASSETS = 'bonus-klub-assets-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png'])).then(() => self.skipWaiting()));
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
        .catch(() => caches.match('/index.html')),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed file names never change: the first copy is the right one.
    event.respondWith(
      caches.match(request).then(
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
