// The projector pages through long lists by itself and reloads for fresh results.
(function () {
  var body = document.body;
  var refresh = parseInt(body.getAttribute("data-refresh"), 10) || 20;
  var rows = Array.prototype.slice.call(document.querySelectorAll(".page-row"));
  var perPage = rows.length && rows[0].closest(".bigdraw") ? 32 : 16;
  var pages = Math.max(1, Math.ceil(rows.length / perPage));
  var page = 0;
  var label = document.getElementById("page-of");
  function show() {
    rows.forEach(function (row, i) { row.hidden = Math.floor(i / perPage) !== page; });
    if (label) { label.textContent = pages > 1 ? (page + 1) + " / " + pages : ""; }
  }
  show();
  var turns = 0;
  setInterval(function () {
    turns += 1;
    if (pages > 1) { page = (page + 1) % pages; show(); }
    if (turns * 8 >= refresh && page === 0) { window.location.reload(); }
  }, 8000);
})();
