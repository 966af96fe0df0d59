import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, type Lang } from '@mall/site';
import { toCachedResponse } from '../page-cache/cached-response';
import type { Rendered } from '../page-cache/plugin';
import { requireTranslation } from '../shared/translation';
import type { UpstreamMall } from '../mall/upstream';
import { tenantLanguages } from '../mall/languages';
import { atomFeed, atomType, feedPath } from './atom';

// `/{lang}/feed.xml` per tenant host (atom.ts): public, a cached response like the sitemap's (the
// `response` family: compressed, with an ETag, purged with the tenant), built from the platform's news
// and events lists. An unknown language is a 404 that renders nothing and keeps nothing. A language the
// tenant does not offer (issue 22, mall/languages.ts) is a 302 to its fallback language's feed, as its
// pages are: a reader subscribed to it keeps getting the mall's news (docs/screens.md).

const textType = 'text/plain; charset=utf-8';
/** The lists' newest by publication: more than maxEntries of each, since some may not be published yet. */
const listQuery = { page: 1, per_page: 100, sort: '-created_at' } as const;

/** The mall's name as its pages show it (mall/mapper.ts `toMall`): its own, else its translated name. */
function mallName(mall: UpstreamMall | undefined, lang: Lang, fallback: Lang): string | null {
  if (!mall) return null;
  return mall.name ?? requireTranslation(mall.translations, 'name', lang, fallback);
}

export default fp(
  async (fastify) => {
    async function render(request: FastifyRequest, lang: Lang): Promise<Rendered> {
      const call = { tenant: request.tenant, requestId: request.id, deadline: request.deadline };
      const [events, news, malls] = await Promise.all([
        fastify.publicCalls.eventList(call, listQuery),
        fastify.publicCalls.newsList(call, listQuery),
        fastify.publicCalls.malls(call),
      ]);
      if (!events.ok || !news.ok || !malls.ok) {
        const failure = !events.ok ? events.error : !news.ok ? news.error : !malls.ok ? malls.error : null;
        request.log.warn({ kind: failure?.kind, path: failure?.path, status: failure?.status }, 'feed data unavailable');
        return { cache: false, response: toCachedResponse(503, textType, 'The feed is unavailable; try again later.', { 'retry-after': '60' }) };
      }
      const tenant = request.tenant;
      const title = mallName(malls.value.data[0], lang, tenant.fallbackLanguage) ?? tenant.pagesMetaTags[lang].index.title;
      const xml = atomFeed({ tenant, lang, title, events: events.value.data, news: news.value.data, now: new Date() });
      return { cache: true, response: toCachedResponse(200, atomType, xml) };
    }

    fastify.get<{ Params: { lang: string } }>('/:lang/feed.xml', async (request, reply: FastifyReply) => {
      const { lang } = request.params;
      if (!isLang(lang)) return reply.code(404).type(textType).send(`Not found: /${lang}/feed.xml`);
      const languages = await tenantLanguages(fastify.publicCalls, { tenant: request.tenant, requestId: request.id, deadline: request.deadline }, request.log);
      if (!languages.offered.includes(lang)) return reply.header('cache-control', 'no-store').redirect(feedPath(languages.fallback), 302);
      return fastify.pageCache.serve(request, reply, { path: `feed:${feedPath(lang)}` }, () => render(request, lang), 'no-cache');
    });
  },
  { name: 'feed', dependencies: ['tenancy', 'upstream', 'page-cache', 'budget'] },
);
