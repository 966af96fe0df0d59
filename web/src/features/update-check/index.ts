export { useUpdateCheck } from './use-update-check';
export { UPDATE_CHECK_INTERVAL_MS } from './update-poller';
export { waitingWorkerEvent } from './waiting-worker';
