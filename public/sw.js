/*
 * Cartwise service worker (decision 022). Hand-written and small on purpose:
 * - list pages (/lists, /lists/<id>): network first; a good answer is kept per URL, and when the
 *   network fails (or takes over 5 s while a copy exists) the kept copy is served. The pages render
 *   the last-seen copy the browser keeps in local storage when it is newer than the page.
 * - other navigations: network only; offline they get /offline.html.
 * - /_next/static/* (content-hashed, immutable) and the app icons: cache first.
 * - nothing else is touched: API calls, server actions, RSC requests and POSTs go to the network.
 * Sign-out deletes the page cache (src/lib/offline-data.ts) — it holds the shopper's lists.
 */
const VERSION = "v1";
const PAGES = `cartwise-pages-${VERSION}`;
const STATIC = `cartwise-static-${VERSION}`;
const OFFLINE_URL = "/offline.html";
const PRECACHE = [OFFLINE_URL, "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"];
const STATIC_MAX_ENTRIES = 400;
const PAGES_MAX_ENTRIES = 40;
const NAVIGATION_TIMEOUT_MS = 5000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(STATIC)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("cartwise-") && name !== PAGES && name !== STATIC) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

const isListPage = (url) => url.pathname === "/lists" || /^\/lists\/[0-9a-fA-F-]{36}$/.test(url.pathname);
// One copy per page whatever its query (?notice=… is a one-off toast).
const pageKey = (url) => `${url.origin}${url.pathname}`;
const isStatic = (url) => url.pathname.startsWith("/_next/static/") || PRECACHE.includes(url.pathname);

function keepable(response) {
  return response.status === 200 && response.type === "basic" && (response.headers.get("content-type") || "").includes("text/html");
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // Oldest first (insertion order): forget the surplus.
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

async function rememberPage(url, response) {
  const cache = await caches.open(PAGES);
  if (keepable(response)) {
    await cache.put(pageKey(url), response);
    await trim(PAGES, PAGES_MAX_ENTRIES);
  } else if (response.type === "opaqueredirect" || response.status === 404) {
    // Signed out, or the list is gone: its old copy must not be shown any more.
    await cache.delete(pageKey(url));
  }
}

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));
}

async function navigate(event, url) {
  const listPage = isListPage(url);
  const kept = listPage ? await caches.match(pageKey(url), { cacheName: PAGES, ignoreVary: true }) : undefined;
  const network = fetch(event.request);
  if (listPage) event.waitUntil(network.then((response) => rememberPage(url, response.clone())).catch(() => undefined));
  try {
    return await (kept ? Promise.race([network, timeout(NAVIGATION_TIMEOUT_MS)]) : network);
  } catch {
    if (kept) return kept;
    return (await caches.match(OFFLINE_URL, { cacheName: STATIC })) || Response.error();
  }
}

async function cacheFirst(event) {
  const hit = await caches.match(event.request, { cacheName: STATIC, ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(caches.open(STATIC).then((cache) => cache.put(event.request, copy)).then(() => trim(STATIC, STATIC_MAX_ENTRIES)));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }
  if (isStatic(url) && !request.headers.has("rsc")) event.respondWith(cacheFirst(event));
});

/** Messages from the page (src/components/pwa/service-worker-registration.tsx). */
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "cache-assets" && Array.isArray(data.urls)) {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(STATIC);
        for (const href of data.urls.slice(0, 200)) {
          const url = new URL(href, self.location.origin);
          if (url.origin !== self.location.origin || !url.pathname.startsWith("/_next/static/")) continue;
          if (await cache.match(url.href, { ignoreVary: true })) continue;
          try {
            const response = await fetch(url.href);
            if (response.ok) await cache.put(url.href, response);
          } catch {
            return;
          }
        }
        await trim(STATIC, STATIC_MAX_ENTRIES);
      })(),
    );
  } else if (data.type === "cache-page" && typeof data.url === "string") {
    const url = new URL(data.url, self.location.origin);
    if (url.origin !== self.location.origin || !isListPage(url)) return;
    event.waitUntil(
      (async () => {
        if (await caches.match(pageKey(url), { cacheName: PAGES, ignoreVary: true })) return;
        try {
          const response = await fetch(pageKey(url), { credentials: "same-origin", redirect: "manual", headers: { accept: "text/html" } });
          await rememberPage(url, response);
        } catch {
          // Offline right now: the next visit online keeps it.
        }
      })(),
    );
  } else if (data.type === "clear-pages") {
    event.waitUntil(caches.delete(PAGES));
  }
});
