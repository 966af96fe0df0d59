/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { MEMBER_COPY_CACHE } from '../offline/member-copy';
import { messages } from './messages';
import {
  cacheFor,
  cacheLimits,
  cacheNames,
  isOfflinePagePath,
  isStorable,
  offlineLanguage,
  offlinePageImages,
  offlinePagePath,
  outdatedCaches,
  pageMatchesBuild,
  sessionFromPage,
  type RequestFacts,
} from './rules';

// The service worker (issue 24; docs/offline.md): Serwist's precache and strategies, wired to the
// rules of rules.ts. Built by @serwist/vite into dist/client/sw.js, served by the bff at /sw.js.

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
// The build's id (`<meta name="build-id">`), written in by the build (web/build/sw-build-id.ts).
declare const __MALL_BUILD_ID__: string;

const buildId = __MALL_BUILD_ID__;
const names = cacheNames(buildId);

/** What the page said of its session; kept in a cache so that a restarted worker still knows. */
const memberKey = '/__sw/member';
let member: boolean | undefined;
async function isMember(): Promise<boolean> {
  if (member === undefined) member = (await (await caches.open(names.state)).match(memberKey)) !== undefined;
  return member;
}
async function setMember(signedIn: boolean): Promise<void> {
  member = signedIn;
  const state = await caches.open(names.state);
  if (signedIn) await state.put(memberKey, new Response('1'));
  else await state.delete(memberKey);
}

/**
 * Each page the network answers says whether the visitor has a session (rules.ts sessionFromPage).
 * A page answered without one also ends a member's copies on this device (their pass and reward codes,
 * web/src/offline/member-copy.ts): the session lapsed (its cookie expired) without the app seeing it
 * end. Offline no page is answered, so the copies stay for the car park.
 */
async function learnSession(request: Request, response: Response): Promise<void> {
  const session = sessionFromPage(new URL(request.url).pathname, response);
  if (session === false) await caches.delete(MEMBER_COPY_CACHE);
  if (session !== null && session !== (await isMember())) await setMember(session);
}
const sessionObserver: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (request.mode === 'navigate') await learnSession(request, response);
    return response;
  },
};

/** Nothing personal, nothing partial: only what rules.ts calls storable is written. */
const storableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null),
};
/** A page is kept only by its own build's worker (no mixed build; rules.ts pageMatchesBuild). */
const ownBuildOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) && pageMatchesBuild(await response.clone().text(), buildId) ? response : null),
};

const pages = new StaleWhileRevalidate({ cacheName: names.pages, plugins: [sessionObserver, ownBuildOnly, new ExpirationPlugin({ ...cacheLimits.pages, purgeOnQuotaError: true })] });
const operations = new StaleWhileRevalidate({ cacheName: names.operations, plugins: [storableOnly, new ExpirationPlugin({ ...cacheLimits.operations, purgeOnQuotaError: true })] });
const assets = new CacheFirst({ cacheName: names.assets, plugins: [storableOnly, new ExpirationPlugin({ ...cacheLimits.assets, purgeOnQuotaError: true })] });
const images = new CacheFirst({ cacheName: names.images, plugins: [storableOnly, new ExpirationPlugin({ ...cacheLimits.images, purgeOnQuotaError: true })] });
const network = new NetworkOnly();

async function facts(request: Request, url: URL): Promise<RequestFacts> {
  return { url, method: request.method, navigation: request.mode === 'navigate', origin: self.location.origin, member: await isMember() };
}

/** The page in the path's language that says the visitor is offline (the bff's /offline/{lang}.html). */
async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(names.offline);
  const own = await cache.match(offlinePagePath(offlineLanguage(url.pathname)));
  const anyPage = async () => {
    const page = (await cache.keys()).find((request) => isOfflinePagePath(new URL(request.url).pathname));
    return page ? cache.match(page) : undefined;
  };
  const any = own ?? (await cache.match(offlinePagePath('en'))) ?? (await anyPage());
  return any ?? Response.error();
}

