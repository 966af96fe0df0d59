import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstHydrationDone, firstHydrationStarts, HydrateLater } from './hydrate-later';

// A part below the fold keeps the server's markup until it is near the viewport, the browser is idle
// or the visitor reaches for it; then it hydrates, and a press that reached for it is not lost.

class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  show() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const idle: (() => void)[] = [];

function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" ref={() => onHydrated()} onClick={() => setCount((n) => n + 1)}>
      pressed {count}
    </button>
  );
}

function Page({ onHydrated }: { onHydrated: () => void }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <HydrateLater>
        <section data-testid="later">
          <Counter onHydrated={onHydrated} />
        </section>
      </HydrateLater>
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The server's markup, hydrated as the page's first render (the gate closed until told). */
async function hydrate(onHydrated: () => void) {
  // As the server renders it (no window there).
  vi.stubGlobal('window', undefined);
  const html = renderToString(<Page onHydrated={() => {}} />);
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  container.innerHTML = html;
  firstHydrationStarts();
  const serverButton = container.querySelector('button')!;
  await act(async () => {
    root = hydrateRoot(container, <Page onHydrated={onHydrated} />, { onRecoverableError: (error) => expect.fail(String(error)) });
  });
  return serverButton;
}

describe('HydrateLater', () => {
  it("keeps the server's markup, unhydrated, until the part comes near the viewport", async () => {
    const hydrated = vi.fn();
    const serverButton = await hydrate(hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.querySelector('button')!.textContent).toBe('pressed 0');
    // The observer watches the part's own boxes (the wrapper has none).
    expect(FakeObserver.instances[0]!.observed).toEqual([container.querySelector('[data-testid=later]')]);
    await act(async () => FakeObserver.instances[0]!.show());
    expect(hydrated).toHaveBeenCalled();
    // The same element, now React's: a press counts.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('pressed 1');
  });

  it('a press on the part before it hydrated is not lost: it hydrates first, then handles it', async () => {
    const hydrated = vi.fn();
    const serverButton = await hydrate(hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => {
      serverButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      serverButton.click();
    });
    expect(hydrated).toHaveBeenCalled();
    expect(serverButton.textContent).toBe('pressed 1');
  });

  it('a page that renders again before the part hydrated keeps the part on screen: it hydrates then', async () => {
    const hydrated = vi.fn();
    const serverButton = await hydrate(hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    // The page renders again (new data, a new day …), with the part's children new elements.
    await act(async () => root!.render(<Page onHydrated={hydrated} />));
    expect(container.querySelector('[data-testid=later]')).not.toBeNull();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(hydrated).toHaveBeenCalled();
  });

  // Last: the page's idle wait is one for the whole page (module state), asked by the first part.
  it('hydrates once the page has loaded and the browser is idle', async () => {
    const hydrated = vi.fn();
    await hydrate(hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    // happy-dom's document is complete: the wait was asked at once, by the first part of this file.
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(hydrated).toHaveBeenCalled();
  });

  it('renders at once after the first hydration (a client-side navigation to the page), or in a render of its own', async () => {
    firstHydrationDone();
    root = createRoot(container);
    const hydrated = vi.fn();
    await act(async () => root!.render(<Page onHydrated={hydrated} />));
    expect(hydrated).toHaveBeenCalled();
    expect(container.querySelector('button')!.textContent).toBe('pressed 0');
    expect(FakeObserver.instances).toEqual([]);
  });
});
