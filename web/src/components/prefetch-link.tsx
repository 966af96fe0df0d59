import { useCallback, useEffect, useRef, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { Link, NavLink, useHref, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { usePrefetch } from '../lib/prefetch-context';

// Spec §9, as issue 23 sets it (SvelteKit's default): a link in view fetches its page's code ahead
// (into the HTTP cache, run by nothing), once the page is idle; its data only on intent: a pointer
// resting on it, focus (the keyboard's hover), a touch or a press. A page load then asks the bff for
// no data until the visitor shows where they go. What is fetched, how many at once and on which
// connections is the app's prefetch (lib/prefetch-context); a link only says when.

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

/**
 * How long a mouse pointer rests on a link before its data is fetched: a pointer passing over links
 * on its way elsewhere fetches nothing (SvelteKit waits 20 ms after the last move; a little more
 * here, as our pages' data costs the bff more than a static file).
 */
export const restingPointerMs = 60;

function usePrefetchOnIntent(to: To, reloadDocument: boolean | undefined) {
  const prefetch = usePrefetch();
  const href = useHref(to);
  // Another site, or a full page load (which starts with an empty cache): nothing to prefetch.
  const path = reloadDocument || (typeof to === 'string' && absoluteUrl.test(to)) ? null : href;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const intent = useCallback(() => {
    cancel();
    if (path) prefetch.data(path);
  }, [prefetch, path, cancel]);
  const resting = useCallback(() => {
    cancel();
    if (path) timer.current = setTimeout(intent, restingPointerMs);
  }, [path, intent, cancel]);
  const inView = useCallback(() => {
    if (path) prefetch.code(path);
  }, [prefetch, path]);
  useEffect(() => cancel, [cancel]);
  // An object ref and an effect, not a ref callback: <Link> merges refs into a new callback at every
  // render (dropping a callback's cleanup), which would watch the link anew each time.
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    return element && path ? onceInView(element, inView) : undefined;
  }, [path, inView]);
  return { ref, intent, resting, cancel };
}

type IntentHandlers = Pick<LinkProps, 'onPointerEnter' | 'onPointerLeave' | 'onPointerDown' | 'onTouchStart' | 'onFocus'>;

/**
 * The link's own handlers, each followed by the prefetch of its data: a mouse resting on it, a
 * touch or a press (the navigation is a few dozen milliseconds away), focus (the keyboard's hover).
 */
function withPrefetch(
  { onPointerEnter, onPointerLeave, onPointerDown, onTouchStart, onFocus }: IntentHandlers,
  { intent, resting, cancel }: { intent: () => void; resting: () => void; cancel: () => void },
): IntentHandlers {
  return {
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType === 'mouse') resting();
      else intent();
    },
    onPointerLeave: (event: PointerEvent<HTMLAnchorElement>) => {
      onPointerLeave?.(event);
      cancel();
    },
    onPointerDown: (event: PointerEvent<HTMLAnchorElement>) => {
      onPointerDown?.(event);
      intent();
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      onTouchStart?.(event);
      intent();
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      onFocus?.(event);
      intent();
    },
  };
}

/**
 * A react-router `<Link>` that fetches its page's code when it comes into view and its data on
 * intent (see withPrefetch).
 */
export function PrefetchLink({ onPointerEnter, onPointerLeave, onPointerDown, onTouchStart, onFocus, ...props }: LinkProps) {
  const { ref, ...handlers } = usePrefetchOnIntent(props.to, props.reloadDocument);
  return <Link {...props} ref={ref} {...withPrefetch({ onPointerEnter, onPointerLeave, onPointerDown, onTouchStart, onFocus }, handlers)} />;
}

/** A react-router `<NavLink>` (active state) that prefetches as `PrefetchLink` does. */
export function PrefetchNavLink({ onPointerEnter, onPointerLeave, onPointerDown, onTouchStart, onFocus, ...props }: NavLinkProps) {
  const { ref, ...handlers } = usePrefetchOnIntent(props.to, props.reloadDocument);
  return <NavLink {...props} ref={ref} {...withPrefetch({ onPointerEnter, onPointerLeave, onPointerDown, onTouchStart, onFocus }, handlers)} />;
}
