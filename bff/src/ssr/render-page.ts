import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  alternates,
  hreflangPaths,
  loginPathFor,
  toHtmlLang,
  toOgLocale,
  type ExecutionResult,
  type Guard,
  type Lang,
  type RenderOutput,
  type RouteMatch,
  type ServerEntry,
} from '@mall/site';
import { buildContext } from '../graphql/context';
import { toCachedResponse, toKeptResponse, type CachedResponse } from '../page-cache/cached-response';
import type { ContentEncoding } from '../plugins/compression';
import type { Rendered } from '../page-cache/plugin';
import { createReusedDocuments, digestOf } from '../page-cache/reused-documents';
import { absoluteJsonLd, openGraphImage } from '../seo/head';
import { endSession, hasSession } from '../session/session';
import { feedPath } from '../feed/atom';
import { appleTouchIcon, iconPath, manifestPath } from '../pwa/paths';
import { appModulesMeta, renderDocument, type HeadValues } from './document';
import { namedTexts } from './text-files';
import type { WebBuild } from './web-build';

// One page rendered into a response (docs/architecture.md, "One request"): the web's server entry
// runs the layout's and the page's operations through this bff's schema (mercurius, in the page
// request's context) and renders the markup with React; document.ts writes head, markup and state
// into the built index.html.

/** What a page route hands over: the route matched once, the URL with the page's own query, its language. */
export interface PageRequest {
  url: URL;
  match: RouteMatch | null;
  lang: Lang;
  /** The languages the tenant offers (mall/languages.ts): the head's alternates list only these. */
  languages: readonly Lang[];
  /** For a page the page cache keeps: its name (tenant and key), whose document made from the same inputs is reused. */
  reuseAs?: string;
  /** For a page no cache keeps (a member's): the one coding it is sent with, the only copy made. */
  only?: ContentEncoding;
}

export type RenderPage = (request: FastifyRequest, reply: FastifyReply, page: PageRequest) => Promise<Rendered>;

/** A session's check: the member's id, which the platform answers only for a token it accepts. */
const sessionCheck = '{ viewer { id } }';

