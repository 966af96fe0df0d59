import { describe, expect, it } from 'vitest';
import { buildIdOf, lowScriptPriority, pageStyles, routePrefetches, routePreloads, shellStylesKey } from './web-build';

// A client manifest as Vite writes it: the entry (index.html) and its chunks, one dynamic entry per
// page view, and what a view imports beyond the entry.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: ['src/features/home/home-screen.tsx'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_carousel-1.js': { file: 'assets/carousel-1.js', imports: ['_react-1.js'] },
  'src/features/home/home.page.ts': { file: 'assets/home.page-1.js', isDynamicEntry: true, dynamicImports: ['src/features/home/home-screen.tsx'] },
  'src/features/home/home-screen.tsx': { file: 'assets/home-screen-1.js', src: 'src/features/home/home-screen.tsx', isDynamicEntry: true, imports: ['index.html', '_carousel-1.js'] },
  'src/features/shops/shop.page.ts': { file: 'assets/shop.page-1.js', isDynamicEntry: true, dynamicImports: ['src/features/shops/seo.ts', 'src/features/shops/shop-screen.tsx'] },
  'src/features/shops/shop-screen.tsx': { file: 'assets/shop-screen-1.js', src: 'src/features/shops/shop-screen.tsx', isDynamicEntry: true, imports: ['_react-1.js'] },
  // Another route's screen in the same folder: never the detail's.
  'src/features/shops/shops-category-screen.tsx': { file: 'assets/shops-category-screen-1.js', src: 'src/features/shops/shops-category-screen.tsx', isDynamicEntry: true, imports: ['_pagination-1.js'] },
  '_pagination-1.js': { file: 'assets/pagination-1.js' },
  // The head's lazily loaded JSON-LD builder: the server's, never preloaded for the browser.
  'src/features/shops/seo.ts': { file: 'assets/seo-1.js', src: 'src/features/shops/seo.ts', isDynamicEntry: true, imports: ['_structured-data-1.js'] },
  '_structured-data-1.js': { file: 'assets/structured-data-1.js' },
};

describe('routePreloads', () => {
  it("lists a page view's own chunks, not what index.html already loads", () => {
    const preloads = routePreloads(manifest, { home: 'src/features/home/', shop: 'src/features/shops/', about: 'src/features/about/' });
    expect(preloads.app).toEqual([]);
    expect(preloads.routes.get('home')).toEqual(['/assets/home-screen-1.js', '/assets/carousel-1.js']);
    expect(preloads.routes.get('shop')).toEqual(['/assets/shop-screen-1.js']);
    expect(preloads.routes.get('about')).toEqual([]);
  });

  it("names for every page what the entry's deferred start of the app needs, once", () => {
    // The entry only paints-then-imports src/app/start.tsx, which holds React and the router.
    const deferred = {
      'index.html': { file: 'assets/index-2.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start-2.js', src: 'src/app/start.tsx', isDynamicEntry: true, imports: ['_vendor-2.js'], dynamicImports: ['src/features/home/home.page.ts'] },
      'src/features/home/home.page.ts': { file: 'assets/home.page-2.js', isDynamicEntry: true, dynamicImports: ['src/features/home/home-screen.tsx'] },
      '_vendor-2.js': { file: 'assets/vendor-2.js' },
      'src/features/home/home-screen.tsx': { file: 'assets/home-screen-2.js', src: 'src/features/home/home-screen.tsx', isDynamicEntry: true, imports: ['_vendor-2.js'] },
    };
    const preloads = routePreloads(deferred, { home: 'src/features/home/' });
    expect(preloads.app).toEqual(['/assets/start-2.js', '/assets/vendor-2.js']);
    expect(preloads.routes.get('home')).toEqual(['/assets/home-screen-2.js']);
    // A build without the header's messages chunk: nothing more for a member.
    expect(preloads.member).toEqual([]);
  });

  it("names for a member's pages the header's messages, with what they import beyond the app's start", () => {
    const withMessages = {
      'index.html': { file: 'assets/index-3.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start-3.js', src: 'src/app/start.tsx', isDynamicEntry: true, imports: ['_vendor-3.js'], dynamicImports: ['src/features/layout/header-messages.tsx'] },
      '_vendor-3.js': { file: 'assets/vendor-3.js' },
      '_conversation-link-3.js': { file: 'assets/conversation-link-3.js', imports: ['_vendor-3.js'] },
      'src/features/layout/header-messages.tsx': { file: 'assets/header-messages-3.js', src: 'src/features/layout/header-messages.tsx', isDynamicEntry: true, imports: ['_vendor-3.js', '_conversation-link-3.js'] },
    };
    const preloads = routePreloads(withMessages, {});
    expect(preloads.app).toEqual(['/assets/start-3.js', '/assets/vendor-3.js']);
    expect(preloads.member).toEqual(['/assets/header-messages-3.js', '/assets/conversation-link-3.js']);
  });
});

