import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languages, type Lang } from '@mall/site';
import { z } from 'zod';
import { createSourceFetcher } from '../images/fetch-source';
import { sourcePolicyBase } from '../net/source-policy';
import type { CachedResponse } from '../page-cache/cached-response';
import { toCachedResponse } from '../page-cache/cached-response';
import type { Rendered } from '../page-cache/plugin';
import { initialsIcon, logoIcon, UnreadableLogoError } from './icons';
import { buildManifest, tenantLookOf, type TenantLook } from './manifest';
import { iconOfFile, iconPathPattern, manifestPathPattern, type IconSpec } from './paths';

// The installable site's routes (issue 24, "Install"; README "Installable site"):
// - `GET /manifest/{lang}.webmanifest`: the tenant's web app manifest in that language (manifest.ts);
// - `GET /pwa/icon-{192,512,180}.png`, `/pwa/icon-maskable-{192,512}.png`: its icons (icons.ts).
// The tenant is the request's host's, as on every route. Both are whole responses in the page cache's
// `response` family (per tenant: each key carries the tenant's `{tenant}` hash tag; purged with the
// tenant; fresh 10 s, then stale-while-revalidate), with an ETag and 304. A manifest or an icon that
// cannot be made (the platform is down and nothing is cached) answers 503 and is not kept.

const manifestType = 'application/manifest+json';
const textType = 'text/plain; charset=utf-8';

/** `{lang}.webmanifest`, one of the four languages; anything else is a 404. */
const manifestFile = z.templateLiteral([z.enum(languages), '.webmanifest']);

/** Browsers revalidate the manifest (cheap: 304), so a new name or colour reaches them on their next check. */
const manifestCacheControl = 'no-cache';
/** As the image route's variants: a day without asking, a week more while it revalidates. */
const iconCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/** A PNG as the page cache keeps a response: stored as it is (PNG is compressed already), with a strong ETag of its bytes. */
function pngResponse(body: Buffer): CachedResponse {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status: 200, type: 'image/png', headers: {}, etag, identity: body.toString('base64') };
}

const unavailable = (message: string): Rendered => ({ cache: false, response: toCachedResponse(503, textType, message, { 'retry-after': '60' }) });

export default fp(
  async (fastify) => {
    const base = sourcePolicyBase(fastify.config, fastify.tenants);
    const fetcher = createSourceFetcher({ maxBytes: fastify.config.IMAGE_MAX_BYTES, timeoutMs: fastify.config.IMAGE_TIMEOUT_MS });
    fastify.addHook('onClose', () => fetcher.close());

    /** The tenant's name, colours and icon logo, from the mall and settings calls the layout's Shell reads (cached in their families). */
    async function lookOf(request: FastifyRequest, lang: Lang): Promise<TenantLook | null> {
      const call = { tenant: request.tenant, requestId: request.id, deadline: request.deadline };
      const [malls, settings] = await Promise.all([fastify.publicCalls.malls(call), fastify.publicCalls.settings(call)]);
      const mall = malls.ok ? malls.value.data[0] : undefined;
      if (!mall || !settings.ok) {
        const failure = !malls.ok ? malls.error : !settings.ok ? settings.error : null;
        request.log.warn({ kind: failure?.kind, path: failure?.path, status: failure?.status }, 'install data unavailable');
        return null;
      }
      return tenantLookOf(mall, settings.value, lang, request.tenant.fallbackLanguage);
    }

    /**
     * The icon's PNG: the logo's when it can be fetched and drawn, the initials' when the tenant has no
     * logo or its bytes are no image we can draw; null when the source did not answer (try again later).
     */
    async function drawIcon(request: FastifyRequest, look: TenantLook, icon: IconSpec): Promise<Buffer | null> {
      const initials = () => initialsIcon(look.name, icon, look.themeColor);
      if (!look.iconSource) return initials();
      let source: URL;
      try {
        source = new URL(look.iconSource);
      } catch {
        request.log.warn({ reason: 'url' }, 'install icon source unusable, initials drawn');
        return initials();
      }
      const fetched = await fetcher.fetch(source, { ...base, allowedHosts: request.tenant.imageHosts });
      if (!fetched.ok) {
        // Refused by the tenant's image hosts, gone or not an image: the same on the next try, so the
        // initials stand in (and are kept). Slow or failing: not kept, the next request tries again.
        const lasting = fetched.kind === 'refused' || fetched.kind === 'address-refused' || fetched.kind === 'not-found' || fetched.kind === 'not-image' || fetched.kind === 'too-large';
        request.log.warn({ kind: fetched.kind, host: source.host }, lasting ? 'install icon source unusable, initials drawn' : 'install icon source failed');
        return lasting ? initials() : null;
      }
      try {
        return await logoIcon(fetched.body, icon, look.backgroundColor);
      } catch (error) {
        if (!(error instanceof UnreadableLogoError)) throw error;
        request.log.warn({ err: error.cause, host: source.host }, 'install icon source unusable, initials drawn');
        return initials();
      }
    }

    fastify.get<{ Params: { file: string } }>(manifestPathPattern, (request, reply) => {
      const file = manifestFile.safeParse(request.params.file);
      if (!file.success) return reply.code(404).type(textType).header('cache-control', 'no-store').send(`Not found: /manifest/${request.params.file}`);
      const lang = file.data.slice(0, file.data.indexOf('.')) as Lang;
      return fastify.pageCache.serve(
        request,
        reply,
        { path: 'pwa:manifest', lang, timeless: true },
        async () => {
          const look = await lookOf(request, lang);
          if (!look) return unavailable('The manifest is unavailable; try again later.');
          const description = request.tenant.pagesMetaTags[lang]?.index.description;
          return { cache: true, response: toCachedResponse(200, manifestType, JSON.stringify(buildManifest(look, lang, description))) };
        },
        manifestCacheControl,
      );
    });

    fastify.get<{ Params: { file: string } }>(iconPathPattern, (request, reply) => {
      const icon = iconOfFile(request.params.file);
      if (!icon) return reply.code(404).type(textType).header('cache-control', 'no-store').send(`Not found: /pwa/${request.params.file}`);
      return fastify.pageCache.serve(
        request,
        reply,
        { path: `pwa:${request.params.file}`, timeless: true },
        async () => {
          // The name for the initials in the tenant's own language: the icon is one for every language.
          const look = await lookOf(request, request.tenant.fallbackLanguage);
          const body = look && (await drawIcon(request, look, icon));
          return body ? { cache: true, response: pngResponse(body) } : unavailable('The icon is unavailable; try again later.');
        },
        iconCacheControl,
      );
    });
  },
  { name: 'pwa', dependencies: ['tenancy', 'upstream', 'page-cache', 'budget'] },
);
