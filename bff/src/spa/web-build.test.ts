import { describe, expect, it } from 'vitest';
import { inlineStylesheets, routePreloads } from './web-build';

// A client manifest as Vite writes it: the entry (index.html) and its chunks, one dynamic entry per
// page view, and what a view imports beyond the entry.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: ['src/features/home/home-screen.tsx'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_carousel-1.js': { file: 'assets/carousel-1.js', imports: ['_react-1.js'], css: ['assets/carousel-1.css'] },
  'src/features/home/home-screen.tsx': { file: 'assets/home-screen-1.js', src: 'src/features/home/home-screen.tsx', isDynamicEntry: true, imports: ['index.html', '_carousel-1.js'] },
  'src/features/shops/shop-screen.tsx': { file: 'assets/shop-screen-1.js', src: 'src/features/shops/shop-screen.tsx', isDynamicEntry: true, imports: ['_react-1.js'] },
};

describe('routePreloads', () => {
  it("lists a page view's own chunks and styles, not what index.html already loads", () => {
    const preloads = routePreloads(manifest, { home: 'src/features/home/', shop: 'src/features/shops/', about: 'src/features/about/' });
    expect(preloads.get('home')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-screen-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/carousel-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/carousel-1.css">',
    ]);
    expect(preloads.get('shop')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/shop-screen-1.js">']);
    expect(preloads.get('about')).toEqual([]);
  });
});

describe('inlineStylesheets', () => {
  it('puts the built stylesheets into the head, and keeps a link it cannot inline', () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/odd-1.css"></head>';
    const assets: Record<string, string> = { 'assets/index-1.css': 'body{margin:0;background:url(/assets/a.png)}', 'assets/odd-1.css': 'a::after{content:"</style>"}' };
    expect(inlineStylesheets(template, (path) => assets[path] ?? null)).toBe(
      '<head><style>body{margin:0;background:url(/assets/a.png)}</style><link rel="stylesheet" crossorigin href="/assets/odd-1.css"></head>',
    );
    expect(inlineStylesheets(template, () => '@font-face{src:url(font-1.woff2)}')).toBe(template);
  });
});
