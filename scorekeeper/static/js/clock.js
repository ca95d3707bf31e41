// The round clock: counts down from the server's figure (data-left, seconds), then says what
// happens when time is up (data-up). The server's figure is the truth; this only keeps it moving.
(function () {
  var el = document.getElementById("clock");
  if (!el || !el.dataset.left) return;
  var end = Date.now() + 1000 * Number(el.dataset.left), shown = el.querySelector("b");
  function tick() {
    var left = Math.max(0, Math.round((end - Date.now()) / 1000));
    if (left === 0) {
      el.textContent = el.dataset.up;
      el.className += " note warn";
      el.setAttribute("role", "status");
      return;
    }
    shown.textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
    setTimeout(tick, (end - Date.now()) % 1000 || 1000);  // wake as the next second is crossed
  }
  tick();
})();
