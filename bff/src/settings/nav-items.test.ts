import { describe, expect, it, vi } from 'vitest';
import { parseSettings, settingsNavItems } from './mapper';
import { localizeNavItems, normalizeUrl, parseNavItems } from './nav-items';

// Issue 22: `header_navbar_items` and `footer_items` change what the header and footer show.

describe('normalizeUrl', () => {
  it('prepends http:// to an address without a scheme and keeps http(s) ones', () => {
    expect(normalizeUrl('eshop.novoplaza.test')).toBe('http://eshop.novoplaza.test/');
    expect(normalizeUrl('https://www.aupark.sk/kariera')).toBe('https://www.aupark.sk/kariera');
    expect(normalizeUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(normalizeUrl('www.example.com:8080/x')).toBe('http://www.example.com:8080/x');
  });
  it('refuses other schemes and addresses without a host', () => {
    expect(normalizeUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeUrl('mailto:a@b.cz')).toBeNull();
    expect(normalizeUrl('   ')).toBeNull();
    expect(normalizeUrl('not a url')).toBeNull();
  });
});

describe('parseNavItems', () => {
  it('accepts both shapes the editors write, with and without a type', () => {
    const warn = vi.fn();
    const items = parseNavItems(
      'header_navbar_items',
      [
        { name: 'parking', icon: 'mdi:parking' },
        { type: 'route', name: 'offers' },
        { type: 'link', url: 'https://shop.test/', translations: [{ locale: 'en', title: 'Shop' }] },
        { url: 'careers.test', translations: [{ locale: 'cz', title: 'Kariéra' }], icon: 'mdi:briefcase' },
      ],
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
    expect(items?.map((i) => (i.kind === 'route' ? i.name : i.url))).toEqual(['parking', 'offers', 'https://shop.test/', 'http://careers.test/']);
    expect(items?.[0]?.icon).toBe('mdi:parking');
  });

  it('leaves out and logs unknown routes, detail routes, bad links and other shapes', () => {
    const warn = vi.fn();
    const items = parseNavItems(
      'footer_items',
      [{ name: 'no-such-page' }, { name: 'shop' }, { type: 'link', url: 'javascript:alert(1)' }, { type: 'route', url: 'https://x.test' }, 42, { name: 'contact' }],
      warn,
    );
    expect(items).toEqual([{ kind: 'route', name: 'contact', icon: null }]);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('is null for an unset setting and for one that is not a list', () => {
    const warn = vi.fn();
    expect(parseNavItems('footer_items', null, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(parseNavItems('footer_items', { name: 'offers' }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('links the floor plan only where the settings name a default plan', () => {
    const warn = vi.fn();
    expect(parseNavItems('header_navbar_items', [{ name: 'floorplan' }], warn)).toEqual([]);
    expect(parseNavItems('header_navbar_items', [{ name: 'floorplan' }], warn, '3001')).toEqual([{ kind: 'route', name: 'floorplan', icon: null }]);
  });
});

describe('localizeNavItems', () => {
  const warn = vi.fn();
  const sources = parseNavItems(
    'footer_items',
    [
      { name: 'parking', icon: 'mdi:parking' },
      { type: 'link', url: 'https://x.test/career', translations: [{ locale: 'en', title: 'Careers' }, { locale: 'de', title: 'Karriere' }] },
      { type: 'link', url: 'https://x.test/e', translations: [{ locale: 'sk', title: 'E-shop SK' }] },
      { type: 'link', url: 'https://x.test/none' },
    ],
    warn,
  )!;

  it("gives a route's path and label, and a link's title, in the page's language", () => {
    const de = localizeNavItems(sources, 'de');
    expect(de[0]).toMatchObject({ name: 'parking', external: false, icon: expect.objectContaining({ name: 'mdi:parking' }) });
    expect(de[0]?.href).toMatch(/^\/de\//);
    expect(de[1]).toMatchObject({ name: null, href: 'https://x.test/career', title: 'Karriere', external: true, icon: null });
    const cz = localizeNavItems(sources, 'cz');
    expect(cz[0]?.href).not.toBe(de[0]?.href);
    // No Czech title: English, then any, then the host.
    expect(cz[1]?.title).toBe('Careers');
    expect(cz[2]?.title).toBe('E-shop SK');
    expect(cz[3]?.title).toBe('x.test');
  });
});

describe('parseSettings: header and footer items', () => {
  const nav = JSON.stringify([{ name: 'contact' }, { type: 'link', url: 'eshop.test', translations: [{ locale: 'en', title: 'E-shop' }] }]);

  it('keeps the valid items of each setting', () => {
    const warn = vi.fn();
    const settings = parseSettings({ header_navbar_items: nav, footer_items: nav }, warn);
    expect(settingsNavItems(settings).header).toHaveLength(2);
    expect(settingsNavItems(settings).footer).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('has no header items when unset, empty, invalid JSON or without a valid item (the name list then)', () => {
    for (const value of [undefined, '', '[]', '[{"name": "nope"}]', '{not json']) {
      const warn = vi.fn();
      const settings = parseSettings({ header_navbar_items: value, footer_items: value }, warn);
      expect(settingsNavItems(settings)).toEqual({ header: null, footer: [] });
      if (value === '{not json' || value === '[{"name": "nope"}]') expect(warn).toHaveBeenCalled();
    }
  });
});

describe('parseSettings: is_cookie_consent_forced', () => {
  it('is on only when set to true', () => {
    expect(parseSettings({ is_cookie_consent_forced: 'true' }, vi.fn()).isCookieConsentForced).toBe(true);
    expect(parseSettings({ is_cookie_consent_forced: 'false' }, vi.fn()).isCookieConsentForced).toBe(false);
    expect(parseSettings({}, vi.fn()).isCookieConsentForced).toBe(false);
    expect(parseSettings({ is_cookie_consent_forced: 'yes please' }, vi.fn()).isCookieConsentForced).toBe(false);
  });
});
