import { isIP } from 'node:net';
import type { Config } from '../config';
import { normaliseHost, type Tenant } from '../tenancy/tenants';
import { isPublicAddress } from './address-policy';

// Whether the bff may fetch a URL a caller gave it (the image proxy's `url`), judged before any
// connection is made (issue "Harden the gateway", finding 2). What can only be known by resolving
// the name is checked on the socket by `guardedLookup`; this judges what the URL itself says.

export interface SourcePolicy {
  /** The tenant's image hosts: exact host names, lower case. */
  allowedHosts: readonly string[];
  /** The bff's own host names (every tenant's hosts): fetching them would make the proxy call itself. */
  ownHosts: ReadonlySet<string>;
  /**
   * Origins (`scheme://host:port`) the operator named as the upstream: they may live on a private
   * address (a Docker network, the embedded sandbox on loopback), so the address rules and the port
   * rule do not apply to them. Matched exactly, never by host alone.
   */
  trustedOrigins: readonly string[];
  /** Production: only ports 80 and 443, so the proxy cannot be used to probe other services. */
  standardPortsOnly: boolean;
}

export type SourceRefusal = 'credentials' | 'port' | 'host-not-allowed' | 'own-host' | 'address';

export type SourceVerdict =
  | { ok: true; trusted: boolean }
  | { ok: false; reason: SourceRefusal; status: 400 | 403; error: 'BAD_USER_INPUT' | 'FORBIDDEN'; message: string };

const refusals: Record<SourceRefusal, Omit<Extract<SourceVerdict, { ok: false }>, 'ok' | 'reason'>> = {
  credentials: { status: 400, error: 'BAD_USER_INPUT', message: 'url must not carry a user name or password' },
  port: { status: 400, error: 'BAD_USER_INPUT', message: 'url must use the standard port of its scheme' },
  'host-not-allowed': { status: 403, error: 'FORBIDDEN', message: 'image host not allowed' },
  'own-host': { status: 403, error: 'FORBIDDEN', message: 'image host is this site' },
  address: { status: 403, error: 'FORBIDDEN', message: 'image address not allowed' },
};

const refuse = (reason: SourceRefusal): SourceVerdict => ({ ok: false, reason, ...refusals[reason] });

const standardPorts = new Set([80, 443]);

/** The port a URL connects to: its own, or its scheme's default (`URL.port` is '' for the default). */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** `[::1]` → `::1`, `example.com.` → `example.com`: the host name as it is resolved and compared. */
export function bareHost(url: URL): string {
  return normaliseHost(url.hostname);
}

export function judgeSource(url: URL, policy: SourcePolicy): SourceVerdict {
  // `http://user@127.0.0.1` has no business in an image link, and user info has fooled URL parsers.
  if (url.username !== '' || url.password !== '') return refuse('credentials');
  if (!policy.allowedHosts.includes(url.hostname)) return refuse('host-not-allowed');
  if (policy.trustedOrigins.includes(url.origin)) return { ok: true, trusted: true };
  if (policy.standardPortsOnly && !standardPorts.has(effectivePort(url))) return refuse('port');
  const host = bareHost(url);
  if (policy.ownHosts.has(host)) return refuse('own-host');
  // The socket's lookup is skipped for an IP literal, so the literal is judged here. The WHATWG
  // parser has already turned `0x7f000001`, `2130706433`, `017700000001` and `127.1` into 127.0.0.1.
  if (isIP(host) !== 0 && !isPublicAddress(host)) return refuse('address');
  return { ok: true, trusted: false };
}

/**
 * The origins of the upstream override, the one the operator named for this process: the embedded
 * sandbox, to which server.ts points every tenant, or else UPSTREAM_URL (the same precedence as
 * server.ts). Without an override nothing is trusted: the tenants file's upstream is a public host.
 */
export function upstreamOverrideOrigins(config: Pick<Config, 'SANDBOX' | 'UPSTREAM_URL'>, tenants: { all: readonly Pick<Tenant, 'upstreamUrl'>[] }): string[] {
  if (config.SANDBOX === 'embedded') return [...new Set(tenants.all.map((t) => new URL(t.upstreamUrl).origin))];
  return config.UPSTREAM_URL ? [new URL(config.UPSTREAM_URL).origin] : [];
}

/**
 * What every fetch of an image source for a tenant shares but the tenant's own hosts: the bff's own
 * hosts, the trusted upstream origins and the port rule. The image route and the install icons
 * (pwa/plugin.ts) fetch under the same rules.
 */
export function sourcePolicyBase(
  config: Pick<Config, 'SANDBOX' | 'UPSTREAM_URL' | 'NODE_ENV'>,
  tenants: { all: readonly Pick<Tenant, 'upstreamUrl' | 'hosts' | 'origin'>[] },
  trusted: readonly string[] = upstreamOverrideOrigins(config, tenants),
): Omit<SourcePolicy, 'allowedHosts'> {
  return {
    trustedOrigins: trusted.map((o) => new URL(o).origin),
    ownHosts: new Set(tenants.all.flatMap((t) => [...t.hosts, new URL(t.origin).hostname]).map(normaliseHost)),
    standardPortsOnly: config.NODE_ENV === 'production',
  };
}
