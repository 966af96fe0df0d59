import { describe, expect, it } from 'vitest';
import { escapeXml, imageUrlFor, initials, renderSvg } from './images';

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
    const a = renderSvg('cover', 'aupark', 'shop-1001', 'Marks & Spencer');
    expect(a).toBe(renderSvg('cover', 'aupark', 'shop-1001', 'Marks & Spencer'));
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
