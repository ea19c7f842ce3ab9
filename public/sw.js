// The service worker: the whole site offline. scripts/precache.mjs (a trunk
// post-build hook) writes dist/sw.js from this file, with PRECACHE set to
// every built file and a version that is a hash of their names and contents.
// Each version has a cache of its own, so a deploy never mixes files of two
// builds; the new worker waits until the page asks it to take over
// ("skipWaiting"), then deletes the older caches.
const PRECACHE = { version: 'dev', files: [] }; // replaced at build time

const PREFIX = 'reversi-';
const CACHE = PREFIX + PRECACHE.version;
const INDEX = new URL('./index.html', self.location).href;
const SCOPE = new URL('./', self.location).href;
const URLS = new Set(PRECACHE.files.map((file) => new URL(file, self.location).href));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `reload`: straight from the server, never from the HTTP cache.
      .then((cache) => cache.addAll(PRECACHE.files.map((file) => new Request(file, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

// Cache first for the built files (the page at the scope's root is
// index.html, whatever its query); the network for anything else.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  let key = url.origin + url.pathname;
  if (request.mode === 'navigate' && key === SCOPE) key = INDEX;
  if (!URLS.has(key)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((response) => response || fetch(request)),
  );
});
