import { describe, expect, it } from 'vitest';
import { itemsForWidth } from './carousel-breakpoints';

describe('itemsForWidth', () => {
  it('follows set 1 (1060:4, 783:3, 523:2, 261:1)', () => {
    expect(itemsForWidth(1, 1400)).toBe(4);
    expect(itemsForWidth(1, 1060)).toBe(4);
    expect(itemsForWidth(1, 1059)).toBe(3);
    expect(itemsForWidth(1, 783)).toBe(3);
    expect(itemsForWidth(1, 600)).toBe(2);
    expect(itemsForWidth(1, 300)).toBe(1);
    expect(itemsForWidth(1, 100)).toBe(1);
  });
  it('follows set 2 (1060:5, 839:4, 629:3, 416:2, 209:1)', () => {
    expect(itemsForWidth(2, 1200)).toBe(5);
    expect(itemsForWidth(2, 900)).toBe(4);
    expect(itemsForWidth(2, 700)).toBe(3);
    expect(itemsForWidth(2, 416)).toBe(2);
    expect(itemsForWidth(2, 415)).toBe(1);
  });
  it('follows set 3 (1060:6, 869:5, 695:4, 521:3, 347:2)', () => {
    expect(itemsForWidth(3, 1060)).toBe(6);
    expect(itemsForWidth(3, 870)).toBe(5);
    expect(itemsForWidth(3, 700)).toBe(4);
    expect(itemsForWidth(3, 521)).toBe(3);
    expect(itemsForWidth(3, 347)).toBe(2);
    expect(itemsForWidth(3, 346)).toBe(1);
  });
});