/** What the head needs of the layout's data. */
interface ShellData {
  settings?: { colors?: { name: string; value: string }[]; logoTypes?: { favicon?: string } };
  mall?: { name?: string | null; logos?: Record<string, string | null> };
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
function executor(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply, now: Date) {
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

function headFor(request: FastifyRequest, page: PageRequest, output: RenderOutput): HeadValues {
  const tenant = request.tenant;
  // Public URLs come from the tenant's configured origin only, never from Host or X-Forwarded-*.
  const origin = new URL(tenant.origin).origin;
  const lang = output.lang;
  const shell = output.state.shell as ShellData | null;
  const meta = tenant.pagesMetaTags[lang].index;
  const links = output.route && output.status === 200 ? alternates(output.route, page.match?.params ?? {}) : null;
  return {
    htmlLang: toHtmlLang(lang),
    title: output.head.title ?? meta.title,
    description: output.head.description ?? meta.description,
    keywords: meta.keywords,
    canonical: `${origin}${links ? links[lang] : page.url.pathname}`,
    ogLocale: toOgLocale(lang),
    favicon: shell?.mall?.logos?.[shell.settings?.logoTypes?.favicon ?? 'icon'] ?? null,
    // Through the image route at 1200 px, absolute on the tenant's origin (seo/head.ts).
    ogImage: openGraphImage(origin, output.head.ogImage ?? shell?.mall?.logos?.wide),
    jsonLd: output.status === 200 ? absoluteJsonLd(output.head.jsonLd, origin) : [],
    themeColor: shell?.settings?.colors?.find((c) => c.name === 'primary')?.value ?? null,
    // Installable (issue 24): the manifest in the page's language, and the icon iOS reads instead.
    manifest: manifestPath(lang),
    appleTouchIcon: iconPath(appleTouchIcon),
    robots: output.status === 200 && output.head.indexable !== false ? 'index, follow' : 'noindex',
    // The language's feed, named after the mall as the feed itself is (feed/plugin.ts); only for a
    // language the tenant offers (another's feed redirects to its fallback's).
    feed: page.languages.includes(lang) ? { title: shell?.mall?.name ?? meta.title, href: feedPath(lang) } : null,
    alternates: links ? Object.fromEntries(Object.entries(hreflangPaths(links, tenant.fallbackLanguage, page.languages)).map(([hreflang, href]) => [hreflang, `${origin}${href}`])) : {},
  };
}

export function createPageRenderer(
  fastify: FastifyInstance,
  entry: ServerEntry,
  build: Pick<WebBuild, 'template' | 'preloads' | 'styles' | 'prefetches'>,
): RenderPage {
  const reused = createReusedDocuments({ maxEntries: 200, maxAgeMs: 5 * 60_000 });
  const html = 'text/html; charset=utf-8';

  return async (request, reply, page) => {
    const { url, match, lang, reuseAs, only } = page;
    // The server's clock is read once per page (web/src/lib/clock.ts).
    const now = new Date();
    const execute = executor(fastify, request, reply, now);
    const guards: readonly Guard[] = match && 'guards' in match.route ? (match.route.guards as readonly Guard[]) : [];
    let signedIn = hasSession(request);
    // The pages a session opens or closes (the dashboard; sign-in and registration) ask the platform
    // whether it still stands, so that an expired one never shows a member's page nor bars sign-in.
    if (signedIn && (guards.includes('member') || guards.includes('guest-only'))) {
      await execute(sessionCheck, {});
      signedIn = !execute.refused();
    }
    let digest: string | undefined;
    let same: CachedResponse | undefined;
    const unchanged =
      reuseAs === undefined
        ? undefined
        : (inputs: string) => {
            digest = digestOf(inputs);
            same = reused.matches(reuseAs, digest);
            return same !== undefined;
          };
    const output = await entry.render({ url: `${url.pathname}${url.search}`, match, lang, execute, signedIn, unchanged, now: now.getTime() });
    // A session the platform refused (spec §8: Unauthorized clears the token and goes to login): the
    // cookie is cleared, and the member signs in again, told why, to come back here. Not from the
    // sign-in pages themselves, which show as they are.
    if (execute.refused() && !guards.includes('guest-only')) {
      return { cache: false, response: toCachedResponse(302, html, '', { location: loginPathFor(lang, `${url.pathname}${url.search}`, 'expired') }, only) };
    }
    // 301: the page is at another address (cached like the page). 302: a route guard sends this visitor
    // elsewhere; for a guest that follows from the tenant's settings alone, so it is cached too.
    if ((output.status === 301 || output.status === 302) && output.location) {
      return { cache: true, response: toCachedResponse(output.status, html, '', { location: output.location }, only) };
    }
    if (output.unchanged && same) {
      reused.hold(reuseAs!, digest!, same);
      return { cache: true, response: same };
    }
    // The texts' files, named rather than embedded (text-files.ts).
    const texts = namedTexts(output.state, build.prefetches.texts);
    const document = renderDocument(build.template, {
      head: headFor(request, page, output),
      html: output.html,
      state: texts.state,
      themeCss: output.themeCss,
      // A member's header renders their messages link, whose styles come with its chunk: inlined for them.
      styles: [build.styles.shell, signedIn ? build.styles.member : '', (output.route && build.styles.routes.get(output.route)) || ''].filter(Boolean).join('\n    '),
      // A member's header has their messages, which the app loads before it hydrates: named here too.
      preloads: [
        appModulesMeta([...build.preloads.app, ...(signedIn ? build.preloads.member : []), ...((output.route && build.preloads.routes.get(output.route)) || [])]),
        ...(texts.meta ? [texts.meta] : []),
      ],
    });
    // A live screen whose data could not be had (platform down, nothing cached): the page shows the
    // error screen and the browser retries; crawlers and monitors see 503, not a page to index.
    const headers: Record<string, string> = output.status === 503 ? { 'retry-after': '30' } : {};
    // Cached: what a live page answers (200, or its own 404 for an item that is gone, which must replace
    // the page cached before). Not cached: the 404 of a path no page has (anyone can ask for millions,
    // each would take a place in Redis), nor a 503, which must not outlive the outage.
    const cache = output.route !== undefined && output.status !== 503;
    // A page the cache keeps is sent many times: its copies are made to keep (toKeptResponse).
    const response = cache && only === undefined ? await toKeptResponse(output.status, html, document, headers) : toCachedResponse(output.status, html, document, headers, only);
    if (cache && reuseAs !== undefined && digest !== undefined) reused.hold(reuseAs, digest, response);
    return { cache, response };
  };
}
