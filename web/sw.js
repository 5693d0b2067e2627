// Waka's service worker, built into /sw.js by vite.config.ts, which writes BUILD (the build's hash) and SHELL (the
// paths of the app shell: the page, its scripts and styles, the icons) above this text. It shows web push notices,
// opens a notice's match in the app, and keeps the app shell for use offline (docs/install.md).
/* global BUILD, SHELL */
const PREFIX = "waka-shell-";
// one cache per build: a new deploy's worker fills its own, and removes every other one once it takes over, so a
// page never mixes one build's shell with another's chunks
const SHELL_CACHE = PREFIX + BUILD;
const shellPaths = new Set(SHELL);
/** The games' catalogue (public): from the network, its last answer kept so a page offline still names its game. */
const CATALOGUE = "/api/games";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      // straight from the server, not the HTTP cache: never a previous deploy's copy under this build's name; the
      // catalogue too (the first page asked for it before this worker ran), which a failure does not stop
      .then((cache) =>
        Promise.all([
          cache.addAll(SHELL.map((path) => new Request(path, { cache: "reload" }))),
          cache.add(new Request(CATALOGUE, { cache: "reload" })).catch(() => undefined),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== SHELL_CACHE) await caches.delete(key);
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// Only the shell and the public catalogue of games are served from the cache, under their own paths (never a query or
// a fragment). Every other request, the API above all (a seat's secret travels in its Authorization header), goes to
// the network untouched: the last view of a match is kept by the page itself, keyed without the secret
// (web/src/state/offline.ts).
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (!url.pathname.startsWith("/api/")) event.respondWith(page(event));
  } else if (shellPaths.has(url.pathname)) event.respondWith(fromShell(url.pathname, request));
  else if (url.pathname === CATALOGUE && !request.headers.has("authorization")) event.respondWith(catalogue(request));
});

/** A page: from the network (its link-preview tags are fresh there), else the app shell, which routes by itself. */
async function page(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (e) {
    const shell = await caches.open(SHELL_CACHE).then((cache) => cache.match("/"));
    if (shell) return shell;
    throw e;
  }
}

async function catalogue(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put(CATALOGUE, res.clone());
    return res;
  } catch (e) {
    const kept = await cache.match(CATALOGUE);
    if (kept) return kept;
    throw e;
  }
}

async function fromShell(path, request) {
  const hit = await caches.open(SHELL_CACHE).then((cache) => cache.match(path));
  return hit || fetch(request);
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Waka", body: event.data ? event.data.text() : "" };
  }
  const options = { body: data.body || "", tag: data.tag, icon: "/icons/icon-192.png", data: { url: data.url || "/" } };
  event.waitUntil(self.registration.showNotification(data.title || "Waka", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(openAt(url));
});

/**
 * The notice's match in the app: a window already showing that match comes to the front (it follows the match
 * live); otherwise a new one opens, which is the installed app's window when the app is installed (the whole site
 * is in the manifest's scope).
 */
async function openAt(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const there = windows.find((c) => new URL(c.url).pathname === url.pathname);
  if (there) return there.focus();
  return self.clients.openWindow(url.pathname + url.search + url.hash);
}
