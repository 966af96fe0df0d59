import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Cache } from '../cache';
import type { Tenant } from '../tenancy/tenants';
import { createUpstreamClient } from './client';
import { createPublicGet } from './public-get';

// A public call goes through the shared cache: whatever the call context carries, the platform must
// never see a member's token there, or one member's answer could be served to every visitor.

async function recordingServer() {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The cache is not what is tested here: every get loads. */
const loadingCache = {
  get: async (_key: unknown, load: () => Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }>) => ({ ...(await load()), state: 'miss' }),
} as unknown as Cache;

const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createUpstreamClient>[0]['logger'];

describe('createPublicGet', () => {
  it("never sends a token given in the call context: the call carries only the tenant's origin, the request id and the budget", async () => {
    const server = await recordingServer();
    const upstream = createUpstreamClient({ timeoutMs: 2000, retries: 0, logger: silent });
    try {
      const tenant = { id: 'aupark', origin: 'https://www.aupark.sk', upstreamUrl: server.url } as Tenant;
      const get = createPublicGet({ cache: loadingCache, upstream });
      const result = await get({ tenant, token: 'member-secret', requestId: 'req-1', deadline: Date.now() + 2000 }, 'settings', 'malls', z.object({ ok: z.boolean() }));
      expect(result).toEqual({ ok: true, value: { ok: true } });
      expect(server.seen).toHaveLength(1);
      expect(server.seen[0]!.authorization).toBeUndefined();
      expect(JSON.stringify(server.seen[0])).not.toContain('member-secret');
      expect(server.seen[0]).toMatchObject({ origin: 'https://www.aupark.sk', 'x-request-id': 'req-1' });
    } finally {
      await upstream.close();
      await server.close();
    }
  });
});
