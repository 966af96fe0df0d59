import type { ChannelAuthorizationHandler, Options, UserAuthenticationHandler } from 'pusher-js/with-encryption';
import type { RealtimeConnectionQuery } from '../../graphql/generated';

// pusher-js's options from the bff's `realtime` answer (issue 20): the tenant's app key and cluster,
// its own host and port where it has one (soketi, the sandbox's stand-in), TLS as told, WebSockets
// only, and the bff's endpoints for the channel's authorisation and the user's sign-in. Timeouts,
// retries and close codes are pusher-js's defaults (spec §8): none is set here.
//
// The two authorisations are pusher-js's own requests (form-encoded POSTs with the session's cookie,
// as its `ajax` transport sends them) made with fetch and `signal`, so that a page that is leaving
// (the member signing out) aborts one in flight: the bff would refuse it once the sign-out has cleared
// the cookie, and the browser would log the 403 as a console error of a page the member is leaving.

export type RealtimeConnection = NonNullable<RealtimeConnectionQuery['realtime']>;

type AuthCallback = (error: Error | null, data: Record<string, string> | null) => void;

/** POSTs `fields` form-encoded to `endpoint` and hands pusher-js the JSON answer, or an error (a refusal, an abort). */
export async function requestAuth(endpoint: string, fields: Record<string, string>, callback: AuthCallback, signal?: AbortSignal): Promise<void> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal,
    });
    if (!response.ok) throw new Error(`authorisation refused (${response.status})`);
    const data: unknown = await response.json();
    if (!data || typeof data !== 'object' || typeof (data as { auth?: unknown }).auth !== 'string') throw new Error('authorisation answer without auth');
    const entries = Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    callback(null, Object.fromEntries(entries));
  } catch (error) {
    callback(error instanceof Error ? error : new Error(String(error)), null);
  }
}

export function pusherOptions(connection: RealtimeConnection, signal?: AbortSignal): Options {
  const channelHandler: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    void requestAuth(connection.channelAuthEndpoint, { socket_id: socketId, channel_name: channelName }, callback as AuthCallback, signal);
  };
  const userHandler: UserAuthenticationHandler = ({ socketId }, callback) => {
    void requestAuth(connection.userAuthEndpoint, { socket_id: socketId }, callback as AuthCallback, signal);
  };
  const options: Options = {
    cluster: connection.cluster,
    forceTLS: connection.tls,
    enabledTransports: ['ws', 'wss'],
    // The provider's usage statistics: nothing of the member's leaves for pusher.com.
    disableStats: true,
    channelAuthorization: { customHandler: channelHandler },
    userAuthentication: { customHandler: userHandler },
  };
  if (connection.host) {
    options.wsHost = connection.host;
    if (connection.port !== null && connection.port !== undefined) {
      options.wsPort = connection.port;
      options.wssPort = connection.port;
    }
  }
  return options;
}
