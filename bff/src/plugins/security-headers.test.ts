import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { documentSecurityHeaders } from './security-headers';

const directive = (name: string, env: Record<string, string> = {}) => {
  const csp = documentSecurityHeaders(loadConfig(env)).find(([header]) => header.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  return new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
};
const connectSrc = (env: Record<string, string>) => directive('connect-src', env);

describe("the pages' connect-src", () => {
  it("lets a page reach the realtime stand-in's plain WebSocket outside production (issue 20)", () => {
    expect(connectSrc({})).toEqual(["'self'", 'https:', 'wss:', 'ws:']);
  });

  it('allows only TLS WebSockets in production', () => {
    const production = { NODE_ENV: 'production', SIGNING_SECRET: 'x'.repeat(40) };
    expect(connectSrc(production)).toEqual(["'self'", 'https:', 'wss:']);
  });
});

describe('the installable site (issue 24)', () => {
  it("loads the web app manifest from the site itself, and its icons as the site's images", () => {
    expect(directive('manifest-src')).toEqual(["'self'"]);
    expect(directive('img-src')).toContain("'self'");
  });
});
