import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

// Parts of a page below the fold, hydrated when they are about to be seen, when the browser is idle,
// or the moment the visitor reaches for them, whichever comes first (issue 23: Total Blocking Time on
// a phone). Until then they are the server's markup: painted, readable, their links plain links.
//
// How: a Suspense boundary around the part, and inside it a gate that suspends while the first page
// hydrates. React then leaves the server's markup in place and hydrates the boundary on its own, in a
// pass and a commit of its own, when the gate opens; the page's first hydration (the part above the
// fold, the app's own work) no longer carries it. A part rendered after the first hydration (a
// client-side navigation to the page) has no gate: it renders at once, as any other.
//
// Reaching for it: a press, a touch, a key or focus anywhere in the part opens its gate before React
// sees the event (a listener on the window, in the capture phase, which comes before React's own on
// the root), so that React's synchronous hydration of the target's boundary succeeds and the event
// reaches the part's handlers: a link in it navigates in the page, a button works on the first press.

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** Each closed gate's part (its wrapper element), for the window's listeners. */
const closed = new Map<Element, Gate>();
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
let listening = false;

function listenForIntent(): void {
  if (listening) return;
  listening = true;
  const openAround = (event: Event) => {
    if (!(event.target instanceof Node)) return;
    for (const [element, gate] of closed) if (element.contains(event.target)) gate.open();
  };
  for (const type of intentEvents) window.addEventListener(type, openAround, { capture: true, passive: true });
}

/**
 * While the app hydrates the server's markup (from its start until its first render has committed):
 * the parts rendered meanwhile are the server's to keep. Any other render (a page the browser renders
 * itself, a client-side navigation, a test) has no gates.
 */
let firstHydration = false;

/** Called by the app's start just before it hydrates the server's markup. */
export function firstHydrationStarts(): void {
  firstHydration = true;
}

/** Called once the page's first render has committed (the app's ready mark): later parts render at once. */
export function firstHydrationDone(): void {
  firstHydration = false;
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) throw gate.promise;
  return children;
}

let idle: Promise<void> | undefined;
/** Once the page has loaded (its images among them) and then the browser is idle. */
function afterLoadIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short pause after load stands in for it.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  });
  return idle;
}

/** How far below the viewport a part starts hydrating: a fast scroll finds it ready. */
const AHEAD = '300px';
/** Hydrated at the latest this long after the load, even if the browser never idles. */
const IDLE_TIMEOUT_MS = 4_000;

export function HydrateLater({ children }: { children: ReactNode }) {
  // On the server (no window) there is nothing to wait for: the part is rendered into the HTML.
  const [gate] = useState(() => (typeof window !== 'undefined' && firstHydration ? createGate() : null));
  const ref = useRef<HTMLDivElement>(null);
  const committed = useRef(false);
  // Rendered again before the part has hydrated (its page re-rendered: new data, the day turned …):
  // React would have to hydrate the part now, or give up its server markup and render it anew, which
  // with a closed gate means nothing (the fallback) until the gate opens. So the gate opens now.
  if (committed.current && gate && !gate.opened) gate.open();
  useEffect(() => {
    committed.current = true;
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.opened || !element) return;
    closed.set(element, gate);
    listenForIntent();
    const observer = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: `${AHEAD} 0px` })
      : null;
    // The wrapper has no box of its own (display: contents): its children are what is seen.
    for (const child of element.children) observer?.observe(child);
    let stopped = false;
    void afterLoadIdle().then(() => {
      if (!stopped) gate.open();
    });
    const stop = () => {
      stopped = true;
      closed.delete(element);
      observer?.disconnect();
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate]);
  return (
    <div ref={ref} className="hydrate-later">
      {/* The fallback is the part itself: while hydrating, a suspended boundary keeps the server's
          markup and shows no fallback; if React renders the part anew instead (its server markup
          given up after a mismatch above it), the part shows at once rather than nothing. */}
      <Suspense fallback={children}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
