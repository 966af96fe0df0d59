import { describe, expect, it } from 'vitest';
import { contentPath } from './content-route';

describe('contentPath', () => {
  it('links each content type to its detail route in the language', () => {
    expect(contentPath('event', '7', 'summer-fest', 'en')).toBe('/en/event/7/summer-fest');
    expect(contentPath('news', '3', 'new-shop', 'en')).toBe('/en/news-detail/3/new-shop');
    expect(contentPath('company', '12', 'marks-and-spencer', 'en')).toBe('/en/shop/12/marks-and-spencer');
    expect(contentPath('product', '5', 'x', 'en')).toBe('/en/offer/5/x');
    expect(contentPath('reward', '5', 'x', 'de')).toMatch(/^\/de\/.+\/5\/x$/);
  });
});
