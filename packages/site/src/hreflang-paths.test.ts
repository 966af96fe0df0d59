import { describe, expect, it } from 'vitest';
import { alternates, hreflangPaths } from './paths';

describe('hreflangPaths', () => {
  it('keys each language by its hreflang code (cz → cs) and adds x-default, the fallback language', () => {
    expect(hreflangPaths(alternates('cinema'), 'cz')).toEqual({ en: '/en/cinema', cs: '/cz/kino', sk: '/sk/kino', de: '/de/cinema', 'x-default': '/cz/kino' });
    expect(hreflangPaths(alternates('home'), 'sk')['x-default']).toBe('/sk');
  });
});