describe('the offline page\'s entry (issue 24)', () => {
  it('is not an entry every page loads: a module it shares with a screen stays in that screen\'s preloads', () => {
    const withOffline = { ...manifest, 'offline.html': { file: 'assets/offline-1.js', isEntry: true, imports: ['_carousel-1.js'] } };
    expect(routePreloads(withOffline, { home: 'src/features/home/' }).routes.get('home')).toEqual(['/assets/home-screen-1.js', '/assets/carousel-1.js']);
    expect(routePrefetches(withOffline, { home: 'src/features/home/' }).routes.home).toContain('/assets/carousel-1.js');
  });
});

describe('routePrefetches', () => {
  it("lists a page module with its own view and their imports, beyond what every page loads; texts per namespace and language", () => {
    const built = {
      'index.html': { file: 'assets/index-3.js', isEntry: true, imports: ['_vendor-3.js'], dynamicImports: ['src/app/start.tsx', 'src/features/shops/shop.page.ts', 'src/features/shops/shops.page.ts'] },
      '_vendor-3.js': { file: 'assets/vendor-3.js' },
      'src/app/start.tsx': { file: 'assets/start-3.js', src: 'src/app/start.tsx', isDynamicEntry: true, imports: ['_vendor-3.js', '_router-3.js'], dynamicImports: ['src/app/text-files.ts'] },
      '_router-3.js': { file: 'assets/router-3.js' },
      'src/app/text-files.ts': { file: 'assets/text-files-3.js', src: 'src/app/text-files.ts', isDynamicEntry: true },
      'src/features/shops/shop.page.ts': { file: 'assets/shop.page-3.js', isDynamicEntry: true, imports: ['_vendor-3.js'], dynamicImports: ['src/features/shops/seo.ts', 'src/features/shops/shop-screen.tsx'] },
      'src/features/shops/shop-screen.tsx': { file: 'assets/shop-screen-3.js', isDynamicEntry: true, imports: ['_router-3.js', '_card-3.js'], css: ['assets/shop-screen-3.css'] },
      'src/features/shops/shops.page.ts': { file: 'assets/shops.page-3.js', isDynamicEntry: true, dynamicImports: ['src/features/shops/shops-screen.tsx'] },
      'src/features/shops/shops-screen.tsx': { file: 'assets/shops-screen-3.js', isDynamicEntry: true, imports: ['_card-3.js'] },
      '_card-3.js': { file: 'assets/card-3.js', css: ['assets/card-3.css'] },
      'src/features/shops/seo.ts': { file: 'assets/seo-3.js', isDynamicEntry: true },
      'src/features/shops/locales/cz.json': { file: 'assets/cz-3.js', isDynamicEntry: true },
      'src/i18n/locales/de/common.json': { file: 'assets/de-3.js', isDynamicEntry: true },
    };
    const prefetches = routePrefetches(built, { shop: 'src/features/shops/', shops: 'src/features/shops/', gone: 'src/features/gone/' });
    // Not the other screen of the folder, not the server's head builder, not what the entry and the
    // start hold; the view's stylesheets last, imports first.
    expect(prefetches.routes).toEqual({
      shop: ['/assets/shop.page-3.js', '/assets/shop-screen-3.js', '/assets/card-3.js', '/assets/card-3.css', '/assets/shop-screen-3.css'],
      shops: ['/assets/shops.page-3.js', '/assets/shops-screen-3.js', '/assets/card-3.js', '/assets/card-3.css'],
    });
    expect(prefetches.texts).toEqual({ shops: { cz: '/assets/cz-3.js' }, common: { de: '/assets/de-3.js' } });
    expect(prefetches.shared).toEqual(['/assets/text-files-3.js']);
  });
});

