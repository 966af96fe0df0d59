import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAllImagesLoaded } from './use-all-images-loaded';

const list = (...ids: string[]) => ids.map((id) => ({ id }));

describe('useAllImagesLoaded', () => {
  it('is set once every item of the list has loaded its image', () => {
    const items = list('a', 'b');
    const { result } = renderHook(() => useAllImagesLoaded(items));
    expect(result.current.allImagesLoaded).toBe(false);
    act(() => result.current.onImageLoad('a'));
    expect(result.current.allImagesLoaded).toBe(false);
    act(() => result.current.onImageLoad('b'));
    expect(result.current.allImagesLoaded).toBe(true);
  });
  it('is set for an empty list and while there is no list', () => {
    expect(renderHook(() => useAllImagesLoaded([])).result.current.allImagesLoaded).toBe(true);
    expect(renderHook(() => useAllImagesLoaded(undefined)).result.current.allImagesLoaded).toBe(true);
  });
  it('is set when a refetch returns the same items, though no image loads again', () => {
    const { result, rerender } = renderHook(({ items }) => useAllImagesLoaded(items), { initialProps: { items: list('a', 'b') } });
    act(() => result.current.onImageLoad('a'));
    expect(result.current.allImagesLoaded).toBe(false);
    rerender({ items: list('a', 'b') });
    expect(result.current.allImagesLoaded).toBe(true);
  });
  it('starts again for other items, counting those already shown', () => {
    const { result, rerender } = renderHook(({ items }) => useAllImagesLoaded(items), { initialProps: { items: list('a', 'b') } });
    act(() => {
      result.current.onImageLoad('a');
      result.current.onImageLoad('b');
    });
    expect(result.current.allImagesLoaded).toBe(true);
    rerender({ items: list('b', 'c') });
    expect(result.current.allImagesLoaded).toBe(false);
    act(() => result.current.onImageLoad('c'));
    expect(result.current.allImagesLoaded).toBe(true);
  });
  it('does not count a render of the same result as a refetch', () => {
    const items = list('a');
    const { result, rerender } = renderHook(() => useAllImagesLoaded(items));
    rerender();
    expect(result.current.allImagesLoaded).toBe(false);
  });
});
