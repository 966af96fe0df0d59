import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageClockContext, pageClockOf, useToday, type PageClock } from './clock';

// The page's clock (issue 25): the server renders from the page's instant, the browser's first render
// (hydration) reads the same instant back, whatever the browser's own clock says; the browser's clock
// takes over after.

function Today({ zone }: { zone?: 'mall' | 'UTC' }) {
  return <p>{useToday(zone)}</p>;
}

const app = (clock: PageClock | null, zone?: 'mall' | 'UTC') =>
  clock ? (
    <PageClockContext.Provider value={clock}>
      <Today zone={zone} />
    </PageClockContext.Provider>
  ) : (
    <Today zone={zone} />
  );

// 2026-03-28 23:30 UTC: already the 29th in Bratislava (UTC+1), still the 28th in UTC.
const rendered: PageClock = { instant: Date.UTC(2026, 2, 28, 23, 30), timeZone: 'Europe/Bratislava' };
// The visitor's clock, years away: a second before a minute, the day and the year end in Honolulu.
const browserNow = new Date('2040-12-31T23:59:59-10:00');

describe('useToday', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('renders the mall’s day of the page’s instant on the server, whatever the server’s clock', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: browserNow });
    expect(renderToString(app(rendered))).toBe('<p>2026-03-29</p>');
    expect(renderToString(app(rendered, 'UTC'))).toBe('<p>2026-03-28</p>');
  });

  it('hydrates from the same instant, then follows the browser’s clock', async () => {
    const html = renderToString(app(rendered));
    vi.useFakeTimers({ toFake: ['Date'], now: browserNow });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const paragraph = container.firstElementChild;
    const errors: unknown[] = [];
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      root = hydrateRoot(container, app(rendered), { onRecoverableError: (error) => errors.push(error) });
    });
    observer.disconnect();
    expect(errors).toEqual([]);
    // The server's paragraph was kept (hydrated, not rendered again) …
    expect(container.firstElementChild).toBe(paragraph);
    // … and, hydrated, it moved on to the browser's day in the mall's zone (10:59 on 1 January there).
    expect(container.textContent).toBe('2041-01-01');
    expect(seen).toEqual(['2041-01-01']);
  });

  it('reads the live clock where no page clock is given (a screen rendered alone)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: browserNow });
    expect(renderToString(app(null))).toBe('<p>2041-01-01</p>');
  });
});

describe('pageClockOf', () => {
  it('takes the first HTML’s instant and the mall’s zone', () => {
    expect(pageClockOf({ now: 42, shell: { tenant: { timeZone: 'Europe/Prague' } } })).toEqual({ instant: 42, timeZone: 'Europe/Prague' });
  });

  it('falls back to the clock and UTC without a state (Vite’s dev server) or without the layout’s data', () => {
    expect(pageClockOf(null, () => 7)).toEqual({ instant: 7, timeZone: 'UTC' });
    expect(pageClockOf({ now: 42, shell: null })).toEqual({ instant: 42, timeZone: 'UTC' });
  });
});
