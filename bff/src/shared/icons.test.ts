import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, svgIcon } from './icons';

describe('svgIcon', () => {
  it('draws an icon of the bundled set from its name: its markup and its box', () => {
    const icon = svgIcon('mdi:parking');
    expect(icon).toMatchObject({ name: 'mdi:parking', fallback: false, left: 0, top: 0, width: 24, height: 24 });
    expect(icon?.body).toMatch(/^<path [^>]*d="M[^"]+"[^>]*\/>$/);
  });

  it('draws an alias as the icon it points to', () => {
    // mdi's `1password` is an alias of `onepassword`.
    expect(svgIcon('mdi:1password')).toMatchObject({ name: 'mdi:1password', fallback: false, body: svgIcon('mdi:onepassword')?.body });
  });

  it('draws the neutral icon for a name that is malformed, of a set not bundled, or not in its set', () => {
    const neutral = svgIcon(FALLBACK_ICON);
    expect(neutral?.fallback).toBe(false);
    for (const name of ['mdi:no-such-icon-at-all', 'fa:car', 'parking', 'mdi:Parking', 'mdi:', ':parking', 'mdi:park ing', '<svg onload=x>', `mdi:${'a'.repeat(200)}`, '@api:mdi:parking', '__proto__:toString', 'mdi:__proto__']) {
      const icon = svgIcon(name);
      expect(icon, name).toMatchObject({ name: FALLBACK_ICON, fallback: true });
      expect(icon?.body, name).toBe(neutral?.body);
    }
  });

  it('draws nothing when there is no name', () => {
    expect(svgIcon(null)).toBeNull();
    expect(svgIcon(undefined)).toBeNull();
    expect(svgIcon('  ')).toBeNull();
  });

  it('reads a name with stray spaces around it', () => {
    expect(svgIcon(' mdi:wifi ')).toMatchObject({ name: 'mdi:wifi', fallback: false });
  });
});
