// The service worker (served at /sw.js, so that it looks after every page): a game's pages and
// the static files come from the network, and a copy of each is kept, so that a phone whose
// Wi-Fi dropped still opens the last sheet it saw and the hand form. Nothing is sent from here:
// hands saved offline wait in the page's outbox (offline.js) and go when the network is back.
"use strict";
var CACHE = "scorekeeper-pages-v1";
// Pages kept: the sheet, the hand form, a hand, the history, the house rules. Not the share
// page (it shows the director code once) nor the phones page.
var KEPT = /^\/games\/[^/]+(\/(hands\/new|hands\/\d+|history|rules|claim))?$/;

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

self.addEventListener("fetch", function (event) {
  var request = event.request, url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith("/static/") && !KEPT.test(url.pathname)) return;
  event.respondWith(fetch(request).then(function (response) {
    if (response.ok && response.type === "basic") {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  }).catch(function () {
    return caches.open(CACHE).then(function (cache) {
      return cache.match(request, {ignoreSearch: true});
    }).then(function (kept) {
      return kept || new Response("Offline, and this page was not seen before.", {
        status: 503, headers: {"Content-Type": "text/plain; charset=utf-8"}});
    });
  }));
});
