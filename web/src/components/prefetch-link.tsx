import { useCallback, useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { Link, NavLink, useHref, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { usePrefetch } from '../lib/prefetch-context';

// Spec §9: links prefetch the next page's module and data on hover, on focus (the keyboard's hover)
// and when they come into view. What is prefetched, how many at once and on which connections is
// the app's prefetch (lib/prefetch-context); a link only says when.

// ---- in view: one observer for every link --------------------------------------------------------

const callbacks = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;
let idle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle. Links in view wait for it: the first
 * load asks nothing until the visible page is done (hydration, images), and a hover is still
 * served at once.
 */
function pageIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const afterLoad = () => {
      // Safari has no requestIdleCallback: a short pause after load stands in for it.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = callbacks.get(entry.target);
      // Once per link: a link that scrolls out and back in has been prefetched already.
      callbacks.delete(entry.target);
      observer?.unobserve(entry.target);
      callback?.();
    }
  });
  return observer;
}

/** Calls back once, the first time the element is in the viewport after the page is idle. */
function onceInView(element: Element, callback: () => void): () => void {
  // Browsers without the API prefetch on hover and focus only.
  if (typeof IntersectionObserver !== 'function') return () => {};
  callbacks.set(element, callback);
  void pageIdle().then(() => {
    if (callbacks.get(element) === callback) sharedObserver().observe(element);
  });
  return () => {
    if (callbacks.get(element) !== callback) return;
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

// ---- the links -----------------------------------------------------------------------------------

// As react-router tells an external address from a path of the app.
const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function usePrefetchOnIntent(to: To, reloadDocument: boolean | undefined) {
  const prefetch = usePrefetch();
  const href = useHref(to);
  // Another site, or a full page load (which starts with an empty cache): nothing to prefetch.
  const path = reloadDocument || (typeof to === 'string' && absoluteUrl.test(to)) ? null : href;
  const start = useCallback(() => {
    if (path) prefetch(path);
  }, [prefetch, path]);
  // An object ref and an effect, not a ref callback: <Link> merges refs into a new callback at every
  // render (dropping a callback's cleanup), which would watch the link anew each time.
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    return element && path ? onceInView(element, start) : undefined;
  }, [path, start]);
  return { ref, start };
}

type IntentHandlers = Pick<LinkProps, 'onPointerEnter' | 'onFocus'>;

/** The link's own pointer-enter and focus handlers, each followed by the prefetch. */
function withPrefetch({ onPointerEnter, onFocus }: IntentHandlers, start: () => void): IntentHandlers {
  return {
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      onPointerEnter?.(event);
      start();
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      onFocus?.(event);
      start();
    },
  };
}

/** A react-router `<Link>` that prefetches its page on hover, on focus and when it comes into view. */
export function PrefetchLink({ onPointerEnter, onFocus, ...props }: LinkProps) {
  const { ref, start } = usePrefetchOnIntent(props.to, props.reloadDocument);
  return <Link {...props} ref={ref} {...withPrefetch({ onPointerEnter, onFocus }, start)} />;
}

/** A react-router `<NavLink>` (active state) that prefetches as `PrefetchLink` does. */
export function PrefetchNavLink({ onPointerEnter, onFocus, ...props }: NavLinkProps) {
  const { ref, start } = usePrefetchOnIntent(props.to, props.reloadDocument);
  return <NavLink {...props} ref={ref} {...withPrefetch({ onPointerEnter, onFocus }, start)} />;
}
