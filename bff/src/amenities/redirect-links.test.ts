import { describe, expect, it, vi } from 'vitest';
import { parseRedirectLinks, redirectFor } from './redirect-links';

describe('parseRedirectLinks (setting amenitiy_redirect_links)', () => {
  it('reads the entries, ids as text', () => {
    const warn = vi.fn();
    expect(parseRedirectLinks('[{"amenity_id": 1301, "route": "parking"}, {"amenity_id": "1302", "url": "https://x.test/wifi"}]', warn)).toEqual([
      { amenity_id: '1301', route: 'parking' },
      { amenity_id: '1302', url: 'https://x.test/wifi' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });
  it('logs and ignores invalid JSON (spec §5), and what is not a list', () => {
    const warn = vi.fn();
    expect(parseRedirectLinks('[{amenity_id: 1}', warn)).toEqual([]);
    expect(parseRedirectLinks('{"amenity_id": 1}', warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe('invalid JSON in a setting, ignored');
  });
  it('leaves out an entry of another shape, keeping the others', () => {
    const warn = vi.fn();
    expect(parseRedirectLinks('[{"route": "parking"}, {"amenity_id": 5, "url": "/x"}]', warn)).toEqual([{ amenity_id: '5', url: '/x' }]);
    expect(warn).toHaveBeenCalledOnce();
  });
  it('is empty when the setting is missing', () => {
    expect(parseRedirectLinks(null, vi.fn())).toEqual([]);
    expect(parseRedirectLinks('  ', vi.fn())).toEqual([]);
  });
});

describe('redirectFor', () => {
  const links = parseRedirectLinks(
    JSON.stringify([
      { amenity_id: 1, route: 'parking' },
      { amenity_id: 2, url: 'https://www.aupark.sk/wifi' },
      { amenity_id: 3, route: 'shop' },
      { amenity_id: 3, url: '/cz/kino' },
      { amenity_id: 4, url: 'javascript:alert(1)' },
      { amenity_id: 5, url: '//evil.test/x' },
      { amenity_id: 6, route: 'no-such-route' },
    ]),
    vi.fn(),
  );
  it("gives a route's path in the language asked", () => {
    expect(redirectFor('1', links, 'en')).toBe('/en/parking');
    expect(redirectFor('1', links, 'cz')).toBe('/cz/parkovani');
  });
  it('gives an absolute http(s) address or a root-relative path as it is', () => {
    expect(redirectFor('2', links, 'de')).toBe('https://www.aupark.sk/wifi');
    // A route that needs parameters is no link; the next entry for the amenity is.
    expect(redirectFor('3', links, 'sk')).toBe('/cz/kino');
  });
  it('gives null for what cannot be a link of ours, and for an amenity without one', () => {
    for (const id of ['4', '5', '6', '7']) expect(redirectFor(id, links, 'en')).toBeNull();
  });
});
