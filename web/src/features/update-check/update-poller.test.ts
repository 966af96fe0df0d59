import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdatePoller, UPDATE_CHECK_INTERVAL_MS, type UpdatePoller } from './update-poller';

const HOUR = 60 * 60 * 1000;

describe('startUpdatePoller', () => {
  let poller: UpdatePoller | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    poller?.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function start(answers: (string | null | Error)[]) {
    const fetchBuildId = vi.fn(async () => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const onUpdate = vi.fn();
    poller = startUpdatePoller({ currentBuildId: 'build-1', fetchBuildId, onUpdate });
    return { fetchBuildId, onUpdate };
  }

  it('polls every 60 minutes (spec §9), not before', async () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(HOUR);
    const { fetchBuildId, onUpdate } = start(['build-1']);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('offers the update once when the build id changes, then stops polling', async () => {
    const { fetchBuildId, onUpdate } = start(['build-1', 'build-2']);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed or empty answer, without offering anything', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchBuildId, onUpdate } = start([new Error('offline'), null, 'build-3']);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(console.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenCalledWith('build-3');
  });

  it('checks at once when the page comes back after a whole interval, and only then', async () => {
    const { fetchBuildId } = start(['build-1']);
    await vi.advanceTimersByTimeAsync(HOUR / 2);
    poller!.checkIfDue();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).not.toHaveBeenCalled();
    // The tab slept: its timer did not fire, but the clock moved on.
    vi.setSystemTime(Date.now() + HOUR);
    poller!.checkIfDue();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    // The next regular check is an interval after that one, not after the old schedule.
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('does nothing after stop', async () => {
    const { fetchBuildId } = start(['build-2']);
    poller!.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    poller!.checkIfDue();
    expect(fetchBuildId).not.toHaveBeenCalled();
  });
});
