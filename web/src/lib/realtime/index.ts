export { CATCH_UP_INTERVAL_MS, isReconnecting, needsCatchUp, type ConnectionState, type RealtimeStatus } from './connection-state';
export type { MessageEvent, ReadEvent, RealtimeEvent } from './events';
export { RealtimeProvider, RealtimeTestProvider, useRealtime, useRealtimeEvents, type RealtimeApi } from './realtime-provider';
export { useCatchUp, usePolling } from './use-catch-up';
