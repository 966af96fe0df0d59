import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRedirect, redirectLocation } from '@mall/site';
import type { Tenant } from '../tenancy/tenants';
import type { CacheKey } from '../cache';
import { BoundedMemory } from '../shared/bounded-memory';
import { redirectRules, redirectsCacheKey } from './calls';

// The redirects of the first request (spec §2 "Route guards"; issue "The edge", Redirects):
// - /app-link and /willopeninapp, links meant for the mobile app, lead to the tenant's
//   `appLinkErrorPage` (the provider's page that says the app is needed);
// - any page path the tenant's rules name is redirected before the page is looked up or rendered
//   (the SPA follows the same rules on client navigation, from the `redirects` query).

export interface RedirectAnswer {
  location: string;
  status: 301 | 302;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant's redirect for a page request's path, or null (none, or the rules cannot be had). */
    redirectFor(request: FastifyRequest, url: URL): Promise<RedirectAnswer | null>;
    /**
     * Whether a path is free of redirects by the tenant's rules as this process holds them fresh in
     * memory: true (no rule), false (a rule), or undefined (the rules are not at hand; ask `redirectFor`).
     */
    pathFreeOfRedirects(tenant: Tenant, pathname: string): boolean | undefined;
  }
}

/** Paths whose answer a copy of a tenant's rules remembers (a client can send any path: bounded). */
const PATHS_PER_RULES = 4096;

/** How long a browser or a CDN may keep a redirect: ops can change the rules, so not for good. */
export const redirectCacheControl = 'public, max-age=300';

export default fp(
  async (fastify) => {
    // The embedded sandbox's malformed rules are there on purpose: refused quietly (calls.ts).
    const sandboxSeeded = fastify.config.SANDBOX === 'embedded';
    for (const path of ['/app-link', '/willopeninapp']) {
      fastify.get(path, async (request, reply) =>
        reply.header('cache-control', redirectCacheControl).redirect(request.tenant.appLinkErrorPage, 302),
      );
    }

    fastify.decorate('redirectFor', async (request: FastifyRequest, url: URL): Promise<RedirectAnswer | null> => {
      const tenant = request.tenant;
      const raw = await fastify.publicCalls.redirects({ tenant, requestId: request.id, deadline: request.deadline });
      if (!raw.ok) {
        // Without the rules the page is served as if there were none; the page's own data call
        // reports the outage if there is one.
        request.log.debug({ kind: raw.error.kind }, 'redirect rules unavailable');
        return null;
      }
      const rule = findRedirect(redirectRules(raw.value, request.log, tenant.id, sandboxSeeded), url.pathname);
      if (!rule) return null;
      return { location: redirectLocation(rule, url.search), status: rule.permanent ? 301 : 302 };
    });

    // Asked on every memory hit of a page (page-cache/memory-hits.ts), where it was about a twentieth of
    // the bff's time (docs/capacity.md, run I): the tenant's key is named once, and each copy of the
    // rules (the cache hands out the same array while a copy is current) remembers its answer per path.
    const named = new Map<string, { key: CacheKey; name: string }>();
    const answers = new WeakMap<readonly unknown[], BoundedMemory<string, boolean>>();
    fastify.decorate('pathFreeOfRedirects', (tenant: Tenant, pathname: string): boolean | undefined => {
      let rules = named.get(tenant.id);
      if (!rules) {
        const key = redirectsCacheKey(tenant.id);
        named.set(tenant.id, (rules = { key, name: fastify.cache.nameOf(key) }));
      }
      const raw = fastify.cache.peekFreshNamed<unknown[]>(rules.name, rules.key);
      if (raw === undefined) return undefined;
      let known = answers.get(raw);
      if (!known) answers.set(raw, (known = new BoundedMemory<string, boolean>(PATHS_PER_RULES)));
      return known.answer(pathname, (path) => findRedirect(redirectRules(raw, fastify.log, tenant.id, sandboxSeeded), path) === undefined);
    });
  },
  { name: 'redirects', dependencies: ['config', 'upstream', 'tenancy', 'cache'] },
);
