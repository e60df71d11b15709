/* global document, location */
// Fetches the current landing page's code beside the entry (see vite.route-preload.ts).
(function () {
  var data = document.getElementById('route-preload');
  if (!data) return;
  var routes = JSON.parse(data.textContent || '[]');
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
    routes[i][1].forEach(function (href) {
      var link = document.createElement('link');
      var css = /\.css$/.test(href);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    return;
  }
})();
