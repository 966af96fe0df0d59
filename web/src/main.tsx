import './styles/global.css';

// The browser's entry. The page arrives rendered (the bff's first HTML): the browser paints it from
// the HTML alone, and the app (React, the router, the texts, the data client, the page's view) is
// fetched and started only once that first contentful paint has happened. On a slow network its
// 130 KB then never take bandwidth from the page's first image, nor its evaluation the main thread
// from the first paint; the page reads and its links work meanwhile. The first HTML names the
// modules (`<meta name="app-modules">`): they are all requested at once, not one round trip after another.
let started = false;
function start(): void {
  if (started) return;
  started = true;
  const modules = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content.split(' ') ?? [];
  for (const href of modules) {
    if (!href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  void import('./app/start');
}
if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  // `buffered`: a paint that happened before this script ran is reported too.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
// No paint to wait for (a browser without paint timing, a background tab that paints nothing until
// it is shown): start anyway.
setTimeout(start, 500);
