import { existsSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { languages, offlinePageTexts, pathFor, routeLabel, sizedImage, toHtmlLang, type Lang } from '@mall/site';
import { buildContext } from '../graphql/context';
import { escapeHtml } from '../ssr/document';

// The offline page (issue 24, "An offline page in the page's language"): what the service worker
// shows for a page it cannot fetch and has not kept. Rendered here, per tenant and language, in the
// mall's look (name, logo, theme colours), with links to the screens that work offline once visited
// and a "try again" link. No inline script (CSP script-src 'self'): its one script is the web build's
// `offline` entry (web/offline.html), which fills `#offline-member` with a member's kept copies.
// The worker keeps it per language (web/src/sw/sw.ts), so it must stand alone: styles inline, no
// other request but the logo and that script (both cached by the worker too).

/** What the page needs of the mall: one operation through this bff's own schema, as a visitor. */
const offlinePageQuery = /* GraphQL */ `
  query OfflinePage($lang: Language!) {
    settings {
      websiteName
      defaultFloorplanId
      colors {
        name
        value
      }
      logoTypes {
        header
      }
    }
    mall(lang: $lang) {
      name
      logos {
        base
        wide
        icon
      }
    }
    cinemaPage(lang: $lang) {
      __typename
    }
  }
`;

const offlineDataSchema = z.object({
  settings: z
    .object({
      websiteName: z.string().nullish(),
      defaultFloorplanId: z.union([z.string(), z.number()]).nullish(),
      colors: z.array(z.object({ name: z.string(), value: z.string() })).nullish(),
      logoTypes: z.object({ header: z.string().nullish() }).nullish(),
    })
    .nullish(),
  mall: z.object({ name: z.string().nullish(), logos: z.record(z.string(), z.string().nullish()).nullish() }).nullish(),
  cinemaPage: z.object({ __typename: z.string() }).nullish(),
});
export type OfflinePageData = z.infer<typeof offlineDataSchema>;

/** A colour the theme may set: a hex or rgb()/hsl() value, nothing that could end the style block. */
const safeColour = /^(?:#[0-9a-f]{3,8}|(?:rgb|hsl)a?\([\d\s.,%]+\))$/i;

function colour(data: OfflinePageData, name: string, fallback: string): string {
  const value = data.settings?.colors?.find((entry) => entry.name === name)?.value.trim();
  return value && safeColour.test(value) ? value : fallback;
}

export interface OfflinePageInput {
  lang: Lang;
  data: OfflinePageData;
  tenantId: string;
  /** The web build's offline entry (`/assets/offline-….js`), or null when the web is not built. */
  script: string | null;
}

/** The page's HTML. Pure: what the route answers, per tenant and language. */
export function renderOfflinePage({ lang, data, tenantId, script }: OfflinePageInput): string {
  const texts = offlinePageTexts[lang];
  const mallName = data.mall?.name || data.settings?.websiteName || tenantId;
  const primary = colour(data, 'primary', '#1f2937');
  const logoType = data.settings?.logoTypes?.header ?? 'base';
  const logo = data.mall?.logos?.[logoType] ?? data.mall?.logos?.base ?? null;
  const floorplanId = data.settings?.defaultFloorplanId;
  const links: { name: Parameters<typeof routeLabel>[0]; href: string }[] = [
    { name: 'opening-hours', href: pathFor('opening-hours', lang) },
    { name: 'parking', href: pathFor('parking', lang) },
    { name: 'map-way', href: pathFor('map-way', lang) },
    ...(floorplanId !== null && floorplanId !== undefined && floorplanId !== '' ? [{ name: 'floorplan' as const, href: pathFor('floorplan', lang, { id: floorplanId }) }] : []),
    ...(data.cinemaPage ? [{ name: 'cinema' as const, href: pathFor('cinema', lang) }] : []),
  ];
  const style = [
    `:root{--primary:${primary};color-scheme:light}`,
    'body{margin:0;font-family:system-ui,sans-serif;color:#111;background:#fff;line-height:1.5}',
    'header{background:var(--primary);padding:1rem}',
    'header img{max-height:48px;width:auto;display:block}',
    'header .name{color:#fff;font-weight:700;font-size:1.25rem}',
    'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}',
    'h1{margin-top:0}',
    'a{color:var(--primary)}',
    'ul{padding-left:1.25rem}',
    '.retry{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border:2px solid var(--primary);border-radius:4px;text-decoration:none;font-weight:600}',
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${toHtmlLang(lang)}" data-lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta name="theme-color" content="${escapeHtml(primary)}">`,
    `<title>${escapeHtml(texts.title)} · ${escapeHtml(mallName)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    `<header>${logo ? `<img src="${escapeHtml(sizedImage(logo, 320))}" alt="${escapeHtml(mallName)}">` : `<span class="name">${escapeHtml(mallName)}</span>`}</header>`,
    '<main>',
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.lead)}</p>`,
    `<ul class="offline-links">${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(routeLabel(link.name, lang))}</a></li>`).join('')}</ul>`,
    '<div id="offline-member"></div>',
    // An empty href is the document's own address: in place of a page that failed, the worker
    // serves this page at that page's address, so "try again" asks for that page again.
    `<p><a class="retry" href="">${escapeHtml(texts.retry)}</a></p>`,
    '</main>',
    script ? `<script type="module" src="${escapeHtml(script)}"></script>` : '',
    '</body>',
    '</html>',
  ].join('');
}

const paramsSchema = z.object({ file: z.string().regex(new RegExp(`^(?:${languages.join('|')})\\.html$`)) });

/** The offline entry's chunk, from the client build's manifest. */
function offlineScript(clientDir: string): string | null {
  const file = `${clientDir}.vite/manifest.json`;
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string; isEntry?: boolean }>;
  const entry = manifest['offline.html'];
  return entry?.isEntry && entry.file ? `/${entry.file}` : null;
}

const offlinePageRoute: FastifyPluginAsync = async (fastify) => {
  const script = offlineScript(fastify.webBuild.clientDir);
  fastify.get('/offline/:file', { logLevel: 'warn' }, async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
    const lang = parsed.data.file.slice(0, 2) as Lang;
    // As a visitor, whoever asks: the page is the same for everyone (a member's copies are the
    // browser's, filled in by the script), so a session never makes it personal.
    const context = { ...buildContext(request, reply), session: null };
    let data: OfflinePageData = {};
    try {
      const result = await fastify.graphql(offlinePageQuery, context, { lang });
      const checked = offlineDataSchema.safeParse(result.data ?? {});
      if (result.errors?.length) request.log.warn({ errors: result.errors.map((error) => error.message) }, 'offline page: operation had errors');
      if (checked.success) data = checked.data;
    } catch (error) {
      // The page still says what it must, in the mall's name at least.
      request.log.warn({ err: error }, 'offline page: operation failed');
    }
    // Revalidated on each fetch (the worker fetches it at install and per language visited).
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderOfflinePage({ lang, data, tenantId: request.tenant.id, script }));
  });
};

export default offlinePageRoute;