/**
 * Keeps the offline page of a language (at install for the open tabs' languages, then for each language
 * visited), and the images it shows (the mall's logo, which the first visit loaded before the worker
 * was there to keep it): the offline page must stand alone.
 */
async function keepOfflinePage(lang: Parameters<typeof offlinePagePath>[0]): Promise<void> {
  const cache = await caches.open(names.offline);
  const path = offlinePagePath(lang);
  if (await cache.match(path)) return;
  const response = await fetch(path, { credentials: 'omit' });
  if (!isStorable(response)) return;
  const images = offlinePageImages(await response.clone().text());
  await cache.put(path, response);
  await Promise.all(
    images.map(async (src) => {
      if (await cache.match(src, { ignoreVary: true })) return;
      const image = await fetch(src, { credentials: 'omit' });
      if (isStorable(image)) await cache.put(src, image);
    }),
  );
}

/** An image variant from its cache or the network, else the offline page's own copy (its logo). */
async function image(request: Request, event: ExtendableEvent): Promise<Response> {
  try {
    return await images.handle({ request, event });
  } catch (error) {
    // Whatever the image's Accept: the worker fetched the kept one with its own (the route varies on it).
    const kept = await caches.match(request, { cacheName: names.offline, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cacheName: names.precache, cleanupOutdatedCaches: false },
  // A new build's worker waits: the update notice's reload activates it (messages.skipWaiting).
  skipWaiting: false,
  // The first worker takes the open page at once: "controls the page after the first visit".
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
      handler: async ({ request, url, event }) => {
        const kind = cacheFor(await facts(request, url));
        const lang = offlineLanguage(url.pathname);
        (event as ExtendableEvent).waitUntil(keepOfflinePage(lang).catch(() => undefined));
        if (kind === 'pages') {
          try {
            return await pages.handle({ request, event: event as ExtendableEvent });
          } catch {
            return offlinePage(url);
          }
        }
        try {
          const response = await fetch(request);
          (event as ExtendableEvent).waitUntil(learnSession(request, response));
          return response;
        } catch {
          // A member (or any page not kept for everyone) offline: a visitor's copy of an offline
          // screen is public, so it may stand in; anything else is the offline page.
          return (await caches.match(request, { cacheName: names.pages })) ?? offlinePage(url);
        }
      },
    },
    {
      // What no cache may hold is not handled at all: the browser fetches it as if there were no
      // worker (no detour through it, and the page's own request is the one on the network).
      matcher: ({ request, url }) =>
        request.mode !== 'navigate' && cacheFor({ url, method: request.method, navigation: false, origin: self.location.origin, member: false }) !== 'network',
      handler: async ({ request, url, event }) => {
        const extendable = event as ExtendableEvent;
        switch (cacheFor(await facts(request, url))) {
          case 'operations':
            return operations.handle({ request, event: extendable });
          case 'assets':
            return assets.handle({ request, event: extendable });
          case 'images':
            return image(request, extendable);
          default:
            return network.handle({ request, event: extendable });
        }
      },
    },
  ],
});

self.addEventListener('install', (event) => {
  // The offline page in the language of each tab this worker may come to control.
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => {
        const langs = new Set(clients.map((client) => offlineLanguage(new URL(client.url).pathname)));
        if (langs.size === 0) langs.add('en');
        return Promise.all([...langs].map((lang) => keepOfflinePage(lang)));
      })
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  // Another build's caches go: its pages name scripts this build does not have.
  event.waitUntil(caches.keys().then((existing) => Promise.all(outdatedCaches(existing, buildId).map((name) => caches.delete(name)))));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; signedIn?: unknown } | null;
  if (data?.type === messages.skipWaiting) void self.skipWaiting();
  else if (data?.type === messages.session && data.signedIn === true) event.waitUntil(setMember(true));
});

serwist.addEventListeners();
