// Replaying a hand: a tap on a card adds it to the play at once (the card greys out) and the
// server judges the play as it stands and draws the page's middle again. Every judgement comes
// from the server; without this script each tap is an ordinary form post.
(function () {
  "use strict";
  var form = document.getElementById("replay");
  if (!form || !window.fetch || !window.FormData) return;
  var live = document.getElementById("replay-live");
  var sent = 0;

  function codes() {
    return form.elements.play.value.split(/\s+/).filter(Boolean);
  }

  function judge() {
    var mine = ++sent;
    return fetch(form.dataset.judge, {method: "POST", body: new FormData(form),
                                      headers: {"Accept": "application/json"}})
      .then(function (response) {
        if (!response.ok && response.status !== 422) throw new Error(String(response.status));
        return response.json();
      })
      .then(function (answer) {
        if (mine !== sent) return;  // a newer tap is on its way: its answer will be drawn
        live.innerHTML = answer.html;
      })
      .catch(function () { if (mine === sent) form.submit(); });  // let the page itself answer
  }

  form.addEventListener("click", function (event) {
    var button = event.target.closest("button[name=card], button[name=action][value=undo]");
    if (!button || button.disabled) return;
    event.preventDefault();
    var played = codes();
    if (button.name === "card") {
      played.push(button.value);
      button.disabled = true;
    } else {
      played.pop();
    }
    form.elements.play.value = played.join(" ");
    document.getElementById("undo").disabled = played.length === 0;
    judge();
  });
})();
