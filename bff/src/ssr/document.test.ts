import { describe, expect, it } from 'vitest';
import { inlineJson, renderDocument, renderHead } from './document';

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Mall</title><!--ssr-head--></head><body><div id="root"></div><!--ssr-state--><script type="module" src="/assets/app.js"></script></body></html>`;

const head = {
  htmlLang: 'cs',
  title: 'Galerie Harfa "Praha" & <more>',
  description: 'Móda',
  keywords: 'harfa',
  canonical: 'https://www.galerieharfa.cz/cz',
  ogLocale: 'cs_CZ',
  favicon: 'https://www.galerieharfa.cz/img?url=x',
  alternates: { en: 'https://www.galerieharfa.cz/en', cs: 'https://www.galerieharfa.cz/cz', 'x-default': 'https://www.galerieharfa.cz/cz' },
  robots: 'index, follow',
};

describe('renderHead', () => {
  it('escapes text and lists every alternate', () => {
    const html = renderHead(head);
    expect(html).toContain('<title>Galerie Harfa &quot;Praha&quot; &amp; &lt;more&gt;</title>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.galerieharfa.cz/cz">');
    expect(html).toContain('<meta name="robots" content="index, follow">');
    expect(html).toContain('<link rel="icon" href="https://www.galerieharfa.cz/img?url=x">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('application/atom+xml');
    expect(html).not.toContain('application/ld+json');
  });

  it('links the web app manifest and the home-screen icon, beside the theme colour', () => {
    const html = renderHead({ ...head, themeColor: '#0f4c81', manifest: '/manifest/cz.webmanifest', appleTouchIcon: '/pwa/icon-180.png' });
    expect(html).toContain('<link rel="manifest" href="/manifest/cz.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/pwa/icon-180.png">');
    expect(html).toContain('<meta name="theme-color" content="#0f4c81">');
    expect(renderHead(head)).not.toContain('rel="manifest"');
  });

  it('links the language\'s Atom feed, its title escaped', () => {
    const html = renderHead({ ...head, feed: { title: 'H&M "Mall"', href: '/cz/feed.xml' } });
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="H&amp;M &quot;Mall&quot;" href="/cz/feed.xml">');
  });

  it('writes each JSON-LD item as a data block that its text cannot close', () => {
    const item = { '@type': 'ShoppingCenter', name: 'H&M </script><script>alert(1)</script>' };
    const html = renderHead({ ...head, jsonLd: [item, { '@type': 'BreadcrumbList' }] });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as unknown);
    expect(blocks).toEqual([item, { '@type': 'BreadcrumbList' }]);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

describe('inlineJson', () => {
  it('cannot close the script element', () => {
    const json = inlineJson({ name: '</script><script>alert(1)</script>', amp: 'H&M' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', amp: 'H&M' });
  });
});

describe('renderDocument', () => {
  it('sets html lang, replaces the title and embeds the state', () => {
    const html = renderDocument(template, { head, state: { lang: 'cz', shell: { ok: true } } });
    expect(html).toContain('<html lang="cs">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json" id="bff-state">{"lang":"cz","shell":{"ok":true}}</script>');
    expect(html).not.toContain('<!--ssr-head-->');
  });

  it('puts the markup in the outlet and takes `$` patterns in values as text', () => {
    const withOutlet = '<html lang="en"><head><!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div><!--ssr-state--></body></html>';
    const html = renderDocument(withOutlet, {
      head: { ...head, title: "Price $& more $'" },
      html: '<p>Sale $1 &amp; $&</p>',
      preloads: ['<link rel="modulepreload" href="/assets/home-1.js">'],
      state: null,
    });
    expect(html).toContain('<div id="root"><p>Sale $1 &amp; $&</p></div>');
    expect(html).toContain('<title>Price $&amp; more $&#39;</title>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/home-1.js">');
  });

  it("puts the page's styles first in the head and the tenant's theme last, and refuses CSS that could end the element", () => {
    const page = '<html lang="en"><head><!--ssr-head--></head><body><!--ssr-state--></body></html>';
    const html = renderDocument(page, { head, state: null, styles: '<style>:root{--color-primary:#000}</style>', themeCss: ':root{--color-primary:#e30613}' });
    expect(html).toMatch(/<head><style>:root\{--color-primary:#000\}<\/style>\s*<title>/);
    expect(html).toMatch(/<style id="theme">:root\{--color-primary:#e30613\}<\/style>\s*<\/head>/);
    expect(renderDocument(page, { head, state: null, themeCss: ':root{--x:</style><script>alert(1)</script>}' })).not.toContain('alert');
  });

  it("moves React's leading image preloads into the head, before the modulepreloads", () => {
    const withOutlet = '<html lang="en"><head><!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div><!--ssr-state--></body></html>';
    const hint = '<link rel="preload" as="image" imageSrcSet="/img?url=a&amp;w=320 320w, /img?url=a&amp;w=640 640w" imageSizes="100vw" fetchPriority="high"/>';
    const html = renderDocument(withOutlet, {
      head,
      html: `${hint}<main><p>Hello</p><link rel="preload" as="image" href="/later.png"/></main>`,
      preloads: ['<link rel="modulepreload" href="/assets/home-1.js">'],
      state: null,
    });
    expect(html).toContain('<div id="root"><main><p>Hello</p><link rel="preload" as="image" href="/later.png"/></main></div>');
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart.indexOf(hint)).toBeGreaterThan(0);
    expect(headPart.indexOf(hint)).toBeLessThan(headPart.indexOf('modulepreload'));
  });
});
