import { describe, expect, it, vi } from 'vitest';
import { BoundedMemory } from './bounded-memory';

describe('BoundedMemory', () => {
  it('makes an answer once per input, then gives the one it made', () => {
    const memory = new BoundedMemory<string, { length: number }>(10);
    const make = vi.fn((key: string) => ({ length: key.length }));
    const first = memory.answer('gzip, br', make);
    expect(memory.answer('gzip, br', make)).toBe(first);
    expect(memory.answer('br', make)).toEqual({ length: 2 });
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('never holds more than its limit: full, it is emptied before the next answer is kept', () => {
    const memory = new BoundedMemory<number, number>(3);
    const make = vi.fn((key: number) => key * 2);
    for (const key of [1, 2, 3]) memory.answer(key, make);
    expect(memory.size).toBe(3);
    expect(memory.answer(4, make)).toBe(8);
    expect(memory.size).toBe(1);
    // 1 was forgotten with the rest: made again.
    expect(memory.answer(1, make)).toBe(2);
    expect(make).toHaveBeenCalledTimes(5);
    expect(memory.size).toBe(2);
  });

  it('keeps falsy answers that are not undefined (an empty string, 0, false)', () => {
    const memory = new BoundedMemory<string, string | number | boolean>(5);
    const make = vi.fn((key: string) => (key === 'a' ? '' : key === 'b' ? 0 : false));
    for (let i = 0; i < 2; i++) for (const key of ['a', 'b', 'c']) memory.answer(key, make);
    expect(make).toHaveBeenCalledTimes(3);
  });
});
