// The browser's entry. The page arrives rendered (the bff's first HTML): the browser paints it from
// the HTML alone, and the app (React, the router, the texts, the data client, the page's view) is
// fetched only once that first contentful paint has happened, and started once the page's main
// picture has loaded too (afterLargestImage). On a slow network its
// 130 KB then never take bandwidth from the page's first image, nor its evaluation the main thread
// from the first paint; the page reads and its links work meanwhile. The first HTML names the
// modules (`<meta name="app-modules">`) and the files of its texts (`<meta name="app-texts">`): they are
// all requested at once, not one round trip after another.
let started = false;
function start(): void {
  if (started) return;
  started = true;
  // This module again, as a worker (below), named by the page's language: a renderer's first
  // Intl.DateTimeFormat (or NumberFormat) loads ICU's data and builds the language's date patterns,
  // 35 to 110 ms of the main thread in Chromium on our 2-core host, inside the hydration of every page
  // that shows a date or a weekday (a shop's hours, the events, the cinema). That data is the renderer
  // process's, not the thread's: once the worker has made one, the page's own first costs 0.4 to
  // 6 ms (docs/page-speed.md). Not under Vite's dev server, whose modules are not this file as built.
  // A browser that refuses it (a sandboxed frame, a policy) throws: the app starts all the same.
  try {
    if (!import.meta.env.DEV) new Worker(import.meta.url, { type: 'module', name: document.documentElement.lang });
  } catch {
    // The page's first date format then loads ICU itself, as before.
  }
  void afterLargestImage().then(() => {
    // The app's modules, and the files of the page's texts (`namespace=/assets/…`, app/texts.ts).
    const named = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? [];
    for (const href of [...named('app-modules'), ...named('app-texts').map((each) => each.slice(each.indexOf('=') + 1))]) {
      if (!href.startsWith('/assets/')) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    return import('./app/start');
  }).then(async (app) => {
    // The service worker (issue 24) once the app has started and the page has loaded: its
    // registration and the worker's first install (the app shell's precache) take nothing from the
    // first paint, the main picture or hydration. (The app's start module carries the registration:
    // no chunk of its own on the first load.)
    await afterPageLoad();
    await app.registerServiceWorker();
  });
}

/** The page's load event (its pictures and the app's modules are in), then an idle moment. */
function afterPageLoad(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 200))));
}

/** Longest wait for the page's main picture after the first paint: on a slow network the app starts anyway. */
const LARGEST_IMAGE_WAIT_MS = 1_500;

/**
 * The page's main picture (the hero, a shop's first photo: the image the server marks
 * `fetchpriority="high"`) is its largest paint on a phone. The app's modules fetched meanwhile take
 * its bandwidth on a slow network, and the app's start (evaluating them and hydrating) is the longest
 * work on the main thread: either holds back that paint. So the app is fetched and started once the
 * picture has loaded (or failed), at most LARGEST_IMAGE_WAIT_MS after the first paint.
 */
function afterLargestImage(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map((image) => new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }));
  // Then the next frame: the picture has been painted, not only loaded (a hidden tab has no frames:
  // a short pause stands in).
  return Promise.race([Promise.all(loaded), new Promise<void>((resolve) => setTimeout(resolve, LARGEST_IMAGE_WAIT_MS))]).then(
    () => new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    }),
  );
}

// In the worker start() makes of this module (see there): a date format in the page's language, then the end.
if (typeof document === 'undefined') {
  Intl.DateTimeFormat(self.name).format();
  close();
} else {
  // Under Vite's dev server no bff writes the page, so the shell's styles come from here. The build makes
  // them a stylesheet of its own, which the bff inlines into every first HTML (vite.config.ts).
  if (import.meta.env.DEV) void import('./styles/shell.css');
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
}
