import { useEffect, useRef } from 'react';
import { CATCH_UP_INTERVAL_MS, needsCatchUp } from './connection-state';
import { useRealtime } from './realtime-provider';

// Nothing is lost when nothing arrives live (issue 20): a screen that shows what the realtime channel
// brings asks again (`refresh`) when
// - the member's channel is subscribed again (after a reconnect: what was published meanwhile never
//   comes), counted from the screen's own start;
// - while there is no live connection (connection-state.ts `needsCatchUp`): on the window's focus and
//   every 30 s.

/** Calls `refresh` on focus and every `intervalMs` while `active`. */
export function usePolling(active: boolean, refresh: () => void, intervalMs: number = CATCH_UP_INTERVAL_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!active) return undefined;
    const ask = () => latest.current();
    const timer = window.setInterval(ask, intervalMs);
    window.addEventListener('focus', ask);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
    };
  }, [active, intervalMs]);
}

/** Asks again after every new subscription and while the connection is not live; returns whether messages may be late. */
export function useCatchUp(refresh: () => void, intervalMs: number = CATCH_UP_INTERVAL_MS): boolean {
  const { status, subscriptions } = useRealtime();
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const seen = useRef(subscriptions);
  useEffect(() => {
    if (subscriptions === seen.current) return;
    seen.current = subscriptions;
    latest.current();
  }, [subscriptions]);
  const late = needsCatchUp(status);
  usePolling(late, refresh, intervalMs);
  return late;
}
