import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { calendarDayIn } from '@mall/site';

// The page's clock. What a screen shows from the clock (the mall's today: a date field's bounds, the
// year in the footer) is rendered from one instant: the bff reads its clock once per page
// (RenderInput.now), runs the page's operations at it (today's hours, what has ended), renders the
// markup from it, and puts it in the first HTML (EmbeddedState.now). The browser's first render, the
// one that hydrates that markup, reads the same instant, never its own clock: a visitor whose clock is
// off, whose time zone is not the mall's, or who opens a page kept from before midnight, hydrates the
// markup they were sent. Days are the mall's (its time zone, from the layout's data), never the
// browser's nor the server process's. After hydration the browser's clock takes over, so a tab left
// open overnight moves on to the next day.

export interface PageClock {
  /** The instant the first HTML was rendered at (ms since the epoch). */
  instant: number;
  /** The mall's time zone (IANA); `UTC` where the layout's data could not be had. */
  timeZone: string;
}

/** Provided by the app (app/providers.tsx) on the server and in the browser. Absent (a test of one screen): the live clock. */
export const PageClockContext = createContext<PageClock | null>(null);

/** The page's instant and zone from the first HTML's state (EmbeddedState.now; the shell's `tenant.timeZone`). */
export function pageClockOf(state: { now?: number; shell?: { tenant: { timeZone: string } } | null } | null, fallbackNow: () => number = Date.now): PageClock {
  return { instant: state?.now ?? fallbackNow(), timeZone: state?.shell?.tenant.timeZone ?? 'UTC' };
}

/** How often a mounted reader looks whether the day has turned. */
const DAY_CHECK_MS = 60_000;

function everyMinute(onChange: () => void): () => void {
  const timer = setInterval(onChange, DAY_CHECK_MS);
  return () => clearInterval(timer);
}

/**
 * Today (`YYYY-MM-DD`) in the mall's time zone, or in UTC (`zone: 'UTC'`, for rules the shared forms
 * count in UTC). The first render (on the server, and the browser's that hydrates it) reads the page's
 * instant; React then renders again with the browser's clock if its day is another (useSyncExternalStore's
 * server snapshot is for exactly this: it is what hydration reads).
 */
export function useToday(zone: 'mall' | 'UTC' = 'mall'): string {
  const clock = useContext(PageClockContext);
  const timeZone = zone === 'UTC' ? 'UTC' : (clock?.timeZone ?? 'UTC');
  const live = useCallback(() => calendarDayIn(Date.now(), timeZone), [timeZone]);
  const first = useCallback(() => (clock ? calendarDayIn(clock.instant, timeZone) : calendarDayIn(Date.now(), timeZone)), [clock, timeZone]);
  return useSyncExternalStore(everyMinute, live, first);
}
