// Pitlane service worker. The build stamps BUILD_ID (vite-plugins/) so every deployment is a new worker.
// It caches only the content-hashed files under /assets/ (immutable, so cache-first is safe);
// index.html and API calls always go to the network so a deployment and the data are never stale.
const BUILD_ID = "__BUILD_ID__";
const CACHE = `pitlane-assets-${BUILD_ID}`;

self.addEventListener("install", () => {
  // Take over at once: the page reloads on our message, so old and new code never mix for long.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith("pitlane-assets-") && name !== CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
      const windows = await self.clients.matchAll({ type: "window" });
      for (const client of windows) client.postMessage({ type: "pitlane:sw-activated", build: BUILD_ID });
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith("/assets/")) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })(),
  );
});
