import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { documentSecurityHeaders } from './security-headers';

const connectSrc = (env: Record<string, string>) => {
  const csp = documentSecurityHeaders(loadConfig(env)).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  return /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
};

describe("the pages' connect-src", () => {
  it("lets a page reach the realtime stand-in's plain WebSocket outside production (issue 20)", () => {
    expect(connectSrc({})).toEqual(["'self'", 'https:', 'wss:', 'ws:']);
  });

  it('allows only TLS WebSockets in production', () => {
    const production = { NODE_ENV: 'production', SIGNING_SECRET: 'x'.repeat(40) };
    expect(connectSrc(production)).toEqual(["'self'", 'https:', 'wss:']);
  });
});
