import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_UP_INTERVAL_MS, type RealtimeStatus } from './connection-state';
import { RealtimeTestProvider } from './realtime-provider';
import { useCatchUp } from './use-catch-up';

function Probe({ refresh }: { refresh(): void }) {
  const late = useCatchUp(refresh);
  return <p data-late={late}>{late ? 'late' : 'live'}</p>;
}

function setup(status: RealtimeStatus, subscriptions = 0) {
  const refresh = vi.fn();
  const wrap = (value: { status: RealtimeStatus; subscriptions: number }): ReactNode => (
    <RealtimeTestProvider value={value}>
      <Probe refresh={refresh} />
    </RealtimeTestProvider>
  );
  const view = render(wrap({ status, subscriptions }));
  return { refresh, view, update: (next: { status: RealtimeStatus; subscriptions: number }) => view.rerender(wrap(next)) };
}

describe('the catch-up rule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(['unavailable', 'failed', 'disconnected', 'off'] as const)('asks again every 30 s and on focus while %s, and says messages may be late', (status) => {
    const { refresh, view } = setup(status);
    expect(view.container.textContent).toBe('late');
    expect(refresh).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(CATCH_UP_INTERVAL_MS - 1);
    });
    expect(refresh).toHaveBeenCalledTimes(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(CATCH_UP_INTERVAL_MS);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it.each(['connected', 'connecting', 'initialized', 'pending'] as const)('does not ask again by itself while %s', (status) => {
    const { refresh, view } = setup(status);
    expect(view.container.textContent).toBe('live');
    act(() => {
      vi.advanceTimersByTime(CATCH_UP_INTERVAL_MS * 3);
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops asking once the connection is back, and asks once for what was missed when the channel is subscribed again', () => {
    const { refresh, update } = setup('unavailable', 1);
    act(() => {
      vi.advanceTimersByTime(CATCH_UP_INTERVAL_MS);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    update({ status: 'connected', subscriptions: 1 });
    act(() => {
      vi.advanceTimersByTime(CATCH_UP_INTERVAL_MS * 2);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    // pusher-js subscribed again after a reconnect.
    update({ status: 'connected', subscriptions: 2 });
    expect(refresh).toHaveBeenCalledTimes(2);
    update({ status: 'connected', subscriptions: 2 });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not ask at its start for a subscription it did not miss', () => {
    const { refresh } = setup('connected', 3);
    expect(refresh).not.toHaveBeenCalled();
  });
});
