// A new build's service worker waits for the visitor's reload (issue 24). The page's worker code
// (app/service-worker.ts, loaded after the page has loaded) says so with this window event, so the
// update notice, rendered from the first load, need not load that code before it is needed.
export const waitingWorkerEvent = 'mall:service-worker-waiting';
