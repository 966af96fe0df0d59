import { describe, expect, it, vi } from 'vitest';
import type { UpstreamFailure } from '../upstream/result';
import type { GraphQLContext } from './context';
import { unwrap } from './upstream-data';

// One unwrap for public and member calls: the value, or the failure logged (an ended session at info,
// anything else at warn) and thrown as a GraphQL error with a code, never with the platform's message.

function context() {
  const log = { info: vi.fn(), warn: vi.fn() };
  return { ctx: { log } as unknown as GraphQLContext, log };
}

const failure = (kind: UpstreamFailure['kind'], status?: number): UpstreamFailure => ({ kind, message: 'the platform says: Token expired', retryable: false, status, path: 'me/profile' });

describe('unwrap', () => {
  it('gives the value of a success and logs nothing', () => {
    const { ctx, log } = context();
    expect(unwrap(ctx, { ok: true, value: { id: 1 } })).toEqual({ id: 1 });
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs a session the platform refuses at info and throws UNAUTHENTICATED', () => {
    const { ctx, log } = context();
    expect(() => unwrap(ctx, { ok: false, error: failure('unauthorized', 401) })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }));
    expect(log.info).toHaveBeenCalledWith({ kind: 'unauthorized', path: 'me/profile', status: 401 }, 'upstream call failed');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs any other failure at warn and throws its code without the platform message', () => {
    const { ctx, log } = context();
    let thrown: unknown;
    try {
      unwrap(ctx, { ok: false, error: failure('timeout') });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect((thrown as Error).message).not.toContain('Token expired');
    expect(log.warn).toHaveBeenCalledWith({ kind: 'timeout', path: 'me/profile', status: undefined }, 'upstream call failed');
    expect(log.info).not.toHaveBeenCalled();
  });
});
