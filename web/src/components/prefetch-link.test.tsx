import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type * as PrefetchContextModule from '../lib/prefetch-context';
import type { Prefetch } from '../lib/prefetch-context';
import type * as PrefetchLinkModule from './prefetch-link';

// The links share one observer and one idle wait, made on first use and kept in their module. Test
// files share a module graph (vitest.config.ts, isolate: false), so another file may have made them
// already: this file loads its own copy of the links, after the stand-ins below are in place.
let PrefetchContext: typeof PrefetchContextModule.PrefetchContext;
let PrefetchLink: typeof PrefetchLinkModule.PrefetchLink;
let PrefetchNavLink: typeof PrefetchLinkModule.PrefetchNavLink;
let restingPointerMs: typeof PrefetchLinkModule.restingPointerMs;

// The links' part of spec §9 and issue 23: when they ask for a page's code (in view) and for its data
// (on intent). What is fetched is the app's (tested in app/page-prefetch.test.ts and e2e/prefetch.spec.ts).

/** Stands in for the browser's IntersectionObserver: the test says what is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let prefetch: { data: Mock<Prefetch['data']>; code: Mock<Prefetch['code']> };

function renderWith(ui: React.ReactNode, at = '/en') {
  return render(
    <PrefetchContext.Provider value={prefetch}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </PrefetchContext.Provider>,
  );
}

/** The browser's idle callbacks, run when the test says the page is idle. */
const idleCallbacks: (() => void)[] = [];

beforeAll(async () => {
  // Before any link mounts: the links share one observer, made on first use, and wait for one idle time.
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.resetModules();
  ({ PrefetchContext } = await import('../lib/prefetch-context'));
  ({ PrefetchLink, PrefetchNavLink, restingPointerMs } = await import('./prefetch-link'));
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  prefetch = { data: vi.fn<Prefetch['data']>(), code: vi.fn<Prefetch['code']>() };
});

/** A mouse pointer entering the link and resting there. */
function mouseRests(link: HTMLElement): void {
  fireEvent.pointerEnter(link, { pointerType: 'mouse' });
  act(() => {
    vi.advanceTimersByTime(restingPointerMs);
  });
}

