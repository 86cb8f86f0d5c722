/*
 * Starts the API call (or the hero picture) of the screen being opened while the app's code is
 * still downloading: on a slow phone connection that saves a whole round trip. A classic async
 * script (not inline) so the Content-Security-Policy needs no exception. The screens fetch the same
 * URLs themselves; the browser hands them these preloaded answers. Keep the paths in step with
 * web/src/app/router.tsx.
 */
/* global location, document */
(function () {
  var path = location.pathname;
  var product = /^\/product\/(\d+)$/.exec(path);
  var href = null;
  var as = 'fetch';
  if (path === '/shop') href = '/api/products';
  else if (product) href = '/api/products/' + product[1];
  else if (path === '/') {
    href = '/images/site/hero.svg';
    as = 'image';
  }
  if (!href) return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
})();
