import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  alternates,
  canonicalPath,
  detectLanguage,
  loginPathFor,
  hreflangPaths,
  localeCookieName,
  matchPath,
  parseAcceptLanguage,
  toHtmlLang,
  toOgLocale,
  type ExecutionResult,
  type Guard,
  type Lang,
  type RenderOutput,
} from '@mall/site';
import { buildContext } from '../graphql/context';
import { graphqlPath } from '../graphql/plugin';
import { redirectCacheControl } from '../redirects/plugin';
import { type Rendered } from '../responses/plugin';
import { endSession, hasSession } from '../session/session';
import { storeResponse, type StoredResponse } from '../responses/stored-response';
import { createHeldDocuments, digestOf } from './held-documents';
import { absoluteJsonLd, openGraphImage } from '../seo/head';
import { keptQuery, pageResponseKey, pathLanguage } from './page-key';
import { appModulesMeta, renderDocument, type HeadValues } from './render';

// The first HTML (DESIGN.md "The first HTML"): the web's server entry (a Vite build output,
// web/dist/server) renders the page with React from the layout's and the page's operations, run here
// through the bff's own schema; this plugin writes head, markup and state into the built index.html
// and answers with the page's status. For a visitor without a session the whole page is cached
// (compressed, with an ETag) per tenant, language and path. Hashed assets are served immutable.

/** A session's check: the member's id, which the platform answers only for a token it accepts. */
const sessionCheck = '{ viewer { id } }';

/** The guards of the route a path matches (none for an unknown path). */
function routeGuards(pathname: string): readonly Guard[] {
  const route = matchPath(pathname)?.route;
  return route && 'guards' in route ? (route.guards as readonly Guard[]) : [];
}

/** What the head needs of the layout's data. */
interface ShellData {
  settings?: { colors?: { name: string; value: string }[]; logoTypes?: { favicon?: string } };
  mall?: { logos?: Record<string, string | null> };
}

