import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languages, type Guard, type RouteName } from '@mall/site';
import type { CallContext } from '../upstream/client';
import type { Rendered } from '../page-cache/plugin';
import { booleanKeys, parseBoolean, type RawSettings } from '../settings/mapper';
import { toCachedResponse } from '../page-cache/cached-response';
import { tenantLanguages } from '../mall/languages';
import { robotsTxt } from './robots';
import { buildSitemaps, detailRoutes, type SitemapSet } from './sitemap';

// Search engines (issue 7): `/robots.txt`, the sitemap index `/sitemap.xml` and its parts
// `/sitemap-<lang>[-<type>][-<n>].xml`, per tenant host, on the tenant's configured origin. Each is a
// cached response (the `response` family: compressed, with an ETag, purged with the tenant), built
// from the platform's sitemap call and the route table's live routes.

const xmlType = 'application/xml; charset=utf-8';
const textType = 'text/plain; charset=utf-8';

/** The names a part can have; any other name is a 404 that renders nothing and keeps nothing. */
const partName = new RegExp(`^(?:${languages.join('|')})(?:-(?:pages|${Object.keys(detailRoutes).join('|')}))?(?:-[1-9]\\d{0,4})?$`);

/** Whether a visibility guard keeps visitors without a session out, by the tenant's settings (spec §2 "Route guards"). */
export function closedToGuests(guard: Guard, settings: RawSettings): boolean {
  // The settings domain owns how a boolean setting reads ('true', any case and spacing).
  const on = (setting: keyof typeof booleanKeys) => parseBoolean(settings[booleanKeys[setting]]);
  switch (guard) {
    case 'offers-visibility':
      return on('isOffersVisibleOnlyWhenLoggedIn');
    case 'rewards-visibility':
      return on('isRewardsVisibleOnlyWhenLoggedIn');
    case 'mobile-app':
      return !on('isMobileAppActive');
    case 'member':
    case 'guest-only':
      return true;
  }
}

export default fp(
  async (fastify) => {
    const { entry } = fastify.webBuild;
    const unavailable = (message: string): Rendered => ({
      cache: false,
      response: toCachedResponse(503, textType, message, { 'retry-after': '60' }),
    });

    /**
     * The static pages a mall does not have. The cinema's page answers 404 where the platform has no
     * cinema (its programme call says 404) and the mall's hours have no cinema zone (the page's status
     * rule, web/src/features/cinema/programme.ts `hasCinema`): the sitemap never lists a 404. When the
     * platform cannot say, the page is listed (a crawler's 404 is better than a cinema left out).
     */
    async function absentPages(call: CallContext): Promise<Set<RouteName>> {
      const [programme, malls] = await Promise.all([fastify.publicCalls.cinemaProgramme(call), fastify.publicCalls.malls(call)]);
      const noProgramme = !programme.ok && programme.error.kind === 'not-found';
      const noZone = malls.ok && !(malls.value.data[0]?.opening_hours ?? []).some((zone) => zone.zone === 'cinema');
      return noProgramme && noZone ? new Set<RouteName>(['cinema']) : new Set();
    }

    async function sitemaps(request: FastifyRequest): Promise<SitemapSet | null> {
      const call = { tenant: request.tenant, requestId: request.id, deadline: request.deadline };
      const [sitemap, settings, absent, languages] = await Promise.all([
        fastify.publicCalls.sitemap(call),
        fastify.publicCalls.settings(call),
        absentPages(call),
        tenantLanguages(fastify.publicCalls, call, request.log),
      ]);
      if (!sitemap.ok || !settings.ok) {
        const failure = !sitemap.ok ? sitemap.error : !settings.ok ? settings.error : null;
        request.log.warn({ kind: failure?.kind, path: failure?.path, status: failure?.status }, 'sitemap data unavailable');
        return null;
      }
      return buildSitemaps({
        origin: new URL(request.tenant.origin).origin,
        fallbackLanguage: request.tenant.fallbackLanguage,
        languages: languages.offered,
        liveRoutes: entry?.liveRoutes ?? [],
        data: sitemap.value,
        closedToGuests: (guard) => closedToGuests(guard, settings.value),
        absent,
      });
    }

    function serveSitemap(request: FastifyRequest, reply: FastifyReply, path: string) {
      return fastify.pageCache.serve(
        request,
        reply,
        { path: `seo:${path}` },
        async () => {
          // Without the web build no page is live: a sitemap would list nothing (pages answer 503 too).
          if (!entry) return unavailable('The web app is not built.');
          const set = await sitemaps(request);
          if (!set) return unavailable('The sitemap is unavailable; try again later.');
          const xml = path === '/sitemap.xml' ? set.index : set.parts.get(path);
          // A part this tenant does not have (a language split differently): answered, not kept.
          if (xml === undefined) return { cache: false, response: toCachedResponse(404, textType, `Not found: ${path}`) };
          return { cache: true, response: toCachedResponse(200, xmlType, xml) };
        },
        'no-cache',
      );
    }

    fastify.get('/robots.txt', (request, reply) =>
      fastify.pageCache.serve(request, reply, { path: 'seo:/robots.txt', timeless: true }, async () => ({ cache: true, response: toCachedResponse(200, textType, robotsTxt(new URL(request.tenant.origin).origin)) }), 'no-cache'),
    );
    fastify.get('/sitemap.xml', (request, reply) => serveSitemap(request, reply, '/sitemap.xml'));
    fastify.get<{ Params: { part: string } }>('/sitemap-:part.xml', (request, reply) => {
      const { part } = request.params;
      if (!partName.test(part)) return reply.code(404).type(textType).send(`Not found: /sitemap-${part}.xml`);
      return serveSitemap(request, reply, `/sitemap-${part}.xml`);
    });
  },
  { name: 'seo', dependencies: ['tenancy', 'upstream', 'web-build', 'page-cache', 'budget'] },
);
