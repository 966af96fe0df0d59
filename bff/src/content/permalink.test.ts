import { describe, expect, it } from 'vitest';
import { landingTitleSchema, pageAddress } from './permalink';

describe('pageAddress', () => {
  it('takes permalinks of words, with slashes between segments', () => {
    for (const permalink of ['accessibility', 'about-us/history', 'guides/christmas/gift-ideas', 'v2.0_notes', 'A/B/C', '2026-christmas']) {
      expect(pageAddress(permalink)).toEqual({ by: 'permalink', permalink });
    }
  });
  it('takes all digits as a page id', () => {
    expect(pageAddress('1602')).toEqual({ by: 'id', id: '1602' });
    expect(pageAddress('1234567890')).toEqual({ by: 'permalink', permalink: '1234567890' });
  });
  it('refuses what no page can be: empty or dot segments, other characters, too long, too deep', () => {
    for (const bad of ['', '/', 'a/', '/a', 'a//b', '.', '..', 'a/../b', '.env', 'a.', 'with space', 'ä', 'a?b', 'a#b', 'a%2Fb', 'a\\b', 'x'.repeat(201), Array(11).fill('a').join('/')]) {
      expect(pageAddress(bad), bad).toBeNull();
    }
    expect(pageAddress(Array(10).fill('a').join('/'))).not.toBeNull();
  });
});

describe('landingTitleSchema', () => {
  it('takes one segment only', () => {
    expect(landingTitleSchema.safeParse('christmas-2026').success).toBe(true);
    expect(landingTitleSchema.safeParse('a/b').success).toBe(false);
    expect(landingTitleSchema.safeParse('').success).toBe(false);
  });
});
