// "This provision as of DATE": open the version whose half-open validity [from, until) holds DATE.
document.querySelectorAll("nav.asof").forEach(function (nav) {
  var form = nav.querySelector("form.asof-date");
  if (!form) return;
  form.hidden = false;
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var day = form.elements.date.value;
    var out = form.querySelector("output");
    var found = null;
    nav.querySelectorAll("[data-from]").forEach(function (entry) {
      var from = entry.getAttribute("data-from");
      var until = entry.getAttribute("data-until");
      if (from <= day && (!until || day < until)) found = entry;
    });
    if (!found) { out.textContent = "Not in force on " + day + "."; return; }
    if (found.tagName === "A") { window.location.href = found.href; return; }
    out.textContent = "This version is the one in force on " + day + ".";
  });
});
