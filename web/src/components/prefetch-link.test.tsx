import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { PrefetchContext, type Prefetch } from '../lib/prefetch-context';
import { PrefetchLink, PrefetchNavLink } from './prefetch-link';

// The links' part of spec §9: when they ask for a prefetch. What is fetched is the app's (tested in
// app/page-prefetch.test.ts and e2e/prefetch.spec.ts).

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

let prefetch: Mock<Prefetch>;

function renderWith(ui: React.ReactNode, at = '/en') {
  return render(
    <PrefetchContext.Provider value={prefetch}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </PrefetchContext.Provider>,
  );
}

/** The browser's idle callbacks, run when the test says the page is idle. */
const idleCallbacks: (() => void)[] = [];

beforeAll(() => {
  // Before any link mounts: the links share one observer, made on first use, and wait for one idle time.
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  prefetch = vi.fn<Prefetch>();
});

describe('PrefetchLink', () => {
  it('prefetches its path on pointer enter and on focus', () => {
    renderWith(<PrefetchLink to="/en/shops-services">Shops</PrefetchLink>);
    const link = screen.getByRole('link', { name: 'Shops' });
    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/en/shops-services');
    fireEvent.focus(link);
    expect(prefetch.mock.calls).toEqual([['/en/shops-services'], ['/en/shops-services']]);
  });

  it('keeps its props: classes, attributes and its own handlers', () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    renderWith(
      <PrefetchLink to="/cz" className="hero__slide" hrefLang="cs" aria-current="true" data-lang="cz" onPointerEnter={onPointerEnter} onFocus={onFocus}>
        CZ
      </PrefetchLink>,
    );
    const link = screen.getByRole('link', { name: 'CZ' });
    expect(link.getAttribute('href')).toBe('/cz');
    expect(link.className).toBe('hero__slide');
    expect([link.getAttribute('hreflang'), link.getAttribute('aria-current'), link.dataset.lang]).toEqual(['cs', 'true', 'cz']);
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('prefetches the path a location object leads to, as the link resolves it', () => {
    renderWith(<PrefetchLink to={{ pathname: '/en/opening-hours', search: '?from=home' }}>Hours</PrefetchLink>);
    const link = screen.getByRole('link', { name: 'Hours' });
    expect(link.getAttribute('href')).toBe('/en/opening-hours?from=home');
    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/en/opening-hours?from=home');
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
      fireEvent.pointerEnter(link);
      fireEvent.focus(link);
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches once when it comes into view, after the page is idle, through one observer', async () => {
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
    expect(prefetch).not.toHaveBeenCalled();
    act(() => observer.report(en, true));
    expect(prefetch.mock.calls).toEqual([['/en']]);
    // Once per link: it is no longer watched, and a second report does nothing.
    expect([...observer.observed]).toEqual([de]);
    act(() => observer.report(en, true));
    expect(prefetch).toHaveBeenCalledTimes(1);
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
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('PrefetchNavLink', () => {
  it('keeps the active class function and prefetches on pointer enter and focus', () => {
    renderWith(
      <PrefetchNavLink to="/en/events" className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}>
        Events
      </PrefetchNavLink>,
      '/en/events',
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link.className).toBe('main-nav__link is-active');
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(prefetch.mock.calls).toEqual([['/en/events'], ['/en/events']]);
  });
});
