export { useUpdateCheck } from './use-update-check';
export { UPDATE_CHECK_INTERVAL_MS } from './update-poller';
export { UPDATE_CHECK_NS } from './i18n';
export type { UpdateCheckKey } from './i18n';
