import { useCallback, useEffect, useRef, useState } from 'react';

// A list's all-images-loaded flag (spec §4 "Lists"): set when the number of loaded images equals the
// list's length, or when a refetch returns the same items as before (their images are shown already,
// and no load event will come again). A different set of items starts the count again.

export interface ImagesLoaded {
  allImagesLoaded: boolean;
  /** Call from each image's `onLoad` and `onError` (a broken image is done loading, too). */
  onImageLoad(id: string): void;
}

/**
 * `items` is the list as its query result gave it: the same array until a new result arrives, so
 * that a new array with the same ids is recognised as a refetch of the same items.
 */
const NONE: readonly { id: string }[] = [];

export function useAllImagesLoaded(items: readonly { id: string }[] | null | undefined): ImagesLoaded {
  const list = items ?? NONE;
  const ids = list.map((item) => item.id);
  const signature = ids.join('\u0000');
  const loaded = useRef(new Set<string>());
  const seen = useRef<{ list: readonly unknown[]; signature: string } | null>(null);
  const [allImagesLoaded, setAll] = useState(ids.length === 0);

  useEffect(() => {
    const before = seen.current;
    seen.current = { list, signature };
    if (before && before.list === list) return;
    if (before && before.signature === signature) {
      // A refetch that returned the same items.
      setAll(true);
      return;
    }
    // Keep what loaded of the items still listed (an image already shown does not load again).
    const wanted = new Set(ids);
    loaded.current = new Set([...loaded.current].filter((id) => wanted.has(id)));
    setAll([...wanted].every((id) => loaded.current.has(id)));
    // `ids` follows from `list`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, signature]);

  const onImageLoad = useCallback(
    (id: string) => {
      loaded.current.add(id);
      const wanted = signature === '' ? [] : signature.split('\u0000');
      if (wanted.every((key) => loaded.current.has(key))) setAll(true);
    },
    [signature],
  );

  return { allImagesLoaded, onImageLoad };
}
