// Starts the page's scripts (the <template id="page-scripts"> that src/server/http/page-assets.ts
// writes) once the server-rendered first screen has painted, with its first-screen pictures
// (fetchpriority="high"): on a slow network they do not share it with the scripts, and the page
// needs no script to show. Hydration follows. A picture that never arrives delays it by 3 s at most.
(function () {
  // Nothing typed is lost before hydration (issue 47): until the app has hydrated
  // (<html data-hydrated>, set by src/app/routes.tsx once the page's part has hydrated) a submitted form stays as it is
  // instead of submitting natively as a GET that reloads the page empty; once hydrated, every
  // form's own handler decides.
  document.addEventListener(
    'submit',
    function (e) {
      if (!document.documentElement.hasAttribute('data-hydrated')) e.preventDefault();
    },
    true,
  );
  var scripts = document.getElementById('page-scripts');
  if (!scripts) return;
  var started = false;
  // Two tags per task: each starts a fetch (2-5 ms on a slow phone), and a dozen at once made one long task.
  function append(tags) {
    document.head.append.apply(document.head, tags.splice(0, 2));
    if (tags.length) setTimeout(append, 0, tags);
  }
  function start() {
    if (started) return;
    started = true;
    append(Array.prototype.slice.call(document.importNode(scripts.content, true).childNodes));
  }
  // after the next frame is painted
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var pending = Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (img) {
    return !img.complete;
  });
  if (pending.length === 0) return afterPaint();
  var left = pending.length;
  pending.forEach(function (img) {
    function done() {
      if (--left === 0) afterPaint();
    }
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  });
  setTimeout(start, 3000);
})();
