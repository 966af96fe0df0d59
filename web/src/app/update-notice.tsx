import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../features/notifications';
import { useUpdateCheck, waitingWorkerEvent } from '../features/update-check';
import { applyUpdate, lookForUpdate } from './service-worker';

/**
 * Offers a reload when a new build of the site is out (spec §4 "Application update", §9): the update
 * check finds it, a notification with a reload button says so and stays until closed. The page is not
 * reloaded for the visitor: they may be filling in a form.
 *
 * With the service worker (issue 24), a new build's worker waits until the visitor reloads: the
 * notice is offered once it waits (the browser's own update check, or ours asking it to look when
 * /build.json names another build), and its reload activates it first (applyUpdate), so the page
 * that follows is the new build's under the new build's worker. A browser without a worker keeps
 * the build-id check and a plain reload.
 */
export function UpdateNotice() {
  const { t } = useTranslation('update-check');
  const { notify } = useNotify();
  const offered = useRef(false);
  const offer = useCallback(() => {
    // One offer per page, whichever way the new build was found.
    if (offered.current) return;
    offered.current = true;
    notify({
      type: 'info',
      message: t('available'),
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: t('reload'),
        onAction: () => applyUpdate(),
      },
    });
  }, [notify, t]);
  useUpdateCheck(
    useCallback(() => {
      // A worker of this build controls the page: the new one is offered once it is installed and
      // waits (offering before would reload into this build's worker and its kept pages).
      void lookForUpdate()
        .then((looking) => {
          if (!looking) offer();
        })
        .catch(() => offer());
    }, [offer]),
  );
  useEffect(() => {
    window.addEventListener(waitingWorkerEvent, offer);
    return () => window.removeEventListener(waitingWorkerEvent, offer);
  }, [offer]);
  return null;
}