export default fp(
  async (fastify) => {
    const production = fastify.config.NODE_ENV === 'production';
    const { clientDir, template, entry, preloads } = fastify.webBuild;

    if (entry) {
      await fastify.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        index: false,
        wildcard: false,
        cacheControl: false,
        // The ETag alone revalidates a file; hashed assets are never revalidated at all. Neither needs
        // Last-Modified, nor ranges (scripts and styles are fetched whole): fewer bytes on each answer.
        lastModified: false,
        acceptRanges: false,
        // The build's .br/.gz copies are sent by Accept-Encoding; they get no routes of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        // Source maps are for developers: production does not publish its sources.
        allowedPath: (pathName: string) => !pathName.startsWith('/.vite/') && !(production && pathName.endsWith('.map')),
        setHeaders(res, path) {
          // Vite's hashed file names change with their content: cache them for good.
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }

    /** Whether a result says the platform refused the member's token (an expired session). */
    const refusedSession = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
      errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

    /**
     * The entry's executor: an operation against this bff's schema, in the page request's context. A
     * token the platform refuses (spec §8: Unauthorized clears it) is cleared here, and the page is
     * made as for a visitor: a public page never fails because of a stale cookie. `refused()` tells.
     * Every operation of the page runs at the page's one instant `now` (RenderInput.now), the one its
     * markup reads: the layout's today and the page's agree, and the browser hydrates from the same.
     */
    function executor(request: FastifyRequest, reply: FastifyReply, now: Date) {
      let sessionRefused = false;
      const execute = async (document: unknown, variables: Record<string, unknown>): Promise<ExecutionResult> => {
        try {
          const context = { ...buildContext(request, reply), now };
          if (sessionRefused) context.session = null;
          // mercurius takes a parsed document as it takes a text (and caches it by identity).
          let result = await fastify.graphql(document as string, context, variables);
          if (context.session && refusedSession(result.errors as never)) {
            if (!sessionRefused) endSession(reply);
            sessionRefused = true;
            result = await fastify.graphql(document as string, { ...context, session: null }, variables);
          }
          if (result.errors?.length) request.log.warn({ errors: result.errors.map((e) => e.message) }, 'page operation had errors');
          return { data: result.data, errors: result.errors };
        } catch (error) {
          request.log.warn({ err: error }, 'page operation failed');
          return { errors: [{ message: 'operation failed' }] };
        }
      };
      return Object.assign(execute, { refused: () => sessionRefused });
    }

    function headFor(request: FastifyRequest, path: string, output: RenderOutput): HeadValues {
      const tenant = request.tenant;
      // Public URLs come from the tenant's configured origin only, never from Host or X-Forwarded-*.
      const origin = new URL(tenant.origin).origin;
      const lang = output.lang;
      const shell = output.state.shell as ShellData | null;
      const meta = tenant.pagesMetaTags[lang].index;
      const links = output.route && output.status === 200 ? alternates(output.route, matchPath(path)?.params ?? {}) : null;
      return {
        htmlLang: toHtmlLang(lang),
        title: output.head.title ?? meta.title,
        description: output.head.description ?? meta.description,
        keywords: meta.keywords,
        canonical: `${origin}${links ? links[lang] : path}`,
        ogLocale: toOgLocale(lang),
        favicon: shell?.mall?.logos?.[shell.settings?.logoTypes?.favicon ?? 'icon'] ?? null,
        // Through the image route at 1200 px, absolute on the tenant's origin (seo/head.ts).
        ogImage: openGraphImage(origin, output.head.ogImage ?? shell?.mall?.logos?.wide),
        jsonLd: output.status === 200 ? absoluteJsonLd(output.head.jsonLd, origin) : [],
        themeColor: shell?.settings?.colors?.find((c) => c.name === 'primary')?.value ?? null,
        robots: output.status === 200 && output.head.indexable !== false ? 'index, follow' : 'noindex',
        alternates: links ? Object.fromEntries(Object.entries(hreflangPaths(links, tenant.fallbackLanguage)).map(([hreflang, href]) => [hreflang, `${origin}${href}`])) : {},
      };
    }

    const held = createHeldDocuments({ maxEntries: 200, maxAgeMs: 5 * 60_000 });

    /**
     * Renders one page into a response: the document, its status and its headers. `heldAs`: a kept
     * page's name (tenant and cache key), whose document made from the same inputs is reused.
     */
    async function renderPage(request: FastifyRequest, reply: FastifyReply, url: URL, lang: Lang, heldAs?: string): Promise<Rendered> {
      // The server's clock is read once per page (web/src/lib/clock.ts).
      const now = new Date();
      const execute = executor(request, reply, now);
      const guards = routeGuards(url.pathname);
      let signedIn = hasSession(request);
      // The pages a session opens or closes (the dashboard; sign-in and registration) ask the platform
      // whether it still stands, so that an expired one never shows a member's page nor bars sign-in.
      if (signedIn && (guards.includes('member') || guards.includes('guest-only'))) {
        await execute(sessionCheck, {});
        signedIn = !execute.refused();
      }
      let digest: string | undefined;
      let reused: StoredResponse | undefined;
      const unchanged =
        heldAs === undefined
          ? undefined
          : (inputs: string) => {
              digest = digestOf(inputs);
              reused = held.matches(heldAs, digest);
              return reused !== undefined;
            };
      const output = await entry!.render({ url: `${url.pathname}${url.search}`, lang, execute, signedIn, unchanged, now: now.getTime() });
      // A session the platform refused (spec §8: Unauthorized clears the token and goes to login): the
      // cookie is cleared, and the member signs in again, told why, to come back here. Not from the
      // sign-in pages themselves, which show as they are.
      if (execute.refused() && !guards.includes('guest-only')) {
        return { keep: false, response: storeResponse(302, 'text/html; charset=utf-8', '', { location: loginPathFor(lang, `${url.pathname}${url.search}`, 'expired') }) };
      }
      // 301: the page is at another address (kept like the page). 302: a route guard sends this visitor
      // elsewhere; for a guest that follows from the tenant's settings alone, so it is kept too.
      if ((output.status === 301 || output.status === 302) && output.location) {
        return { keep: true, response: storeResponse(output.status, 'text/html; charset=utf-8', '', { location: output.location }) };
      }
      if (output.unchanged && reused) {
        held.hold(heldAs!, digest!, reused);
        return { keep: true, response: reused };
      }
      const html = renderDocument(template, {
        head: headFor(request, url.pathname, output),
        html: output.html,
        state: output.state,
        themeCss: output.themeCss,
        preloads: [appModulesMeta([...preloads.app, ...((output.route && preloads.routes.get(output.route)) || [])])],
      });
      // A live screen whose data could not be had (platform down, nothing cached): the page shows the
      // error screen and the browser retries; crawlers and monitors see 503, not a page to index.
      const headers: Record<string, string> = output.status === 503 ? { 'retry-after': '30' } : {};
      // Kept: what a live page answers (200, or its own 404 for an item that is gone, which must replace
      // the page kept before). Not kept: the 404 of a path no page has (anyone can ask for millions,
      // each would take a place in Redis), nor a 503, which must not outlive the outage.
      const keep = output.route !== undefined && output.status !== 503;
      const response = storeResponse(output.status, 'text/html; charset=utf-8', html, headers);
      if (keep && heldAs !== undefined && digest !== undefined) held.hold(heldAs, digest, response);
      return { keep, response };
    }

    fastify.setNotFoundHandler(async (request, reply) => {
      const url = new URL(request.url, 'http://x');
      const path = url.pathname;
      // The tenant's per-path redirects come first: an old address (even `/index.php`) is a page to them.
      const isGet = request.method === 'GET' || request.method === 'HEAD';
      const apiPath = path.startsWith(graphqlPath);
      if (isGet && !apiPath && !path.startsWith('/assets/')) {
        const redirect = await fastify.redirectFor(request, url);
        if (redirect) return reply.header('cache-control', redirectCacheControl).redirect(redirect.location, redirect.status);
      }
      const wantsPage = isGet && !apiPath && !/\.[a-z0-9]{1,8}$/i.test(path);
      if (!wantsPage) return reply.code(404).send({ error: 'NOT_FOUND', message: `Not found: ${path}` });
      // One spelling per page (issue 17): another case, a trailing or a doubled slash, a dot segment
      // is a 301 to the route table's own path, the query kept. A path no route matches goes on to its
      // 404. The URL parser takes `//x/…` for a host and a path: that is nobody's page.
      const rawPath = request.url.split('?')[0] ?? '';
      if (rawPath.startsWith('//')) return reply.code(404).send({ error: 'NOT_FOUND', message: 'Not found.' });
      const canonical = rawPath === '/' ? rawPath : canonicalPath(path);
      if (canonical !== null && canonical !== rawPath) {
        return reply.header('cache-control', redirectCacheControl).redirect(`${canonical}${url.search}`, 301);
      }
      if (!entry) return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');

      const tenant = request.tenant;
      const detected = () =>
        detectLanguage({
          cookie: request.cookies[localeCookieName],
          acceptLanguages: parseAcceptLanguage(request.headers['accept-language'] ?? ''),
          fallback: tenant.fallbackLanguage,
        });

      // `/` is home in the visitor's language: locale cookie, browser languages, tenant fallback.
      if (path === '/') {
        reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-store');
        return reply.redirect(`/${detected()}${url.search}`, 302);
      }

      const pathLang = pathLanguage(path);
      // A path without a language is answered in the visitor's: that answer depends on them.
      if (!pathLang) reply.header('vary', 'Cookie, Accept-Language');
      const lang = pathLang ?? detected();
      const route = matchPath(path)?.route;
      // A member's page is personal: never kept, never stored by a browser or a proxy.
      const memberOnly = route !== undefined && 'guards' in route && (route.guards as readonly string[]).includes('member');
      if (hasSession(request) || memberOnly) {
        const rendered = await renderPage(request, reply, url, lang);
        return fastify.responses.send(request, reply, rendered.response, 'private, no-store');
      }
      const query = keptQuery(entry, path, url.searchParams);
      // The page is kept with its own query only, so it is rendered with that only: links that keep
      // the query (the language switcher) must not hand one visitor's campaign to the next.
      const kept = new URL(url);
      kept.search = new URLSearchParams(query).toString();
      const key = pageResponseKey(path, lang, query);
      return fastify.responses.serve(request, reply, key, () => renderPage(request, reply, kept, lang, JSON.stringify([tenant.id, key])), 'no-cache');
    });
  },
  { name: 'spa', dependencies: ['graphql', 'tenancy', 'config', 'web-build', 'responses', 'redirects'] },
);
