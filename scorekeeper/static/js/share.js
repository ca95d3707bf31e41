// The copy button exists only where the clipboard does (https or localhost).
(function () {
  var button = document.getElementById("copy");
  if (!button || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener("click", function () {
    navigator.clipboard.writeText(button.dataset.link).then(function () {
      button.textContent = button.dataset.done;
    });
  });
})();
