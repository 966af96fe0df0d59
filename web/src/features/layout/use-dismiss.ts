import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open disclosure (the phone menu, "More", the phone's search field) on Escape, with focus
 * back on the control that opened it, and on a pointer press outside `area`, where focus stays where
 * the press put it.
 */
export function useDismiss(open: boolean, close: () => void, area: RefObject<HTMLElement | null>, opener: RefObject<HTMLElement | null>): void {
  // The latest `close` without re-subscribing on every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
      opener.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && area.current?.contains(event.target)) return;
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, area, opener]);
}
