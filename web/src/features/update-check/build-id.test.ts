import { describe, expect, it, vi } from 'vitest';
import { fetchBuildId, pageBuildId } from './build-id';

const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchBuildId', () => {
  it('asks /build.json past every cache and returns its id', async () => {
    const fetchImpl = reply(200, { buildId: 'a1b2c3d4e5f60718' });
    expect(await fetchBuildId(fetchImpl as unknown as typeof fetch)).toBe('a1b2c3d4e5f60718');
    expect(fetchImpl).toHaveBeenCalledWith('/build.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('is null for an error answer or a malformed id', async () => {
    expect(await fetchBuildId(reply(404, { error: 'NOT_FOUND' }) as unknown as typeof fetch)).toBeNull();
    expect(await fetchBuildId(reply(200, { buildId: '<script>' }) as unknown as typeof fetch)).toBeNull();
    expect(await fetchBuildId(reply(200, { buildId: 7 }) as unknown as typeof fetch)).toBeNull();
    expect(await fetchBuildId(reply(200, null) as unknown as typeof fetch)).toBeNull();
  });
});

describe('pageBuildId', () => {
  const doc = (content: string | null) => ({
    querySelector: (selector: string) => (selector === 'meta[name="build-id"]' && content !== null ? { getAttribute: () => content } : null),
  });

  it("reads the page's build id from its meta tag, null without one", () => {
    expect(pageBuildId(doc('a1b2c3d4e5f60718') as unknown as Document)).toBe('a1b2c3d4e5f60718');
    expect(pageBuildId(doc(null) as unknown as Document)).toBeNull();
    expect(pageBuildId(doc('') as unknown as Document)).toBeNull();
  });
});
