import { useEffect, useRef } from 'react';
import { fetchBuildId, pageBuildId } from './build-id';
import { startUpdatePoller } from './update-poller';

/**
 * Polls the server's build id while the page is open and calls `onUpdate` once when it differs from
 * the page's own. Browser only (an effect); nothing happens on the server or without a build id.
 */
export function useUpdateCheck(onUpdate: (buildId: string) => void): void {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  }, [onUpdate]);

  useEffect(() => {
    const currentBuildId = pageBuildId();
    if (!currentBuildId) return undefined;
    const poller = startUpdatePoller({ currentBuildId, fetchBuildId: () => fetchBuildId(), onUpdate: (id) => latest.current(id) });
    const onVisible = () => {
      if (document.visibilityState === 'visible') poller.checkIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      poller.stop();
    };
  }, []);
}
