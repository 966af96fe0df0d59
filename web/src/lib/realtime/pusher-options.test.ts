import { afterEach, describe, expect, it, vi } from 'vitest';
import { pusherOptions, requestAuth, type RealtimeConnection } from './pusher-options';

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
      channelAuthorization: { customHandler: expect.any(Function) },
      userAuthentication: { customHandler: expect.any(Function) },
    });
  });

  it("leave Pusher Channels' own hosts to its cluster, and set none of pusher-js's timeouts or retries", () => {
    const options = pusherOptions({ ...standIn, host: null, port: null, tls: true, cluster: 'eu' });
    expect(options).toMatchObject({ cluster: 'eu', forceTLS: true });
    for (const key of ['wsHost', 'wsPort', 'wssPort', 'activityTimeout', 'pongTimeout', 'unavailableTimeout']) expect(options).not.toHaveProperty(key);
  });
});

describe("the authorisations (pusher-js's requests, with the page's leaving signal)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('post the socket and channel form-encoded with the cookie, and hand pusher-js the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ auth: 'key:sig', shared_secret: 's3cret' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const options = pusherOptions(standIn);
    const handler = (options.channelAuthorization as { customHandler: (p: unknown, cb: (e: Error | null, d: unknown) => void) => void }).customHandler;
    const answer = await new Promise<[Error | null, unknown]>((resolve) => handler({ socketId: '1.2', channelName: standIn.channel }, (e, d) => resolve([e, d])));
    expect(answer).toEqual([null, { auth: 'key:sig', shared_secret: 's3cret' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/realtime/auth');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: `socket_id=1.2&channel_name=${standIn.channel}` });
  });

  it('give pusher-js an error for a refusal or an answer without auth', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"forbidden"}', { status: 403 })));
    const refused = await new Promise<[Error | null, unknown]>((resolve) => void requestAuth('/realtime/auth', { socket_id: '1.2' }, (e, d) => resolve([e, d])));
    expect(refused[0]?.message).toMatch(/403/);
    expect(refused[1]).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"nope":1}', { status: 200 })));
    const empty = await new Promise<[Error | null, unknown]>((resolve) => void requestAuth('/realtime/auth', { socket_id: '1.2' }, (e, d) => resolve([e, d])));
    expect(empty[0]).toBeInstanceOf(Error);
  });

  it('abort with the signal: a page that is leaving asks nothing more of the bff', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const pending = new Promise<[Error | null, unknown]>((resolve) => void requestAuth('/realtime/auth', { socket_id: '1.2' }, (e, d) => resolve([e, d]), controller.signal));
    controller.abort();
    const [error, data] = await pending;
    expect(error?.name).toBe('AbortError');
    expect(data).toBeNull();
  });
});
