// The hand form: a keypad for the points, meld chips without a reload, and the engine's
// ruling previewed as the form changes. Every judgement comes from the server; this only
// sends the form and shows the answer.
(function () {
  "use strict";
  var form = document.getElementById("hand");
  if (!form) return;
  var save = document.getElementById("save");
  var preview = document.getElementById("preview");
  var clean = parseInt(form.dataset.clean, 10);  // NaN unless one side completes the other
  var sides = Array.prototype.slice.call(form.querySelectorAll("input[data-side]"));
  var claimPoints = document.getElementById("claim_points");
  // every number field of the form takes the keypad: the points, the claim's points, the roem
  var targets = Array.prototype.slice.call(form.querySelectorAll("input[inputmode=numeric]"));
  var target = null, timer = null, sent = 0, asked = null, touched = false;
  // Taps on the form since the page loaded, and whether the melds still wait to be redrawn: an
  // answer to a form that was tapped again meanwhile is not shown (it would redraw the melds,
  // bids or points from the older form and undo the tap); the tap's own preview follows.
  var edits = 0, rebuildDue = false;
  // A field just picked shows a number the page filled in (or one typed earlier): the first
  // digit replaces it, as on a calculator, instead of appending (32 must not become 323).
  var replaceNext = true;
  var bidsKey = document.getElementById("bids").dataset.key;

  function pick(input, tapped) {
    if (input !== target || tapped) replaceNext = true;
    target = input;
    targets.forEach(function (t) { t.classList.toggle("target", t === input); });
  }

  function typed(input) {
    if (input.dataset.side === undefined) return schedule();
    form.elements.typed.value = input.dataset.side;
    if (!isNaN(clean) && sides.length === 2) {
      var other = sides[1 - Number(input.dataset.side)];
      var value = parseInt(input.value, 10);
      other.value = isNaN(value) ? "" : Math.max(0, clean - value);
    }
    schedule();
  }

  function key(k) {
    if (!target) return;
    if (k === "back") target.value = target.value.slice(0, -1);
    else if (k === "clear") target.value = "";
    else if (replaceNext) target.value = k;
    else if (target.value.length < 3) target.value = (target.value === "0" ? "" : target.value) + k;
    replaceNext = false;
    typed(target);
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(function () { send(false); }, 200);
  }

  function showErrors(errors) {
    if (!touched) return;  // an empty form is not wrong yet: the preview says what is missing
    form.querySelectorAll("[data-error-for]").forEach(function (el) {
      el.textContent = errors[el.dataset.errorFor] || "";
    });
  }

  function showPoints(points) {
    var toggled = form.querySelector("#points input[type=checkbox]:checked");
    points.forEach(function (p, s) {
      var input = sides[s];
      if (!input || (!toggled && form.elements.typed.value === String(s))) return;
      if (document.activeElement === input && !toggled) return;
      input.value = p === null ? "" : p;
    });
  }

  function summarise() {
    // the verdict stays in sight above the Save button while the thumb is on the keypad
    var line = document.getElementById("verdict-line");
    var verdict = preview.querySelector(".verdict");
    var writes = Array.prototype.map.call(preview.querySelectorAll(".writes b"), function (b) {
      return b.textContent.trim();
    });
    line.textContent = verdict ? verdict.textContent.trim() + (writes.length ? " · " + writes.join(" : ") : "") : "";
    line.className = "verdict-line " + (verdict ? verdict.className.replace("verdict", "") : "");
  }

  function replaceMelds(html) {
    var holder = document.createElement("div");
    holder.innerHTML = html;
    var old = document.getElementById("melds");  // none in klaverjas: roem is written apart
    if (old && holder.firstElementChild) old.replaceWith(holder.firstElementChild);
  }

  // The bids: the server replays the calls and answers which are allowed; this only redraws them,
  // and shows the trump and taker the bids fixed.
  function replaceBids(html) {
    var old = document.getElementById("bids"), holder = document.createElement("div");
    holder.innerHTML = html;
    var fresh = holder.firstElementChild;
    var details = fresh.querySelector("details");
    details.open = details.open || old.querySelector("details").open;
    // a choice tapped while this answer was on its way stays tapped: the phone's copy is newer
    old.querySelectorAll("input[type=radio]:checked").forEach(function (picked) {
      var same = fresh.querySelector("input[name='" + picked.name + "'][value='" + picked.value + "']");
      if (same) same.checked = true;
    });
    old.replaceWith(fresh);
  }

  function derive(derived) {
    var contract = document.getElementById("contract-set");
    if (contract) contract.disabled = !!derived;
    ["trump", "taker"].forEach(function (name) {
      var set = document.getElementById(name + "-set");
      set.disabled = !!derived;
      if (!derived) return;
      var input = set.querySelector("input[value='" + derived[name] + "']");
      if (input) input.checked = true;
    });
  }

  function bid(button) {
    var calls = form.querySelectorAll("input[name=bid]");
    if (button.name === "call") {
      var value = button.value;
      if (button.dataset.level) {  // a contract's level: said with the trump picked beside it
        var suit = form.querySelector("input[name=bid_suit]:checked");
        if (!suit) {
          document.getElementById("bid_suit-error").textContent = button.dataset.needsSuit;
          return false;
        }
        value = value + " " + suit.value;
      }
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = "bid";
      input.value = value;
      document.getElementById("bids").appendChild(input);
    } else {
      var gone = Array.prototype.slice.call(calls, button.name === "unbid" ? -1 : 0);
      gone.forEach(function (c) { c.remove(); });
    }
  }

  function askCard(event) {
    // a redeal is written with the turned-up card: ask for it here rather than after a reload
    var box = document.querySelector("#bids [data-needs-card]");
    var picked = form.querySelector("input[name=turn_rank]:checked") &&
      form.querySelector("input[name=turn_suit]:checked");
    if (!box || picked) return;
    event.preventDefault();
    box.closest("details").open = true;
    document.getElementById("turn_up-error").textContent = box.dataset.needsCard;
    box.scrollIntoView({block: "center"});
  }

  function send(rebuild) {
    touched = touched || rebuild !== undefined;
    rebuildDue = rebuildDue || !!rebuild;
    var data = new FormData(form), mine = ++sent, seen = edits;
    data.append("bids_key", bidsKey);
    return fetch(form.dataset.preview, {method: "POST", body: data}).then(function (r) {
      return r.json();
    }).then(function (answer) {
      if (mine !== sent) return;  // a newer preview is on its way
      if (seen !== edits) return schedule();  // tapped since: the phone's form is newer than this answer
      preview.innerHTML = answer.html;
      summarise();
      // the melds are drawn again when what they ask changes: the chips' details, or the belote
      // question that a tout-atout or sans-atout contract changes
      var now = answer.asked.join(",") + "|" + answer.who.join(",") + "|" + answer.no_trump;
      if (rebuildDue || now !== asked) replaceMelds(answer.melds_html);
      rebuildDue = false;
      asked = now;
      if (answer.bids_html) replaceBids(answer.bids_html);
      bidsKey = answer.bids_key;
      derive(answer.derived);
      showErrors(answer.errors);
      showPoints(answer.points);
      save.disabled = !answer.ok;
    }).catch(function () { save.disabled = false; });  // offline: let the server judge on save
  }

  function exclusive(box) {
    // "no trick" and "all tricks" of one side exclude each other; only one side takes all
    var m = /^(none|all)(\d)$/.exec(box.name || "");
    if (!m || !box.checked) return;
    if (m[1] === "all") {
      form.querySelectorAll("input[name^='all']").forEach(function (b) { if (b !== box) b.checked = false; });
      form.querySelectorAll("input[name^='none']").forEach(function (b) { b.checked = false; });
    } else {
      var all = form.elements["all" + m[2]];
      if (all) all.checked = false;
    }
  }

  ["input", "change", "click"].forEach(function (type) {
    form.addEventListener(type, function () { edits++; }, true);  // before the handlers below send
  });
  document.getElementById("keypad").addEventListener("click", function () { edits++; }, true);

  targets.forEach(function (input) {
    input.setAttribute("inputmode", "none");  // the keypad below replaces the phone's keyboard
    input.addEventListener("focus", function () { pick(input); });
    // a tap on the field already picked (focus does not fire again) picks it afresh
    input.addEventListener("pointerdown", function () { pick(input, true); });
  });
  pick(claimPoints || sides[0]);

  document.getElementById("keypad").addEventListener("click", function (event) {
    var button = event.target.closest("button[data-key]");
    if (button) key(button.dataset.key);
  });
  form.addEventListener("input", function (event) {
    if (targets.indexOf(event.target) >= 0) typed(event.target); else schedule();
  });
  form.addEventListener("change", function (event) {
    exclusive(event.target);
    if (targets.indexOf(event.target) < 0) schedule();
  });
  // Chips change the form at once, so that quick taps are never lost to a slow answer;
  // the server's answer then redraws the melds in order.
  var MELD_FIELDS = ["meld", "meld_top", "meld_suit", "meld_kind", "meld_length", "meld_seat"];

  function addChip(button) {
    var box = document.getElementById("melds");
    MELD_FIELDS.forEach(function (name) {
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = name === "meld" ? button.value : "";
      box.appendChild(input);
    });
    var shown = document.createElement("span");
    shown.className = "chip on";
    shown.textContent = button.textContent.replace("+", "");
    button.closest(".seatmelds").querySelector(".chips").appendChild(shown);
  }

  function removeChip(button) {
    var index = Number(button.value);
    MELD_FIELDS.forEach(function (name) {
      var field = form.querySelectorAll("[name='" + name + "']")[index];
      if (field) field.remove();
    });
    button.remove();
    form.querySelectorAll("button[name=remove]").forEach(function (other) {
      if (Number(other.value) > index) other.value = Number(other.value) - 1;
    });
  }

  form.addEventListener("click", function (event) {
    var call = event.target.closest("button[name=call], button[name=unbid], button[name=clearbids]");
    if (!call) return;
    event.preventDefault();
    if (bid(call) !== false) send(false);
  });
  form.addEventListener("click", function (event) {
    var chip = event.target.closest("button[name=add], button[name=remove]");
    if (!chip) return;
    event.preventDefault();
    if (chip.name === "add") addChip(chip); else removeChip(chip);
    send(true);
  });
  form.addEventListener("submit", function (event) {
    var by = event.submitter;
    if (by && by.value === "save" && !save.disabled) return;
    if (by && /^redeal/.test(by.value)) return askCard(event);
    event.preventDefault();
    if (!by || by.value !== "save") send(false);
  });

  var changed = document.getElementById("changed"), version = form.elements.version.value;
  setInterval(function () {
    if (document.hidden) return;
    fetch(form.dataset.versionUrl + "?since=" + encodeURIComponent(version), {cache: "no-store"})
      .then(function (r) { return r.json(); })
      // this phone's own change (a second tab, its outbox) is no other phone's
      .then(function (data) { changed.hidden = String(data.version) === version || data.others === false; })
      .catch(function () {});
  }, 5000);

  // A claim form: the side that claims starts as the taker's, one tap less for the usual "dosta";
  // once a side is tapped it stays as tapped. The preview names the winner before anything is saved.
  var sideTapped = !!form.querySelector("input[name=claim_side]:checked");
  form.addEventListener("change", function (event) {
    var input = event.target;
    if (input.name === "claim_side") sideTapped = true;
    if (input.name !== "taker" || sideTapped) return;
    var side = form.querySelector("input[name=claim_side][value='" + input.dataset.team + "']");
    if (side) side.checked = true;
  });

  // After a refused save the page comes back with its errors: show the first one.
  var first = Array.prototype.find.call(form.querySelectorAll(".error, .note.bad"), function (el) {
    return el.textContent.trim() !== "";
  });
  if (first) {
    touched = true;
    first.scrollIntoView({block: "center"});
  }
  send(undefined);
})();
