import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderOutput } from '@mall/site';
import { hostOf, startStack, type Stack } from '../test/stack';

// A kept page refreshed from unchanged data keeps its document: the render stops before the markup
// (RenderInput.unchanged; reused-documents.ts). Against the sandbox and the real web build.

const page = (stack: Stack, tenant: string, url: string, headers: Record<string, string> = {}) =>
  stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a kept page refreshed', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  it('keeps its document when its inputs are the same, and renders a member’s page in full every time', async () => {
    stack = await startStack({ redis: null, cachePolicies: { response: { freshMs: 1000, staleMs: 60_000 } } });
    const entry = stack.app.webBuild.entry!;
    const render = vi.spyOn(entry, 'render');
    const outputs = async () => Promise.all(render.mock.results.map((result) => result.value as Promise<RenderOutput>));

    const first = await page(stack, 'aupark', '/sk');
    expect(first.headers['x-cache']).toBe('miss');
    expect((await outputs()).map((output) => output.unchanged)).toEqual([undefined]);
    // Past the fresh time (a second: a busy machine takes tens of milliseconds between two requests).
    await sleep(1100);
    // Stale: answered at once, refreshed behind; the refresh finds the same inputs.
    expect((await page(stack, 'aupark', '/sk')).headers['x-cache']).toBe('stale');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    expect((await outputs())[1]).toMatchObject({ status: 200, unchanged: true, html: '' });
    const refreshed = await page(stack, 'aupark', '/sk');
    expect(refreshed.headers['x-cache']).toBe('hit');
    expect(refreshed.body).toBe(first.body);
    expect(refreshed.headers.etag).toBe(first.headers.etag);

    // Another tenant's page at the same path is its own render.
    const other = await page(stack, 'europasc', '/sk');
    expect(other.body).not.toBe(first.body);
    expect((await outputs()).at(-1)?.unchanged).toBeUndefined();

    // A request with a session is rendered for itself, never from a held document.
    render.mockClear();
    await page(stack, 'aupark', '/sk', { cookie: 'token=someone' });
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0].unchanged).toBeUndefined();
  });
});
