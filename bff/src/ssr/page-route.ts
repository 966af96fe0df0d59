import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collapseSlashes, detectLanguage, localeCookieName, parseAcceptLanguage, pathOfMatch, samePageIn } from '@mall/site';
import { graphqlPath } from '../graphql/path';
import { pageKey, pageQueryOf, pagesRoute, pathLanguage } from '../page-cache/keys';
import { routeMatchOf } from '../page-cache/route-match';
import { redirectCacheControl } from '../redirects/plugin';
import { tenantLanguages } from '../mall/languages';
import { hasSession } from '../session/session';
import { negotiateEncoding } from '../plugins/compression';
import { createPageRenderer } from './render-page';

// The pages (docs/architecture.md, "One request"): one declared route, `GET /*` (every other route is
// more specific, so it answers only what no other does). In order: the tenant's redirect rules, one
// spelling per page, a language the tenant does not offer to its fallback, `/` to the visitor's
// language, then the page: the route matched once, a member's
// (or any page asked with a session) rendered for them alone, a visitor's through the page cache.

const notFound = (reply: FastifyReply, path: string) => reply.code(404).send({ error: 'NOT_FOUND', message: `Not found: ${path}` });

export default fp(
  async (fastify) => {
    const { entry } = fastify.webBuild;
    const renderPage = entry ? createPageRenderer(fastify, entry, fastify.webBuild) : null;

    async function page(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, 'http://x');
      const path = url.pathname;
      // The tenant's per-path redirects come first: an old address (even `/index.php`) is a page to them.
      if (!path.startsWith(graphqlPath) && !path.startsWith('/assets/')) {
        const redirect = await fastify.redirectFor(request, url);
        if (redirect) return reply.header('cache-control', redirectCacheControl).redirect(redirect.location, redirect.status);
      }
      // A file no route serves (`/robots.txt` has its own), or an API path: no page.
      if (path.startsWith(graphqlPath) || /\.[a-z0-9]{1,8}$/i.test(path)) return notFound(reply, path);
      // One spelling per page (issue 17): another case, a trailing or a doubled slash, a dot segment
      // is a 301 to the route table's own path, the query kept. A path no route matches goes on to its
      // 404. The URL parser takes `//x/…` for a host and a path: that is nobody's page.
      const rawPath = request.url.split('?')[0] ?? '';
      if (rawPath.startsWith('//')) return reply.code(404).send({ error: 'NOT_FOUND', message: 'Not found.' });
      const match = rawPath === '/' ? null : routeMatchOf(request.raw, collapseSlashes(path));
      const canonical = rawPath === '/' ? rawPath : match && pathOfMatch(match);
      if (canonical && canonical !== rawPath) return reply.header('cache-control', redirectCacheControl).redirect(`${canonical}${url.search}`, 301);
      if (!renderPage) return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');

      const tenant = request.tenant;
      // The tenant's languages (issue 22; mall/languages.ts), from the cached mall and locales.
      const languages = await tenantLanguages(fastify.publicCalls, { tenant, requestId: request.id, deadline: request.deadline }, request.log);
      const pathLang = pathLanguage(path);
      // A language the tenant does not offer: the same page in its fallback, the query kept. Temporary
      // (the tenant may offer it again) and not kept by browsers or proxies: a purge makes it a page again.
      if (pathLang && !languages.offered.includes(pathLang)) {
        return reply.header('cache-control', 'no-store').redirect(`${samePageIn(path, languages.fallback)}${url.search}`, 302);
      }
      const detected = () =>
        detectLanguage({
          cookie: request.cookies[localeCookieName],
          acceptLanguages: parseAcceptLanguage(request.headers['accept-language'] ?? ''),
          fallback: tenant.fallbackLanguage,
          offered: languages.offered,
        });
      // `/` is home in the visitor's language: locale cookie, browser languages, tenant fallback.
      if (path === '/') {
        reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-store');
        return reply.redirect(`/${detected()}${url.search}`, 302);
      }
      // A path without a language is answered in the visitor's: that answer depends on them.
      if (!pathLang) reply.header('vary', 'Cookie, Accept-Language');
      const lang = pathLang ?? detected();
      // A member's page is personal: never cached, never stored by a browser or a proxy.
      const memberOnly = match !== null && 'guards' in match.route && (match.route.guards as readonly string[]).includes('member');
      if (hasSession(request) || memberOnly) {
        // Sent to this member alone: only the coding their browser takes is made.
        const only = negotiateEncoding(request.headers['accept-encoding']);
        const rendered = await renderPage(request, reply, { url, match, lang, languages: languages.offered, only });
        return fastify.pageCache.send(request, reply, rendered.response, 'private, no-store');
      }
      // The page is cached with its own query only, so it is rendered with that only: links that keep
      // the query (the language switcher) must not hand one visitor's campaign to the next.
      const query = pageQueryOf(entry, match, url.searchParams);
      const own = new URL(url);
      own.search = new URLSearchParams(query).toString();
      const key = pageKey(path, lang, query, fastify.webBuild.buildId);
      return fastify.pageCache.serve(request, reply, key, () => renderPage(request, reply, { url: own, match, lang, languages: languages.offered, reuseAs: JSON.stringify([tenant.id, key]) }), 'no-cache');
    }

    fastify.route({ method: 'GET', url: pagesRoute, handler: page });
    // Any other method on a path no route has.
    fastify.setNotFoundHandler(async (request, reply) => notFound(reply, new URL(request.url, 'http://x').pathname));
  },
  { name: 'ssr-pages', dependencies: ['graphql', 'tenancy', 'config', 'upstream', 'web-build', 'page-cache', 'redirects', 'ssr-assets'] },
);
