// The projector pages through long lists by itself and reloads for fresh results. A page holds
// the rows that fit above the page marker on this screen (measured, not counted), so no row is
// ever cut off, skipped or covered, whatever the screen's size.
(function () {
  var body = document.body;
  var refresh = parseInt(body.getAttribute("data-refresh"), 10) || 20;
  var rows = Array.prototype.slice.call(document.querySelectorAll(".page-row"));
  var list = rows.length ? rows[0].closest("table, ol") : null;
  var label = document.getElementById("page-of");
  var starts = [0];
  var page = 0;
  function limit() {  // the rows end above the marker ("2 / 3"), or above the screen's edge
    return label ? label.getBoundingClientRect().top - 4 : window.innerHeight;
  }
  function paginate() {
    if (label) { label.textContent = "1 / 1"; }  // its height while measuring
    var bottom = limit(), start = 0;
    starts = [0];
    rows.forEach(function (row) { row.hidden = true; });
    rows.forEach(function (row, i) {
      row.hidden = false;
      if (i > start && list.getBoundingClientRect().bottom > bottom) {
        for (var j = start; j < i; j += 1) { rows[j].hidden = true; }
        start = i;
        starts.push(i);
      }
    });
    page = Math.min(page, starts.length - 1);
  }
  function show() {
    var end = page + 1 < starts.length ? starts[page + 1] : rows.length;
    rows.forEach(function (row, i) { row.hidden = i < starts[page] || i >= end; });
    if (label) { label.textContent = starts.length > 1 ? (page + 1) + " / " + starts.length : ""; }
  }
  if (rows.length) { paginate(); }
  show();
  window.addEventListener("resize", function () { if (rows.length) { paginate(); } show(); });
  var turns = 0;
  setInterval(function () {
    turns += 1;
    if (starts.length > 1) { page = (page + 1) % starts.length; show(); }
    if (turns * 8 >= refresh && page === 0) { window.location.reload(); }
  }, 8000);
})();
