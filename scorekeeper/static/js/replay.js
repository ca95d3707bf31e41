// Replaying a hand: a tap on a card adds it to the play at once (the card greys out) and the
// server judges the play as it stands, puts down any card that is the only one its player can
// still hold, and draws the page's middle again with the cards the next player can hold. Every
// judgement comes from the server; without this script each tap is an ordinary form post.
(function () {
  "use strict";
  var form = document.getElementById("replay");
  if (!form || !window.fetch || !window.FormData) return;
  var live = document.getElementById("replay-live");
  var waiting = false;  // the next player's cards are known only once the server has answered
  var queued = [];  // taps made meanwhile, played in turn once it has

  function codes() {
    return form.elements.play.value.split(/\s+/).filter(Boolean);
  }

  function judge(undo) {
    var body = new FormData(form);
    if (undo) body.append("action", "undo");  // the server takes back the cards that followed by themselves too
    waiting = true;
    live.setAttribute("aria-busy", "true");
    return fetch(form.dataset.judge, {method: "POST", body: body, headers: {"Accept": "application/json"}})
      .then(function (response) {
        if (!response.ok && response.status !== 422) throw new Error(String(response.status));
        return response.json();
      })
      .then(function (answer) {
        live.innerHTML = answer.html;
        waiting = false;
        live.removeAttribute("aria-busy");
        next();
      })
      .catch(function () { form.submit(); });  // let the page itself answer
  }

  // A queued card the answer no longer offers (it played itself, or its player cannot hold it) is dropped.
  function next() {
    while (queued.length) {
      var tap = queued.shift();
      if (tap === "undo") return judge(true);
      var button = form.querySelector("button[name=card][value='" + tap + "']");
      if (button && !button.disabled) return play(button);
    }
  }

  function play(button) {
    form.elements.play.value = codes().concat([button.value]).join(" ");
    button.disabled = true;
    return judge(false);
  }

  form.addEventListener("click", function (event) {
    var button = event.target.closest("button[name=card], button[name=action][value=undo]");
    if (!button) return;
    event.preventDefault();
    if (button.disabled) return;
    if (waiting) {
      queued.push(button.name === "card" ? button.value : "undo");
      if (button.name === "card") button.disabled = true;
      return;
    }
    if (button.name === "card") play(button);
    else judge(true);
  });
})();
