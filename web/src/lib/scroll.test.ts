import { describe, expect, it } from 'vitest';
import { scrollDecision } from './scroll';

describe('scrollDecision', () => {
  it('scrolls to the top on a route change', () => {
    expect(scrollDecision('/en', '/en/opening-hours', '')).toEqual({ kind: 'top' });
    expect(scrollDecision(null, '/en', '')).toEqual({ kind: 'top' });
    expect(scrollDecision('/en/events/1', '/en/news/1', '')).toEqual({ kind: 'top' });
  });
  it('keeps the position within a list when only the page changes', () => {
    expect(scrollDecision('/en/events/1', '/en/events/2', '')).toEqual({ kind: 'keep' });
    expect(scrollDecision('/en/offers/fashion/1', '/en/offers/fashion/2', '')).toEqual({ kind: 'keep' });
  });
  it('goes to the top when the category changes too', () => {
    expect(scrollDecision('/en/offers/fashion/1', '/en/offers/food/2', '')).toEqual({ kind: 'top' });
  });
  it('scrolls to a hash target when given', () => {
    expect(scrollDecision('/en', '/en/faq', '#parking')).toEqual({ kind: 'hash', id: 'parking' });
  });
});