describe('lowScriptPriority', () => {
  it('lowers the module scripts and their preloads, and leaves other tags and a chosen priority alone', () => {
    const head =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
      '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js"><link rel="preload" as="image" href="/a.png"><script type="application/json" id="s">{}</script>';
    expect(lowScriptPriority(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-1.js">' +
        '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js"><link rel="preload" as="image" href="/a.png"><script type="application/json" id="s">{}</script>',
    );
  });
});

describe('pageStyles', () => {
  // The shell's stylesheet is an entry of its own; each view's chunk and each shared chunk has its own.
  const built = {
    'index.html': { file: 'assets/index-4.js', isEntry: true, dynamicImports: ['src/features/shops/shop.page.ts'] },
    [shellStylesKey]: { file: 'assets/shell-4.css', isEntry: true },
    'src/features/shops/shop.page.ts': { file: 'assets/shop.page-4.js', isDynamicEntry: true, dynamicImports: ['src/features/shops/seo.ts', 'src/features/shops/shop-screen.tsx'] },
    'src/features/shops/shop-screen.tsx': { file: 'assets/shop-screen-4.js', isDynamicEntry: true, imports: ['_card-4.js', '_odd-4.js'], css: ['assets/shop-screen-4.css'] },
    'src/features/shops/seo.ts': { file: 'assets/seo-4.js', isDynamicEntry: true, css: ['assets/never-4.css'] },
    '_card-4.js': { file: 'assets/card-4.js', css: ['assets/card-4.css'] },
    '_odd-4.js': { file: 'assets/odd-4.js', css: ['assets/odd-4.css'] },
    'src/features/about/about.page.ts': { file: 'assets/about.page-4.js', isDynamicEntry: true },
  };
  const assets: Record<string, string> = {
    'assets/shell-4.css': 'body{margin:0;background:url(/assets/a.png)}',
    'assets/shop-screen-4.css': '.shop{color:red}',
    'assets/card-4.css': '.card{color:blue}',
    'assets/odd-4.css': 'a::after{content:"</style>"}',
    'assets/never-4.css': '.never{}',
  };
  const styles = pageStyles(built, { shop: 'src/features/shops/', about: 'src/features/about/' }, (path) => assets[path] ?? null);

  it("inlines the shell's styles for every page", () => {
    expect(styles.shell).toBe('<style>body{margin:0;background:url(/assets/a.png)}</style>');
  });

  it("inlines a page's view's styles, imports first, each also named by a disabled link; one it cannot inline stays a link", () => {
    expect(styles.routes.get('shop')!.split('\n    ')).toEqual([
      '<style>.card{color:blue}.shop{color:red}</style>',
      '<link rel="stylesheet" crossorigin href="/assets/odd-4.css">',
      '<link rel="stylesheet" crossorigin href="/assets/card-4.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/shop-screen-4.css" disabled>',
    ]);
    // Not the head builder's (the server's), and nothing for a view without styles.
    expect(styles.routes.get('shop')).not.toContain('never');
    expect(styles.routes.get('about')).toBe('');
  });

  it("inlines the header's messages' styles for a member's pages, marked loaded; nothing when the build has none", () => {
    const withMessages = {
      ...built,
      'src/features/layout/header-messages.tsx': { file: 'assets/header-messages-4.js', isDynamicEntry: true, imports: ['_card-4.js'], css: ['assets/header-messages-4.css'] },
    };
    const member = pageStyles(withMessages, {}, (path) => ({ ...assets, 'assets/header-messages-4.css': '.over-header__messages{display:flex}' })[path] ?? null).member;
    expect(member.split('\n    ')).toEqual([
      '<style>.card{color:blue}.over-header__messages{display:flex}</style>',
      '<link rel="stylesheet" crossorigin href="/assets/card-4.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/header-messages-4.css" disabled>',
    ]);
    expect(styles.member).toBe('');
  });

  it('keeps a link for a stylesheet with a relative url() or that cannot be read', () => {
    const relative = pageStyles(built, {}, () => '@font-face{src:url(font-1.woff2)}');
    expect(relative.shell).toBe('<link rel="stylesheet" crossorigin href="/assets/shell-4.css">');
    expect(pageStyles(built, {}, () => null).shell).toBe('<link rel="stylesheet" crossorigin href="/assets/shell-4.css">');
    expect(pageStyles({}, {}, () => null).shell).toBe('');
  });
});

describe('buildIdOf', () => {
  const template = '<head><meta charset="UTF-8" /><meta name="build-id" content="a1b2c3d4e5f60718" /><!--ssr-head--></head>';

  it('takes the id the build wrote into index.html', () => {
    expect(buildIdOf(template, '{"index.html":{}}')).toBe('a1b2c3d4e5f60718');
  });

  it('falls back to a hash of the manifest, which changes with it', () => {
    const first = buildIdOf('<head></head>', '{"index.html":{"file":"assets/index-1.js"}}');
    const second = buildIdOf('<head></head>', '{"index.html":{"file":"assets/index-2.js"}}');
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(second).toMatch(/^[0-9a-f]{16}$/);
    expect(first).not.toBe(second);
  });

  it('refuses an id that is not a plain token, and is null without a manifest', () => {
    expect(buildIdOf('<meta name="build-id" content="a&quot;b" />', null)).toBeNull();
    expect(buildIdOf('<head></head>', null)).toBeNull();
  });
});
