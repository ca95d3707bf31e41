// New game: say who partners whom as the names are typed (four players only).
(function () {
  var note = document.getElementById("teams");
  if (!note) return;
  var names = [0, 1, 2, 3].map(function (i) { return document.getElementById("player" + i); });
  function name(i) { return names[i].value.trim() || String(i + 1); }
  function update() {
    note.textContent = note.getAttribute("data-with")
      .replace("{a}", name(0) + " & " + name(2)).replace("{b}", name(1) + " & " + name(3));
  }
  if (!note.getAttribute("data-with")) return;
  names.forEach(function (input) { input.addEventListener("input", update); });
  update();
})();
