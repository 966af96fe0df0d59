import { describe, expect, it } from 'vitest';
import { heroCardsScope } from './hero-cards-scope';

describe('heroCardsScope (hero_cards_event_type)', () => {
  it('shows the shops’ events for `stores` and the mall’s for `mall`', () => {
    expect(heroCardsScope('stores')).toBe('STORES');
    expect(heroCardsScope('mall')).toBe('MALL');
  });

  it('reads the value without regard to case or surrounding spaces', () => {
    expect(heroCardsScope(' Stores ')).toBe('STORES');
    expect(heroCardsScope('MALL')).toBe('MALL');
  });

  it('shows every event for any other value, or none', () => {
    for (const value of ['all', 'events', '', 'store', 'malls', null, undefined]) expect(heroCardsScope(value)).toBe('ALL');
  });
});
