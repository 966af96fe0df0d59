import { describe, expect, it } from 'vitest';
import { inlineJson, renderDocument, renderHead } from './render';

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
});
