import { describe, expect, it } from 'vitest';
import { pusherOptions, type RealtimeConnection } from './pusher-options';

const standIn: RealtimeConnection = {
  key: 'sandbox-key',
  cluster: 'mt1',
  host: '127.0.0.1',
  port: 4011,
  tls: false,
  channel: 'private-encrypted-member-1-42',
  channelAuthEndpoint: '/realtime/auth',
  userAuthEndpoint: '/realtime/user-auth',
};

describe("pusher-js's options", () => {
  it("connect to a host of the tenant's own (the stand-in, soketi) by WebSocket only, authorised by the bff", () => {
    expect(pusherOptions(standIn)).toEqual({
      cluster: 'mt1',
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      wsHost: '127.0.0.1',
      wsPort: 4011,
      wssPort: 4011,
      channelAuthorization: { endpoint: '/realtime/auth', transport: 'ajax' },
      userAuthentication: { endpoint: '/realtime/user-auth', transport: 'ajax' },
    });
  });

  it("leave Pusher Channels' own hosts to its cluster, and set none of pusher-js's timeouts or retries", () => {
    const options = pusherOptions({ ...standIn, host: null, port: null, tls: true, cluster: 'eu' });
    expect(options).toMatchObject({ cluster: 'eu', forceTLS: true });
    for (const key of ['wsHost', 'wsPort', 'wssPort', 'activityTimeout', 'pongTimeout', 'unavailableTimeout']) expect(options).not.toHaveProperty(key);
  });
});
