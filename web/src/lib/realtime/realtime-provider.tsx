import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { RealtimeConnectionDocument } from '../../graphql/generated';
import { pageLeaving, useSession } from '../session';
import { isConnectionState, type RealtimeStatus } from './connection-state';
import { parseMessageEvent, parseReadEvent, type RealtimeEvent } from './events';

// The member's live connection (issue 20): one pusher-js client for the page, subscribed to the
// member's own encrypted channel, shared by the header and the messages screen. pusher-js (with its
// encryption, tweetnacl) is imported only here, dynamically, and only once a member's page has
// hydrated and the bff has said how to connect: a visitor's page never loads it, and no first load
// grows by it. Its states, retries and close codes are its own (spec §8); this only reports them.

type Listener = (event: RealtimeEvent) => void;

export interface RealtimeApi {
  status: RealtimeStatus;
  /** The connection has been `connected` at least once on this page (a later `connecting` is a reconnect). */
  wasConnected: boolean;
  /**
   * How many times the member's channel has been subscribed: pusher-js subscribes again after every
   * reconnect, and what was published meanwhile never comes, so a change means "ask for what was missed".
   */
  subscriptions: number;
  /** Listens to the channel's `message` and `read` events; returns the way to stop. */
  listen(listener: Listener): () => void;
}

const offline: RealtimeApi = { status: 'off', wasConnected: false, subscriptions: 0, listen: () => () => undefined };

const RealtimeContext = createContext<RealtimeApi>(offline);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const client = useClient();
  // The server renders `pending` for a member and `off` for a visitor; the browser starts the same.
  const [status, setStatus] = useState<RealtimeStatus>(signedIn ? 'pending' : 'off');
  const [wasConnected, setWasConnected] = useState(false);
  const [subscriptions, setSubscriptions] = useState(0);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (!signedIn) return undefined;
    let cancelled = false;
    let disconnect: (() => void) | null = null;
    const emit = (event: RealtimeEvent | null) => {
      if (event) for (const listener of [...listeners.current]) listener(event);
    };
    const start = async () => {
      const result = await client.query(RealtimeConnectionDocument, {}, { requestPolicy: 'network-only' }).toPromise();
      const connection = result.data?.realtime;
      if (cancelled) return;
      if (!connection) {
        setStatus('off');
        return;
      }
      // pusher-js and its options (the authorisations' requests) load together, for a member's page only.
      const [{ default: Pusher }, { pusherOptions }] = await Promise.all([import('pusher-js/with-encryption'), import('./pusher-options')]);
      const leaving = pageLeaving();
      if (cancelled || leaving?.aborted) return;
      const pusher = new Pusher(connection.key, pusherOptions(connection, leaving));
      disconnect = () => pusher.disconnect();
      // Signing out: no new authorisation is asked (the one in flight is aborted by the signal), and
      // the connection closes before the bff clears the session.
      leaving?.addEventListener('abort', () => pusher.disconnect(), { once: true });
      pusher.connection.bind('state_change', ({ current }: { current: unknown }) => {
        if (!isConnectionState(current)) return;
        setStatus(current);
        if (current === 'connected') setWasConnected(true);
      });
      const channel = pusher.subscribe(connection.channel);
      channel.bind('pusher:subscription_succeeded', () => setSubscriptions((count) => count + 1));
      channel.bind('message', (data: unknown) => emit(parseMessageEvent(data)));
      channel.bind('read', (data: unknown) => emit(parseReadEvent(data)));
      const state = pusher.connection.state;
      if (isConnectionState(state)) setStatus(state);
    };
    start().catch(() => {
      // The configuration could not be read, or pusher-js's chunk could not load: the screens ask again themselves.
      if (!cancelled) setStatus('off');
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [signedIn, client]);

  const listen = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const api = useMemo<RealtimeApi>(() => ({ status, wasConnected, subscriptions, listen }), [status, wasConnected, subscriptions, listen]);
  return <RealtimeContext.Provider value={api}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeApi {
  return useContext(RealtimeContext);
}

/** Calls `listener` with every `message` and `read` event of the member's channel (the latest `listener`). */
export function useRealtimeEvents(listener: Listener): void {
  const { listen } = useRealtime();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => listen((event) => latest.current(event)), [listen]);
}

/** For tests of the screens: a fixed connection state and events sent by hand. */
export function RealtimeTestProvider({ value, children }: { value: Partial<RealtimeApi>; children: ReactNode }) {
  return <RealtimeContext.Provider value={{ ...offline, ...value }}>{children}</RealtimeContext.Provider>;
}
