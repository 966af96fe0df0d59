import type { Options } from 'pusher-js/with-encryption';
import type { RealtimeConnectionQuery } from '../../graphql/generated';

// pusher-js's options from the bff's `realtime` answer (issue 20): the tenant's app key and cluster,
// its own host and port where it has one (soketi, the sandbox's stand-in), TLS as told, WebSockets
// only, and the bff's endpoints for the channel's authorisation and the user's sign-in (form-encoded
// POSTs with the session's cookie, pusher-js's `ajax` transport). Timeouts, retries and close codes
// are pusher-js's defaults (spec §8): none is set here.

export type RealtimeConnection = NonNullable<RealtimeConnectionQuery['realtime']>;

export function pusherOptions(connection: RealtimeConnection): Options {
  const options: Options = {
    cluster: connection.cluster,
    forceTLS: connection.tls,
    enabledTransports: ['ws', 'wss'],
    // The provider's usage statistics: nothing of the member's leaves for pusher.com.
    disableStats: true,
    channelAuthorization: { endpoint: connection.channelAuthEndpoint, transport: 'ajax' },
    userAuthentication: { endpoint: connection.userAuthEndpoint, transport: 'ajax' },
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