describe('PrefetchLink', () => {
  it("fetches its page's data when a mouse rests on it, not when it passes over", () => {
    // Only the timeouts: the links' idle wait is the test's own (requestIdleCallback above).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWith(<PrefetchLink to="/en/shops-services">Shops</PrefetchLink>);
      const link = screen.getByRole('link', { name: 'Shops' });
      fireEvent.pointerEnter(link, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(restingPointerMs - 10);
      });
      fireEvent.pointerLeave(link, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(restingPointerMs * 2);
      });
      expect(prefetch.data).not.toHaveBeenCalled();
      mouseRests(link);
      expect(prefetch.data.mock.calls).toEqual([['/en/shops-services']]);
      expect(prefetch.code).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches its data at once on focus, a touch, a press, or a pen or finger entering it', () => {
    renderWith(<PrefetchLink to="/en/events">Events</PrefetchLink>);
    const link = screen.getByRole('link', { name: 'Events' });
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    expect(prefetch.data.mock.calls).toEqual([['/en/events'], ['/en/events'], ['/en/events'], ['/en/events']]);
  });

  it('keeps its props: classes, attributes and its own handlers', () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    const onPointerDown = vi.fn();
    renderWith(
      <PrefetchLink to="/cz" className="hero__slide" hrefLang="cs" aria-current="true" data-lang="cz" onPointerEnter={onPointerEnter} onFocus={onFocus} onPointerDown={onPointerDown}>
        CZ
      </PrefetchLink>,
    );
    const link = screen.getByRole('link', { name: 'CZ' });
    expect(link.getAttribute('href')).toBe('/cz');
    expect(link.className).toBe('hero__slide');
    expect([link.getAttribute('hreflang'), link.getAttribute('aria-current'), link.dataset.lang]).toEqual(['cs', 'true', 'cz']);
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    fireEvent.focus(link);
    fireEvent.pointerDown(link);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    expect(prefetch.data).toHaveBeenCalledTimes(3);
  });

  it('prefetches the path a location object leads to, as the link resolves it', () => {
    renderWith(<PrefetchLink to={{ pathname: '/en/opening-hours', search: '?from=home' }}>Hours</PrefetchLink>);
    const link = screen.getByRole('link', { name: 'Hours' });
    expect(link.getAttribute('href')).toBe('/en/opening-hours?from=home');
    fireEvent.focus(link);
    expect(prefetch.data).toHaveBeenCalledWith('/en/opening-hours?from=home');
  });

  it('does not prefetch another site, nor a link that loads a whole document', () => {
    renderWith(
      <>
        <PrefetchLink to="https://example.com/en">Elsewhere</PrefetchLink>
        <PrefetchLink to="//example.com/en">Protocol-relative</PrefetchLink>
        <PrefetchLink to="/en" reloadDocument>
          Reload
        </PrefetchLink>
      </>,
    );
    for (const name of ['Elsewhere', 'Protocol-relative', 'Reload']) {
      const link = screen.getByRole('link', { name });
      fireEvent.pointerEnter(link, { pointerType: 'touch' });
      fireEvent.focus(link);
    }
    expect(prefetch.data).not.toHaveBeenCalled();
  });

  it("fetches its page's code (never data) once when it comes into view, after the page is idle, through one observer", async () => {
    const links = (className: string) => (
      <>
        <PrefetchLink to="/en" className={className}>
          EN
        </PrefetchLink>
        <PrefetchLink to="/de">DE</PrefetchLink>
        <PrefetchLink to="https://example.com/">External</PrefetchLink>
      </>
    );
    const { rerender } = renderWith(links('a'));
    const en = screen.getByRole('link', { name: 'EN' });
    const de = screen.getByRole('link', { name: 'DE' });
    // Nothing is watched before the page is idle.
    await Promise.resolve();
    expect(FakeObserver.instances.flatMap((o) => [...o.observed])).toEqual([]);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    await vi.waitFor(() => expect(FakeObserver.instances[0]?.observed.size).toBe(2));
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0]!;
    expect([...observer.observed]).toEqual([en, de]);

    act(() => observer.report(en, false));
    expect(prefetch.code).not.toHaveBeenCalled();
    act(() => observer.report(en, true));
    expect(prefetch.code.mock.calls).toEqual([['/en']]);
    expect(prefetch.data).not.toHaveBeenCalled();
    // Once per link: it is no longer watched, and a second report does nothing.
    expect([...observer.observed]).toEqual([de]);
    act(() => observer.report(en, true));
    expect(prefetch.code).toHaveBeenCalledTimes(1);
    // A render that changes no path watches nothing anew.
    rerender(
      <PrefetchContext.Provider value={prefetch}>
        <MemoryRouter initialEntries={['/en']}>{links('b')}</MemoryRouter>
      </PrefetchContext.Provider>,
    );
    await Promise.resolve();
    expect(en.className).toBe('b');
    expect([...observer.observed]).toEqual([de]);
  });

  it('stops watching a link that unmounts', async () => {
    const { unmount } = renderWith(<PrefetchLink to="/sk">SK</PrefetchLink>);
    const sk = screen.getByRole('link', { name: 'SK' });
    await vi.waitFor(() => expect(FakeObserver.instances[0]?.observed.has(sk)).toBe(true));
    unmount();
    expect(FakeObserver.instances[0]?.observed.has(sk)).toBe(false);
    act(() => FakeObserver.instances[0]!.report(sk, true));
    expect(prefetch.code).not.toHaveBeenCalled();
  });
});

describe('PrefetchNavLink', () => {
  it('keeps the active class function and prefetches on intent', () => {
    renderWith(
      <PrefetchNavLink to="/en/events" className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}>
        Events
      </PrefetchNavLink>,
      '/en/events',
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link.className).toBe('main-nav__link is-active');
    fireEvent.pointerDown(link);
    fireEvent.focus(link);
    expect(prefetch.data.mock.calls).toEqual([['/en/events'], ['/en/events']]);
  });
});
