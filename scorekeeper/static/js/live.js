// Other phones' hands appear without a reload: poll the game's version (a few bytes) and,
// when it moves, fetch this page again and swap its live part. Times come as the server writes
// them: in the page's language and the club's (the server's) time zone.
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live) return;
  var busy = false;

  function swapBar(doc) {
    var bar = document.querySelector(".bar"), fresh = doc.querySelector(".bar");
    if (bar && fresh) bar.replaceWith(fresh);
    else if (fresh) document.body.insertBefore(fresh, document.querySelector("footer"));
    else if (bar) bar.remove();
  }

  function refresh() {
    return fetch(location.href, {cache: "no-store"}).then(function (response) {
      if (!response.ok) { location.reload(); return null; }
      return response.text();
    }).then(function (html) {
      if (!html) return;
      var doc = new DOMParser().parseFromString(html, "text/html");
      var fresh = doc.getElementById("live");
      if (!fresh) return;
      var seen = {};
      live.querySelectorAll("tr[id^='hand-']").forEach(function (tr) { seen[tr.id] = true; });
      live.innerHTML = fresh.innerHTML;
      live.dataset.version = fresh.dataset.version;
      live.querySelectorAll("tr[id^='hand-']").forEach(function (tr) {
        if (!seen[tr.id]) tr.classList.add("new");
      });
      swapBar(doc);
      document.title = doc.title;
    });
  }

  function poll() {
    if (document.hidden || busy) return;
    busy = true;
    fetch(live.dataset.versionUrl, {cache: "no-store"}).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (data) {
      if (data && String(data.version) !== live.dataset.version) return refresh();
    }).catch(function () { /* flaky Wi-Fi: try again at the next tick */ })
      .then(function () { busy = false; });
  }

  setInterval(poll, 3000);
  document.addEventListener("visibilitychange", poll);
})();
