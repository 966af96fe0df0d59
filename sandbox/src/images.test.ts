import { describe, expect, it } from 'vitest';
import { escapeXml, imageSize, imageUrlFor, initials, parseColors, renderSvg, sceneOf } from './images';

describe('images', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`H&M <"Kids"> 'n' more`)).toBe('H&amp;M &lt;&quot;Kids&quot;&gt; &apos;n&apos; more');
  });

  it('takes initials from brand names', () => {
    expect(initials('Marks & Spencer')).toBe('MS');
    expect(initials('H&M')).toBe('HM');
    expect(initials('Kaufland')).toBe('KA');
    expect(initials('Ľudovít Café')).toBe('ĽC');
    expect(initials('   ')).toBe('?');
  });

  it('renders deterministic, well-escaped SVG', () => {
    const a = renderSvg('logo', 'aupark', 'shop-1001', 'Marks & Spencer', ['#0b3b2e', '#c8b273']);
    expect(a).toBe(renderSvg('logo', 'aupark', 'shop-1001', 'Marks & Spencer', ['#0b3b2e', '#c8b273']));
    expect(a).toContain('Marks &amp; Spencer');
    expect(a).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('uses the mall primary colour for mall logos', () => {
    expect(renderSvg('logo', 'aupark', 'mall', 'Aupark')).toContain('#e2001a');
  });

  it('builds absolute, encoded URLs', () => {
    const url = imageUrlFor('http://127.0.0.1:4010', 'aupark')('logo', 'shop-1', 'H&M Kids');
    expect(url).toBe('http://127.0.0.1:4010/images/logo/aupark/shop-1.svg?text=H%26M%20Kids');
    expect(new URL(url).searchParams.get('text')).toBe('H&M Kids');
    const branded = imageUrlFor('http://127.0.0.1:4010', 'aupark')('logo', 'shop-1', 'H&M', ['#E50010', '#ffffff']);
    expect(branded).toBe('http://127.0.0.1:4010/images/logo/aupark/shop-1.svg?text=H%26M&colors=e50010,ffffff');
    expect(parseColors(new URL(branded).searchParams.get('colors'))).toEqual(['#e50010', '#ffffff']);
  });

  it('reads the brand colours of a URL, and ignores malformed ones', () => {
    for (const bad of [undefined, '', 'e50010', 'e50010,fff', 'e50010;ffffff', 'red,blue', 'e50010,ffffff,000000', ['e50010,ffffff']]) expect(parseColors(bad)).toBeUndefined();
  });

  it("draws a shop's logo in its brand's colours: its name, and a monogram when the name is long", () => {
    const hm = renderSvg('logo', 'aupark', 'shop-1007', 'H&M', ['#e50010', '#ffffff']);
    expect(hm).toContain('fill="#e50010"');
    expect(hm).toMatch(/<text [^>]*fill="#ffffff"[^>]*>H&amp;M<\/text>/);
    const ms = renderSvg('logo', 'aupark', 'shop-1001', 'Marks & Spencer', ['#0b3b2e', '#c8b273']);
    expect(ms).toMatch(/>MS<\/text>/);
    expect(ms).toContain('stroke="#c8b273"');
    // Dark ink where white would not read (Pošta's yellow).
    expect(renderSvg('logo-wide', 'aupark', 'shop-1004', 'Pošta', ['#ffcc00', '#1a1a1a'])).toMatch(/<text [^>]*fill="#161616"[^>]*>(Pošta|POŠTA)<\/text>/);
    // Without colours of its own a shop still gets a palette, the same every time.
    expect(renderSvg('logo', 'aupark', 'shop-9', 'Nová značka')).toBe(renderSvg('logo', 'aupark', 'shop-9', 'Nová značka'));
  });

  it('draws photos without any text: a shop front, its products, the mall', () => {
    expect(['shop-1001', 'shop-1001-1', 'shop-1001-2', 'shop-1001-3', 'offer-1501', 'reward-1401', 'amenity-1303', 'mall-gallery-1'].map(sceneOf)).toEqual([
      'storefront', 'storefront', 'product', 'product', 'product', 'product', 'atrium', 'atrium',
    ]);
    for (const name of ['shop-1001', 'shop-1001-1', 'shop-1001-2', 'shop-1001-3', 'amenity-1303', 'offer-1501-2']) {
      for (const kind of ['cover', 'picture'] as const) {
        const svg = renderSvg(kind, 'aupark', name, 'Marks & Spencer 1', ['#0b3b2e', '#c8b273']);
        expect(svg, name).not.toMatch(/<text|<tspan|aria-label|Marks|Spencer/);
        const [w, h] = imageSize(kind);
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`), name).toBe(true);
      }
    }
  });

  it("draws each shop's photos its own way, the same every time", () => {
    const front = (name: string) => renderSvg('picture', 'aupark', name, '', ['#0b3b2e', '#c8b273']);
    expect(front('shop-1001-2')).toBe(front('shop-1001-2'));
    expect(front('shop-1001-2')).not.toBe(front('shop-1001-3'));
    expect(front('shop-1001-2')).not.toBe(renderSvg('picture', 'galerieharfa', 'shop-1001-2', '', ['#0b3b2e', '#c8b273']));
    // In the brand's colours.
    expect(front('shop-1001-1')).toContain('#0b3b2e');
  });

  it('links photos as JPEG, icons as PNG and logos as SVG', () => {
    const image = imageUrlFor('http://127.0.0.1:4010', 'aupark');
    expect(image('banner-wide', 'event-1101', 'Summer')).toBe('http://127.0.0.1:4010/images/banner-wide/aupark/event-1101.jpg?text=Summer');
    expect(image('cover', 'shop-1', 'A')).toMatch(/\/shop-1\.jpg\?/);
    expect(image('picture', 'mall-x', 'A')).toMatch(/\.jpg\?/);
    expect(image('icon', 'mall-icons_parking', 'P')).toMatch(/\.png\?/);
    expect(image('logo-wide', 'mall', 'A')).toMatch(/\.svg\?/);
  });
});
