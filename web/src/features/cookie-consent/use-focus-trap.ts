import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}

/**
 * Modal dialog focus (WAI-ARIA APG "Dialog (Modal)"): focus moves into the dialog when it opens, Tab
 * and Shift+Tab cycle inside it, Escape calls `onEscape` (when given), and on close focus returns to
 * where it was, if that element is still on the page.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: (() => void) | null): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog itself takes focus first, so that a screen reader reads its title and description.
    root.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [container]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (event.shiftKey && (active === first || active === root || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, onEscape]);
}
