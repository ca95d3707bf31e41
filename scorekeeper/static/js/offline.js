// Hands saved while the phone is offline: kept on the phone with their Idempotency-Key (the
// form's "key"), shown on the sheet as "waiting to send", and sent when the network is back.
// The server stores a hand once per key, so a hand sent twice is one hand; a hand another phone
// got in first is shown as a choice (add it as the next hand, with the totals it makes, or drop
// it), never lost.
(function () {
  "use strict";
  var BOX = "scorekeeper-outbox";
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(function () {});

  function load() { try { return JSON.parse(localStorage.getItem(BOX)) || []; } catch (e) { return []; } }
  function store(items) { localStorage.setItem(BOX, JSON.stringify(items)); }
  function gameOf(path) { var m = /^\/games\/([^/]+)/.exec(path); return m && m[1]; }
  // The hands each game's sheet last showed on this phone: a form opened offline may be the
  // copy kept from an earlier hand, whose count (and key) that hand already used.
  var SEEN = "scorekeeper-hands-seen";
  function seenHands() { try { return JSON.parse(localStorage.getItem(SEEN)) || {}; } catch (e) { return {}; } }
  function fresh() {  // a new key per hand saved offline (getRandomValues works on a plain-http LAN too)
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return "off-" + Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  // The hand form: saving while offline puts the hand in the outbox and shows the sheet.
  var form = document.getElementById("hand");
  if (form) {
    form.addEventListener("submit", function (event) {
      var by = event.submitter;
      if (navigator.onLine || !by || by.value !== "save" || event.defaultPrevented) return;
      event.preventDefault();
      var data = new URLSearchParams(new FormData(form));
      data.set("action", "save");
      data.set("key", fresh());
      var known = seenHands()[gameOf(location.pathname)];
      if (known > Number(data.get("hands") || 0)) data.set("hands", String(known));  // it follows them
      var items = load();
      items.push({game: gameOf(location.pathname), action: form.getAttribute("action") || location.pathname,
                  body: data.toString(), key: data.get("key"), state: "waiting"});
      store(items);
      location.href = "/games/" + gameOf(location.pathname);
    }, true);
  }

  // The sheet: the hands waiting, and sending them.
  var live = document.getElementById("live"), here = gameOf(location.pathname);
  var list = document.getElementById("outbox");
  if (!live || !list || !here || location.pathname !== "/games/" + here) return;
  function words(name) { return list.dataset[name] || ""; }
  var seen = seenHands();
  var rows = document.querySelectorAll("#live tr[id^='hand-']").length;
  seen[here] = navigator.onLine ? rows : Math.max(seen[here] || 0, rows);  // offline: maybe an older copy
  localStorage.setItem(SEEN, JSON.stringify(seen));

  function show() {
    var mine = load().filter(function (item) { return here === item.game; });
    list.hidden = mine.length === 0;
    list.querySelector("ul").innerHTML = "";
    mine.forEach(function (item) {
      var li = document.createElement("li"), p = new URLSearchParams(item.body);
      li.dataset.key = item.key;
      var next = item.state === "conflict" && item.next;
      li.textContent = words(item.state === "conflict" ? "conflict" : item.state === "refused" ?
        "refused" : "waiting") + " " + [p.get("p0"), p.get("p1"), p.get("p2")]
        .filter(function (x) { return x; }).join(" : ") +
        (item.state === "refused" && item.reason ? " — " + item.reason : "") +
        (next ? " — " + words("next").replace("{n}", next.n).replace("{totals}", next.totals) : "");
      if (item.state !== "waiting") {
        [["retry", next ? words("asNext").replace("{n}", next.n) : words("anyway")],
         ["drop", words("drop")]].forEach(function (b) {
          var button = document.createElement("button");
          button.type = "button"; button.className = "quiet"; button.dataset.do = b[0];
          button.textContent = b[1];
          li.appendChild(document.createTextNode(" "));
          li.appendChild(button);
        });
      }
      list.querySelector("ul").appendChild(li);
    });
  }

  function settle(key, change) {
    var items = load();
    items = change ? items.map(function (item) { return item.key === key ? Object.assign(item, change) : item; })
                   : items.filter(function (item) { return item.key !== key; });
    store(items);
    show();
  }

  // A hand whose number another phone took: judged as the next hand of the game as it stands
  // now, so the choice says which hand it becomes and the totals after it.
  function offer(item) {
    var p = new URLSearchParams(item.body);
    ["number", "version", "key", "action"].forEach(function (name) { p.delete(name); });
    return fetch(words("previewUrl"), {method: "POST", body: p, credentials: "same-origin",
                                      headers: {"Content-Type": "application/x-www-form-urlencoded"}})
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (answer) {
        if (answer && answer.ok && answer.totals) {
          settle(item.key, {next: {n: answer.next, totals: answer.totals.join(" : ")}});
        }
      }, function () { /* offline again: the plain choice stays */ });
  }

  function reason(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var said = Array.prototype.map.call(doc.querySelectorAll(".note.bad, .error, .note.warn"), function (el) {
      return el.textContent.trim();
    }).filter(function (t) { return t; });
    return said.join(" ");
  }

  function send(item) {
    return fetch(item.action, {method: "POST", body: new URLSearchParams(item.body), credentials: "same-origin",
                               headers: {"Content-Type": "application/x-www-form-urlencoded"}})
      .then(function (response) {
        if (response.ok && response.redirected) { settle(item.key, null); return true; }
        return response.text().then(function (html) {
          settle(item.key, {state: response.status === 409 ? "conflict" : "refused", reason: reason(html)});
          return false;
        });
      });
  }

  var sending = false;
  function flush() {
    if (sending || !navigator.onLine) return;
    var waiting = load().filter(function (item) { return here === item.game && item.state === "waiting"; });
    if (!waiting.length) return;
    sending = true;
    waiting.reduce(function (chain, item) { return chain.then(function () { return send(item); }); },
                   Promise.resolve())
      .then(function () { location.reload(); }, function () { /* still offline: try again later */ })
      .then(function () { sending = false; });
  }

  list.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-do]");
    if (!button) return;
    var key = button.closest("li").dataset.key;
    if (button.dataset.do === "drop") { settle(key, null); return; }
    var items = load(), rows = document.querySelectorAll("#live tr[id^='hand-']").length;
    items.forEach(function (item) {
      if (item.key !== key) return;
      var p = new URLSearchParams(item.body);
      p.set("hands", String(rows));  // it follows the hands this phone now sees
      p.delete("version");
      item.body = p.toString(); item.state = "waiting"; item.reason = ""; item.next = null;
    });
    store(items);
    flush();
  });

  show();
  load().filter(function (item) { return here === item.game && item.state === "conflict"; }).forEach(offer);
  flush();
  window.addEventListener("online", flush);
  setInterval(flush, 5000);
})();
