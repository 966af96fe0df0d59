import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  alternates,
  detectLanguage,
  isLang,
  localeCookieName,
  matchPath,
  parseAcceptLanguage,
  toHtmlLang,
  toOgLocale,
  type ExecutionResult,
  type Lang,
  type RenderOutput,
  type ServerEntry,
} from '@mall/site';
import { buildContext } from '../graphql/context';
import { renderDocument, type HeadValues } from './render';

// The first HTML (DESIGN.md "The first HTML"): the web's server entry (a Vite build output,
// web/dist/server) renders the page with React from the layout's and the page's operations, run here
// through the bff's own schema; this plugin writes head, markup and state into the built index.html
// and answers with the page's status. Hashed assets are served immutable from web/dist/client.

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
    const clientDir = `${dist}client/`;
    const indexFile = `${clientDir}index.html`;
    const entryFile = `${dist}server/entry-server.js`;
    const built = existsSync(indexFile) && existsSync(entryFile);
    if (!built) fastify.log.warn({ dist }, 'the web app is not built (run `npm run build`); pages answer 503');
    const template = built ? readFileSync(indexFile, 'utf8') : '';
    const entry = built ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : null;

    if (built) {
      await fastify.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        index: false,
        wildcard: false,
        cacheControl: false,
        // The build's .br/.gz copies are sent by Accept-Encoding; they get no routes of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        // Source maps are for developers: production does not publish its sources.
        allowedPath: (pathName: string) => !(production && pathName.endsWith('.map')),
        setHeaders(res, path) {
          // Vite's hashed file names change with their content: cache them for good.
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }

    /** The entry's executor: an operation against this bff's schema, in the page request's context. */
    function executor(request: FastifyRequest, reply: FastifyReply) {
      return async (document: unknown, variables: Record<string, unknown>): Promise<ExecutionResult> => {
        try {
          // mercurius takes a parsed document as it takes a text (and caches it by identity).
          const result = await fastify.graphql(document as string, buildContext(request, reply), variables);
          if (result.errors?.length) request.log.warn({ errors: result.errors.map((e) => e.message) }, 'page operation had errors');
          return { data: result.data, errors: result.errors };
        } catch (error) {
          request.log.warn({ err: error }, 'page operation failed');
          return { errors: [{ message: 'operation failed' }] };
        }
      };
    }

    function headFor(request: FastifyRequest, output: RenderOutput): HeadValues {
      const tenant = request.tenant;
      // Public URLs come from the tenant's configured origin only, never from Host or X-Forwarded-*.
      const origin = new URL(tenant.origin).origin;
      const path = new URL(request.url, 'http://x').pathname;
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
        ogImage: absolute(origin, output.head.ogImage ?? shell?.mall?.logos?.wide),
        themeColor: shell?.settings?.colors?.find((c) => c.name === 'primary')?.value ?? null,
        robots: output.status === 200 ? 'index, follow' : 'noindex',
        alternates: links
          ? {
              ...Object.fromEntries(Object.entries(links).map(([l, href]) => [toHtmlLang(l as Lang), `${origin}${href}`])),
              'x-default': `${origin}${links[tenant.fallbackLanguage]}`,
            }
          : {},
      };
    }

    fastify.setNotFoundHandler(async (request, reply) => {
      const url = new URL(request.url, 'http://x');
      const path = url.pathname;
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path) && !path.startsWith('/graphql');
      if (!wantsPage) return reply.code(404).send({ error: 'NOT_FOUND', message: `Not found: ${path}` });
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

      const firstSegment = path.split('/')[1];
      const output = await entry.render({
        url: request.url,
        lang: isLang(firstSegment) ? firstSegment : detected(),
        execute: executor(request, reply),
      });
      if (output.status === 301 && output.location) return reply.redirect(output.location, 301);

      const html = renderDocument(template, { head: headFor(request, output), html: output.html, state: output.state });
      // A live screen whose data could not be had (platform down, nothing cached): the page shows the
      // error screen and the browser retries; crawlers and monitors see 503, not a page to index.
      if (output.status === 503) reply.header('retry-after', '30');
      return reply.code(output.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
  { name: 'spa', dependencies: ['graphql', 'tenancy', 'config'] },
);
