import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  alternates,
  detectLanguage,
  isLang,
  localeCookieName,
  matchPath,
  pageQueries,
  parseAcceptLanguage,
  shellQuery,
  toHtmlLang,
  toOgLocale,
  type Lang,
  type PageQuery,
} from '@mall/site';
import { buildContext } from '../graphql/context';
import { renderDocument, type HeadValues } from './render';

// Serves the built SPA (DESIGN.md "The first HTML"): hashed assets immutable, index.html for known
// routes with the head filled in and the layout's data embedded, HTTP 404 (same document, the SPA
// shows the error screen) for unknown paths and for routes whose screens are still `planned`.

const webSource = fileURLToPath(new URL('../../../web/src/', import.meta.url));

/** What the head needs of the layout's data. */
interface ShellData {
  settings?: { colors?: { name: string; value: string }[]; logoTypes?: { favicon?: string } };
  mall?: { logos?: Record<string, string | null> };
}

/** A root-relative link of ours (an image through the proxy) made absolute on the tenant's origin. */
function absolute(origin: string, link: string | null | undefined): string | null {
  if (!link) return null;
  return link.startsWith('/') && !link.startsWith('//') ? `${origin}${link}` : link;
}

export default fp(
  async (fastify) => {
    const dist = fastify.config.WEB_DIST.replace(/\/?$/, '/');
    const production = fastify.config.NODE_ENV === 'production';
    const indexFile = `${dist}index.html`;
    const built = existsSync(indexFile);
    if (!built) fastify.log.warn({ dist }, 'the web app is not built (run `npm run build`); pages answer 503');
    const template = built ? readFileSync(indexFile, 'utf8') : '';
    // The operations whose results the first HTML carries (web/src/routing/page-queries.ts).
    const sources = new Map<PageQuery, string>(
      [shellQuery, ...Object.values(pageQueries)].map((q) => [q, readFileSync(`${webSource}${q.file}`, 'utf8')]),
    );

    if (built) {
      await fastify.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        index: false,
        wildcard: false,
        cacheControl: false,
        // Source maps are for developers: production does not publish its sources.
        allowedPath: (pathName: string) => !(production && pathName.endsWith('.map')),
        setHeaders(res, path) {
          // Vite's hashed file names change with their content: cache them for good.
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }

    /** Runs an embeddable operation; a result with errors is not embedded (the screen then asks itself). */
    async function run(request: FastifyRequest, reply: FastifyReply, query: PageQuery, variables: Record<string, unknown>): Promise<unknown> {
      try {
        const result = await fastify.graphql(sources.get(query) ?? '', buildContext(request, reply), variables);
        if (!result.errors?.length) return result.data ?? null;
        request.log.warn({ operation: query.operation, errors: result.errors.map((e) => e.message) }, 'embedded query had errors');
      } catch (error) {
        request.log.warn({ err: error, operation: query.operation }, 'embedded query failed; the page loads without it');
      }
      return null;
    }

    fastify.setNotFoundHandler(async (request, reply) => {
      const url = new URL(request.url, 'http://x');
      const path = url.pathname;
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path) && !path.startsWith('/graphql');
      if (!wantsPage) return reply.code(404).send({ error: 'NOT_FOUND', message: `Not found: ${path}` });
      if (!built) return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');

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

      const match = matchPath(path);
      const live = match !== null && match.route.status === 'live';
      const firstSegment = path.split('/')[1];
      const lang: Lang = match?.lang ?? (isLang(firstSegment) ? firstSegment : detected());
      // Public URLs come from the tenant's configured origin only, never from Host or X-Forwarded-*.
      const origin = new URL(tenant.origin).origin;
      const pageQuery = live && match ? pageQueries[match.route.name] : undefined;
      const pageVariables = pageQuery?.variables(lang, match?.params ?? {}) ?? {};
      const [shellData, pageData] = await Promise.all([
        run(request, reply, shellQuery, shellQuery.variables(lang, {})),
        pageQuery ? run(request, reply, pageQuery, pageVariables) : null,
      ]);
      const shell = shellData as ShellData | null;
      const page = pageQuery && pageData ? { operation: pageQuery.operation, variables: pageVariables, data: pageData } : null;
      const meta = tenant.pagesMetaTags[lang].index;
      const links = live && match ? alternates(match.route.name, match.params) : null;
      const head: HeadValues = {
        htmlLang: toHtmlLang(lang),
        title: meta.title,
        description: meta.description,
        keywords: meta.keywords,
        canonical: `${origin}${links ? links[lang] : path}`,
        ogLocale: toOgLocale(lang),
        favicon: shell?.mall?.logos?.[shell.settings?.logoTypes?.favicon ?? 'icon'] ?? null,
        ogImage: absolute(origin, shell?.mall?.logos?.wide),
        themeColor: shell?.settings?.colors?.find((c) => c.name === 'primary')?.value ?? null,
        robots: live ? 'index, follow' : 'noindex',
        alternates: links
          ? {
              ...Object.fromEntries(Object.entries(links).map(([l, href]) => [toHtmlLang(l as Lang), `${origin}${href}`])),
              'x-default': `${origin}${links[tenant.fallbackLanguage]}`,
            }
          : {},
      };
      const html = renderDocument(template, { head, state: { lang, shell, page } });
      // A live screen whose data could not be had (platform down, nothing cached): the SPA shows the
      // error screen and retries; crawlers and monitors see 503, not a page to index.
      const unavailable = pageQuery !== undefined && page === null;
      if (unavailable) reply.header('retry-after', '30');
      return reply
        .code(!live ? 404 : unavailable ? 503 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    });
  },
  { name: 'spa', dependencies: ['graphql', 'tenancy', 'config'] },
);
